// The match moment (DESIGN §3 "Matches and notices"): both avatars, 你们互相喜欢了, 去聊天 (the conversation with
// that person) and 继续逛 (closes). Loaded only when a `match` frame arrives (app/MatchMomentSlot.tsx).
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonAvatar } from '../../entities/person/PersonRow.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { HeartIcon } from '../../shared/ui/icons.tsx';
import styles from './MatchMoment.module.css';
import { closeMatch, type MatchMomentData } from './match-moment.ts';

export function MatchMoment({ match }: { match: MatchMomentData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSession().user;
  const chat = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { user } = match;

  // The moment takes the keyboard's focus (its first action) and Escape closes it, as a dialog does.
  useEffect(() => {
    chat.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMatch();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={styles.backdrop}>
      <section role="dialog" aria-modal={true} aria-labelledby={titleId} className={styles.card}>
        <div className={styles.avatars}>
          <span className={styles.face} role="img" aria-label={t(K.me.avatar, { name: me?.username ?? '' })}>
            <PersonAvatar user={me ?? { avatar: '', username: '' }} size={88} />
          </span>
          <span className={styles.heart} aria-hidden={true}>
            <HeartIcon size={28} />
          </span>
          <span className={styles.face} role="img" aria-label={t(K.me.avatar, { name: user.username })}>
            <PersonAvatar user={user} size={88} />
          </span>
        </div>
        <h2 id={titleId} className={styles.title}>
          {t(K.match.title)}
        </h2>
        <p className={styles.body}>{t(K.match.body, { name: user.username })}</p>
        <button
          ref={chat}
          type="button"
          className={styles.chat}
          onClick={() => {
            closeMatch();
            navigate(chatPath(user.id));
          }}
        >
          {t(K.match.chat)}
        </button>
        <button type="button" className={styles.later} onClick={closeMatch}>
          {t(K.match.later)}
        </button>
      </section>
    </div>
  );
}
