// Alipay login (SPEC §2, §4), loaded only when its button is tapped: the authorisation URL opens on a
// phone (Alipay's app takes it) or shows as a QR code on a desktop, and getAlipayLoginResult is polled every
// 3 s until the login arrives or an error ends it, with a visible wait and a cancel.
import { ALIPAY_LOGIN_POLL_MS, type LoginResult } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedIn } from '../../features/auth/mutations.ts';
import { useLoginSuccess } from '../../features/auth/useLogin.ts';
import { isHandheld } from '../../features/pay/device.ts';
import { POLL_PHASE } from '../../features/pay/poll.ts';
import { usePoll } from '../../features/pay/usePoll.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './AlipayLogin.module.css';
import { QrCode } from './QrCode.tsx';

type Opened = { url: string; templateId: string };
type Start = { phase: 'opening' } | { phase: 'open'; opened: Opened } | { phase: 'failed'; message: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function AlipayLogin({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loginSuccess = useRef(useLoginSuccess());
  loginSuccess.current = useLoginSuccess();
  const [start, setStart] = useState<Start>({ phase: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const handheld = isHandheld(navigator.userAgent, navigator.maxTouchPoints);

  // Each attempt asks for a new authorisation: an expired or refused one cannot be reused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger itself.
  useEffect(() => {
    const controller = new AbortController();
    setStart({ phase: 'opening' });
    api
      .call('getAlipayOpenUrl', {}, { silent: true, signal: controller.signal })
      .then((result) => {
        // The sandbox answers a path on this server; Alipay an absolute URL.
        const url = new URL(result.url, window.location.href).href;
        setStart({ phase: 'open', opened: { url, templateId: result.templateId } });
        // A phone goes straight to Alipay (a blocked pop-up leaves the button below to tap).
        if (handheld) window.open(url, '_blank', 'noopener');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStart({ phase: 'failed', message: errorText(error) });
      });
    return () => controller.abort();
  }, [attempt, handheld]);

  const opened = start.phase === 'open' ? start.opened : null;
  const { state: poll, cancel } = usePoll<LoginResult>({
    check: (signal) =>
      api.call('getAlipayLoginResult', { templateId: opened?.templateId ?? '' }, { silent: true, signal }),
    intervalMs: ALIPAY_LOGIN_POLL_MS,
    enabled: opened !== null,
  });

  useEffect(() => {
    if (poll.phase !== POLL_PHASE.done) return;
    signedIn(queryClient, poll.value);
    loginSuccess.current(poll.value);
  }, [poll, queryClient]);

  const close = () => {
    cancel();
    onClose();
  };
  const failure =
    start.phase === 'failed'
      ? start.message
      : opened && poll.phase === POLL_PHASE.failed
        ? errorText(poll.error)
        : null;

  let body: ReactNode;
  if (failure !== null) {
    body = (
      <div className={styles.center}>
        <p className={styles.failedTitle}>{t(K.alipayLogin.failedTitle)}</p>
        {failure ? <p className={styles.hint}>{failure}</p> : null}
        <button type="button" className={styles.primary} onClick={() => setAttempt((value) => value + 1)}>
          {t(K.alipayLogin.retry)}
        </button>
      </div>
    );
  } else if (!opened) {
    body = (
      <div className={styles.center} aria-busy={true}>
        <Spinner />
        <p className={styles.hint}>{t(K.alipayLogin.preparing)}</p>
      </div>
    );
  } else {
    body = (
      <div className={styles.center}>
        {handheld ? (
          <a className={styles.primary} href={opened.url} target="_blank" rel="noopener noreferrer">
            {t(K.alipayLogin.openAlipay)}
          </a>
        ) : (
          <>
            <p className={styles.scanTitle}>{t(K.alipayLogin.scanTitle)}</p>
            <div className={styles.qr}>
              <QrCode text={opened.url} label={t(K.alipayLogin.qrLabel)} />
            </div>
          </>
        )}
        <p className={styles.hint}>{handheld ? t(K.alipayLogin.phoneHint) : t(K.alipayLogin.scanHint)}</p>
        <output className={styles.waiting}>
          <Spinner />
          {t(K.alipayLogin.waiting)}
        </output>
        {handheld ? null : (
          <a className={styles.link} href={opened.url} target="_blank" rel="noopener noreferrer">
            {t(K.alipayLogin.openHere)}
          </a>
        )}
      </div>
    );
  }

  return (
    <Popup visible={true} onMaskClick={close} onClose={close} bodyClassName={styles.sheet}>
      <section aria-label={t(K.alipayLogin.title)}>
        <h2 className={styles.title}>{t(K.alipayLogin.title)}</h2>
        {body}
        <button type="button" className={styles.cancel} onClick={close}>
          {t(K.alipayLogin.cancel)}
        </button>
      </section>
    </Popup>
  );
}
