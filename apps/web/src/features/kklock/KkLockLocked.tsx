import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath, userDetailPath } from '../../shared/paths.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { ChatIcon } from '../../shared/ui/icons.tsx';
import styles from './KkLock.module.css';
import { LockIcon } from './LockIcon.tsx';
import { LockSince } from './LockSince.tsx';
import type { LockView } from './lock-view.ts';
import { useKkLockActions } from './useKkLockActions.ts';

/** The lock component while locked (KkLockPanel.tsx loads it only then, with its dialogs). */
export function KkLockLocked({ lock }: { lock: LockView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useKkLockActions();
  const first = Array.from(lock.name.trim())[0] ?? '';
  return (
    <section className={styles.panel} aria-label={t(K.kkLock.panelLabel)} data-kk-lock-panel={lock.partnerId}>
      <button
        type="button"
        className={styles.partner}
        aria-label={t(K.kkLock.openProfile, { name: lock.name })}
        onClick={() => navigate(userDetailPath(lock.partnerId))}
      >
        <span className={styles.avatar} aria-hidden={true}>
          {lock.avatar ? <CachedImage src={lock.avatar} alt={''} /> : first}
          <span className={styles.avatarLock}>
            <LockIcon size={12} />
          </span>
        </span>
        <span className={styles.partnerText}>
          <span className={styles.partnerLine}>
            <span className={styles.partnerName}>{lock.name}</span>
            <span className={styles.tag}>{t(K.kkLock.name)}</span>
          </span>
          <LockSince since={lock.since} className={styles.since} />
        </span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t(K.kkLock.chat)}
        onClick={() => navigate(chatPath(lock.partnerId))}
      >
        <ChatIcon size={20} />
      </button>
      <button
        type="button"
        className={styles.disconnect}
        disabled={actions.pending}
        onClick={() => void actions.disconnect(lock.name)}
      >
        {t(K.kkLock.disconnect)}
      </button>
    </section>
  );
}
