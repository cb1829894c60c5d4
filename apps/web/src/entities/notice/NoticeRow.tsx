import type { NoticeItem } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { PersonAvatar } from '../person/PersonRow.tsx';
import { VerifiedMark } from '../person/VerifiedMark.tsx';
import { moderationSentence } from './moderation.ts';
import styles from './NoticeRow.module.css';
import { isHiddenPerson, noticeSentence } from './sentence.ts';

interface NoticeRowProps {
  item: NoticeItem;
  now: number;
  /** Opens what the notice is about; without it (the operator's notice) the row is not a button. */
  onOpen?: (() => void) | undefined;
  /** Opens the appeal of a moderation notice that may be appealed (its 申诉 button). */
  onAppeal?: (() => void) | undefined;
}

/** One notice: who (a blurred face when not told, the system's mark), what they did in a sentence, when, and a dot while unread. */
export function NoticeRow({ item, now, onOpen, onAppeal }: NoticeRowProps) {
  const { t, i18n } = useTranslation();
  const sentence = noticeSentence(item);
  // A moderation notice says what was done in the reader's language, the operator's words after it.
  const moderation = moderationSentence(item, i18n.resolvedLanguage ?? i18n.language, now);
  const said = moderation ? t(moderation.key, moderation.vars) : '';
  const line = moderation
    ? moderation.reasonKey
      ? t(moderation.reasonKey, { sentence: said, reason: moderation.reason })
      : said
    : t(sentence.key, sentence.vars);
  const hidden = isHiddenPerson(item);
  const name = item.from_user?.username ?? (hidden ? t(K.notice.someone) : t(K.notice.systemName));
  const at = new Date(item.create_time);
  const unread = item.is_read === 0;
  const body = (
    <>
      {item.from_user ? (
        <PersonAvatar user={item.from_user} size={44} />
      ) : hidden ? (
        <span className={styles.hidden} aria-hidden={true} />
      ) : (
        <span className={styles.system} aria-hidden={true}>
          <InfoIcon size={22} />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.line}>
          <span className={styles.name}>
            {name}
            <VerifiedMark verified={item.from_user?.verified} size={14} />
          </span>{' '}
          {line}
        </span>
        {sentence.quote ? <span className={styles.quote}>{sentence.quote}</span> : null}
        <time className={styles.time} dateTime={at.toISOString()}>
          {relativeTimeText(t, item.create_time, now, at.getTimezoneOffset())}
        </time>
      </span>
      {unread ? (
        <span className={styles.dot}>
          <span className={VISUALLY_HIDDEN}>{t(K.notice.unread)}</span>
        </span>
      ) : null}
    </>
  );
  const appealKey = moderation?.appealKey ?? null;
  return (
    <li className={styles.row} data-type={item.type} data-unread={unread} data-appeal={moderation?.appeal}>
      {onOpen ? (
        <button type="button" className={styles.main} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      {appealKey === null ? null : moderation?.appeal === 'can' ? (
        onAppeal ? (
          <div className={styles.appeal}>
            <button type="button" className={styles.appealButton} onClick={onAppeal}>
              {t(appealKey)}
            </button>
          </div>
        ) : null
      ) : (
        <div className={styles.appeal}>
          <span className={styles.appealState}>{t(appealKey)}</span>
        </div>
      )}
    </li>
  );
}
