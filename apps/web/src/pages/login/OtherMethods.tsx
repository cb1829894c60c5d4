import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_REQUIRED } from '../../features/auth/forms.ts';
import { useMessageToast } from '../../features/auth/messages.ts';
import { signedIn } from '../../features/auth/mutations.ts';
import { useLoginSuccess } from '../../features/auth/useLogin.ts';
import { ApiError, api } from '../../shared/api/api.ts';
import { CK, K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { AlipayIcon, AppleIcon, PhoneIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Login.module.css';

// Loaded on tap: the login screen's first render carries neither the QR code nor the polling.
const AlipayLogin = lazy(() => import('./AlipayLogin.tsx').then((m) => ({ default: m.AlipayLogin })));

/**
 * The other ways in (SPEC §2). One-tap phone login is native-only (DESIGN §3): its button opens a note in place
 * with SPEC's message and offers what works here, the SMS code. Alipay and Apple show only when the server has
 * them configured; like every login they need the agreement ticked (SPEC §5).
 */
export function OtherMethods({ agreed, onUseSms }: { agreed: boolean; onUseSms: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const loginSuccess = useLoginSuccess();
  const toastMessage = useMessageToast();
  const config = useQuery(loginConfigQuery()).data;
  const [explaining, setExplaining] = useState(false);
  const [alipayOpen, setAlipayOpen] = useState(false);
  const [appleBusy, setAppleBusy] = useState(false);
  const note = useRef<HTMLDivElement>(null);
  // The note opens at the foot of the screen: bring all of it into view.
  useEffect(() => {
    if (explaining) note.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [explaining]);

  const agreedFirst = () => {
    if (!agreed) toastMessage(AGREEMENT_REQUIRED);
    return agreed;
  };

  const signInWithApple = async () => {
    if (!agreedFirst() || appleBusy) return;
    setAppleBusy(true);
    try {
      const apple = await import('./apple-login.ts');
      const result = await apple.signInWithApple(i18n.language);
      signedIn(queryClient, result);
      loginSuccess(result);
    } catch (error) {
      // Closing Apple's window is the user's choice; a refusal was told by the request wrapper already.
      const told = error instanceof ApiError && error.handled;
      if (!told && !(error instanceof Error && error.name === 'AbortError')) showToast(t(K.appleLogin.failed));
    } finally {
      setAppleBusy(false);
    }
  };

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
          <button
            type="button"
            className={styles.otherButton}
            aria-label={t(K.login.alipay)}
            onClick={() => agreedFirst() && setAlipayOpen(true)}
          >
            <AlipayIcon />
          </button>
        ) : null}
        {config?.apple ? (
          <button
            type="button"
            className={styles.otherButton}
            aria-label={appleBusy ? t(K.appleLogin.opening) : t(K.login.apple)}
            aria-busy={appleBusy}
            disabled={appleBusy}
            onClick={() => void signInWithApple()}
          >
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
      {alipayOpen ? (
        <Suspense fallback={null}>
          <AlipayLogin onClose={() => setAlipayOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export const loginKeys = {
  all: ['login'] as const,
  config: () => [...loginKeys.all, 'config'] as const,
};

/** Which optional providers the server has configured: only those get a button. */
export function loginConfigQuery() {
  return {
    queryKey: loginKeys.config(),
    queryFn: () => api.call('getLoginConfig', {}, { silent: true }),
    staleTime: 5 * 60_000,
  };
}
