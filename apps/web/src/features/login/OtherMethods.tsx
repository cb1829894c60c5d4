import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CK, K } from '../../i18n/keys.ts';
import { messageText } from '../../i18n/message.ts';
import { AlipayIcon, AppleIcon, PhoneIcon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.ts';
import styles from './Login.module.css';
import { loginConfigQuery } from './queries.ts';

/**
 * One-tap phone login is native-only, so the web says so (DESIGN §3). Alipay and Apple show only when the
 * server has them configured; their flows arrive with the payment-login issue.
 */
export function OtherMethods() {
  const { t } = useTranslation();
  const config = useQuery(loginConfigQuery()).data;
  const unsupported = () => showToast(messageText(t, CK.code.notSupported));
  return (
    <section className={styles.others}>
      <h2 className={styles.othersTitle}>{t(K.login.otherMethods)}</h2>
      <div className={styles.otherButtons}>
        <button
          type="button"
          className={styles.otherButton}
          aria-label={t(K.login.oneTap)}
          onClick={() => showToast(messageText(t, CK.login.oneTapUnsupported))}
        >
          <PhoneIcon />
        </button>
        {config?.alipay ? (
          <button type="button" className={styles.otherButton} aria-label={t(K.login.alipay)} onClick={unsupported}>
            <AlipayIcon />
          </button>
        ) : null}
        {config?.apple ? (
          <button type="button" className={styles.otherButton} aria-label={t(K.login.apple)} onClick={unsupported}>
            <AppleIcon />
          </button>
        ) : null}
      </div>
    </section>
  );
}
