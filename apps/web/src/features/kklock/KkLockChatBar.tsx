import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userDetailQuery } from '../../entities/person/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { useSession } from '../../shared/session/session.ts';
import styles from './KkLock.module.css';
import { LockIcon } from './LockIcon.tsx';
import { LockSince } from './LockSince.tsx';
import { useKkLock, usePendingWith } from './useKkLock.ts';
import { useKkLockActions } from './useKkLockActions.ts';

/**
 * The kk lock at the top of a conversation: "you two are locked" with the partner, else an apply action while
 * the user is free and no request between the two is pending (a user locked with someone else cannot apply:
 * nothing is offered). The requests themselves are cards among the messages (KkLockCard).
 */
export function KkLockChatBar({ peer }: { peer: number }) {
  const { t } = useTranslation();
  const lock = useKkLock();
  const me = useSession().user?.id ?? 0;
  const pending = usePendingWith(me, peer);
  const detail = useQuery(userDetailQuery(peer));
  const actions = useKkLockActions();

  if (lock && lock.partnerId === peer) {
    return (
      <div className={styles.bar} data-kk-lock-bar={'locked'}>
        <LockIcon size={16} />
        <span className={styles.barText}>{t(K.kkLock.lockedWithYou)}</span>
        <LockSince since={lock.since} className={styles.barNote} />
      </div>
    );
  }
  // Locked with someone else, blocked, or a request between the two waits for its answer (its card is below).
  if (lock || pending || !detail.data || detail.data.is_block === 1) return null;
  const person = { id: peer, name: detail.data.username };
  return (
    <div className={styles.bar} data-kk-lock-bar={'free'}>
      <LockIcon size={16} />
      <span className={styles.barText}>{t(K.kkLock.applyHint)}</span>
      <button
        type="button"
        className={styles.barAction}
        disabled={actions.pending}
        onClick={() => void actions.apply(person)}
      >
        {t(K.kkLock.apply)}
      </button>
    </div>
  );
}
