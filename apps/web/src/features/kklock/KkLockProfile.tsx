import type { UserDetail } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath } from '../../shared/paths.ts';
import styles from './KkLock.module.css';
import { LockIcon } from './LockIcon.tsx';
import { LockSince } from './LockSince.tsx';
import { useKkLock } from './useKkLock.ts';
import { useKkLockActions } from './useKkLockActions.ts';

/**
 * The kk lock on another user's profile: the lock when they are the user's partner; else, while the user is
 * free, what a kk lock is and the apply action, which then opens the chat where the request waits for its answer.
 */
export function KkLockProfile({ user, own }: { user: UserDetail | undefined; own: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useKkLock();
  const actions = useKkLockActions();

  // Your own profile shows your lock on Me; a profile you blocked offers nothing.
  if (!user || own || user.is_block === 1) return null;
  if (lock && lock.partnerId === user.id) {
    return (
      <section className={styles.profileLock} aria-label={t(K.kkLock.name)} data-kk-lock-profile={'locked'}>
        <span className={styles.profileIcon}>
          <LockIcon size={20} />
        </span>
        <span className={styles.partnerText}>
          <span className={styles.partnerName}>{t(K.kkLock.lockedWithYou)}</span>
          <LockSince since={lock.since} className={styles.since} />
        </span>
      </section>
    );
  }
  // Locked with someone else: applying would be refused (kkLockSelfLocked), so it is not offered.
  if (lock) return null;
  const apply = async () => {
    if (await actions.apply({ id: user.id, name: user.username })) navigate(chatPath(user.id));
  };
  return (
    <section className={styles.profileLock} aria-label={t(K.kkLock.name)} data-kk-lock-profile={'free'}>
      <span className={styles.profileIcon}>
        <LockIcon size={20} />
      </span>
      <span className={styles.partnerText}>
        <span className={styles.partnerName}>{t(K.kkLock.name)}</span>
        <span className={styles.since}>{t(K.kkLock.applyHint)}</span>
      </span>
      <button type="button" className={styles.primary} disabled={actions.pending} onClick={() => void apply()}>
        {t(K.kkLock.apply)}
      </button>
    </section>
  );
}
