import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CK, K } from '../../i18n/keys.ts';
import { messageText } from '../../i18n/message.ts';
import { AlipayIcon, AppleIcon, PhoneIcon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.ts';
import styles from './Login.module.css';
import { loginConfigQuery } from './queries.ts';

/**
 * One-tap phone login is native-only (DESIGN §3): on the web its button opens a note in place that says so with
 * SPEC's message and offers what works here, the SMS code. Alipay and Apple show only when the server has them
 * configured; their flows arrive with the payment-login issue.
 */
export function OtherMethods({ onUseSms }: { onUseSms: () => void }) {
  const { t } = useTranslation();
  const config = useQuery(loginConfigQuery()).data;
  const [explaining, setExplaining] = useState(false);
  const note = useRef<HTMLDivElement>(null);
  // The note opens at the foot of the screen: bring all of it into view.
  useEffect(() => {
    if (explaining) note.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [explaining]);
  const unsupported = () => showToast(messageText(t, CK.code.notSupported));
  return (
    <section className={styles.others}>
      <h2 className={styles.othersTitle}>{t(K.login.otherMethods)}</h2>
      <div className={styles.otherButtons}>
        <button
          type="button"
          className={styles.otherButton}
          aria-label={t(K.login.oneTap)}
          aria-expanded={explaining}
          onClick={() => setExplaining((open) => !open)}
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
      {explaining ? (
        <div className={styles.oneTapNote} role="status" ref={note}>
          <p className={styles.oneTapTitle}>{messageText(t, CK.login.oneTapUnsupported)}</p>
          <p className={styles.oneTapHint}>{t(K.login.oneTapWebHint)}</p>
          <button
            type="button"
            className={styles.oneTapAction}
            onClick={() => {
              setExplaining(false);
              onUseSms();
            }}
          >
            {t(K.login.useSmsInstead)}
          </button>
        </div>
      ) : null}
    </section>
  );
}
