import type { ChatMessage } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import styles from './KkLock.module.css';
import { LockIcon } from './LockIcon.tsx';
import { type CardLine, cardView } from './lock-view.ts';
import { isNoKkLock, kkLockStatusQuery } from './queries.ts';
import { useKkLockActions } from './useKkLockActions.ts';

const LINE_TEXT = {
  waiting: K.kkLock.waiting,
  asked: null,
  accepted: K.kkLock.stateAccepted,
  rejectedByThem: K.kkLock.stateRejectedByThem,
  rejectedByMe: K.kkLock.stateRejectedByMe,
  withdrawnByMe: K.kkLock.stateWithdrawnByMe,
  withdrawnByThem: K.kkLock.stateWithdrawnByThem,
  expired: K.kkLock.stateExpired,
  closed: K.kkLock.stateClosed,
  endedByMe: K.kkLock.stateEndedByMe,
  endedByThem: K.kkLock.stateEndedByThem,
  ended: K.kkLock.stateEnded,
} as const satisfies Record<CardLine, string | null>;

interface KkLockCardProps {
  /** The chat message of type kk_lock that names the request. */
  message: ChatMessage;
  mine: boolean;
  peerName: string;
}

/**
 * A kk lock request in the chat: the applicant sees "waiting" and can withdraw, the person asked can accept or
 * reject, and both see it change live (getKkLockStatus, then the socket's frames patch its cache entry).
 */
export function KkLockCard({ message, mine, peerName }: KkLockCardProps) {
  const { t } = useTranslation();
  const me = useSession().user?.id ?? 0;
  const status = useQuery(kkLockStatusQuery(message.message_id));
  const actions = useKkLockActions();
  const view = status.data ? cardView(status.data, me) : null;
  const line = view ? LINE_TEXT[view.line] : null;

  return (
    <div className={styles.cardRow}>
      <section
        className={cx(styles.card, view && !view.active && styles.cardDone)}
        aria-label={t(K.kkLock.cardTitle)}
        data-kk-lock-card={message.message_id}
        data-state={status.data?.state ?? (status.isError ? 'unavailable' : 'loading')}
      >
        <header className={styles.cardHead}>
          <LockIcon size={18} />
          <span>{t(K.kkLock.cardTitle)}</span>
        </header>
        <p className={styles.cardBody}>
          {mine ? t(K.kkLock.cardFromMe, { name: peerName }) : t(K.kkLock.cardToMe, { name: peerName })}
        </p>
        {status.isPending ? <p className={styles.cardState}>{t(K.kkLock.loading)}</p> : null}
        {status.isError && isNoKkLock(status.error) ? (
          <p className={styles.cardState}>{t(K.kkLock.unavailable)}</p>
        ) : null}
        {status.isError && !isNoKkLock(status.error) ? (
          <button type="button" className={styles.cardRetry} onClick={() => void status.refetch()}>
            {t(K.kkLock.loadFailed)}
          </button>
        ) : null}
        {line ? (
          <p className={styles.cardState} role="status">
            {t(line)}
          </p>
        ) : null}
        {view && view.actions.length > 0 ? (
          <div className={styles.cardActions}>
            {view.actions.includes('reject') ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={actions.pending}
                onClick={() => void actions.reject(message.message_id, peerName)}
              >
                {t(K.kkLock.reject)}
              </button>
            ) : null}
            {view.actions.includes('accept') ? (
              <button
                type="button"
                className={styles.primary}
                disabled={actions.pending}
                onClick={() => void actions.accept(message.message_id, peerName)}
              >
                {t(K.kkLock.accept)}
              </button>
            ) : null}
            {view.actions.includes('withdraw') ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={actions.pending}
                onClick={() => void actions.withdraw(message.message_id)}
              >
                {t(K.kkLock.withdraw)}
              </button>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
