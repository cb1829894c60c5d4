// The verify screen before and after the selfie: verified, in review, or what verification is with the way to
// start (and, after a rejection, why and from when a new try is possible).
import type { VerifyStatusInfo } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { untilText } from '../../entities/notice/moderation.ts';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { verifyView } from '../../entities/verify/status.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { VerifyFlow } from './useVerifyFlow.ts';
import styles from './VerifyPage.module.css';

export function StatusView({ info, flow }: { info: VerifyStatusInfo; flow: VerifyFlow }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const view = verifyView(info, Date.now());

  if (view.status === 'approved' || view.status === 'pending') {
    const approved = view.status === 'approved';
    return (
      <div className={styles.page}>
        <section className={styles.result} data-status={view.status}>
          <span className={styles.resultIcon}>{approved ? <VerifiedMark verified={1} size={56} /> : <Spinner />}</span>
          <h2 className={styles.resultTitle}>{approved ? t(K.verify.approvedTitle) : t(K.verify.pendingTitle)}</h2>
          <p className={styles.resultBody}>{approved ? t(K.verify.approvedBody) : t(K.verify.pendingBody)}</p>
          <button type="button" className={styles.primary} onClick={() => navigate(PATHS.me)}>
            {t(K.verify.backToMe)}
          </button>
        </section>
      </div>
    );
  }

  const rejected = view.status === 'rejected';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className={styles.page}>
      {rejected ? (
        <section className={styles.rejected} data-status={view.status}>
          <h2 className={styles.rejectedTitle}>{t(K.verify.rejectedTitle)}</h2>
          {view.reason ? <p>{t(K.verify.reason, { reason: view.reason })}</p> : null}
          <p className={styles.retry}>
            {view.retryAt === null
              ? t(K.verify.retryNow)
              : t(K.verify.retryFrom, { time: untilText(view.retryAt, language, Date.now()) })}
          </p>
        </section>
      ) : null}
      <section className={styles.intro}>
        <span className={styles.introMark}>
          <VerifiedMark verified={1} size={48} decorative={true} />
        </span>
        <h2 className={styles.introTitle}>{t(K.verify.introTitle)}</h2>
        <p className={styles.introBody}>{t(K.verify.introBody)}</p>
        <ul className={styles.points}>
          <li>{t(K.verify.pointPrivate)}</li>
          <li>{t(K.verify.pointTrust)}</li>
          <li>{t(K.verify.pointAvatar)}</li>
        </ul>
      </section>
      {flow.askFailure ? (
        <p className={styles.failure} role="alert">
          {flow.askFailure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={!view.canStart || flow.asking}
          onClick={() => void flow.ask()}
        >
          {flow.asking ? t(K.verify.loadingPose) : rejected ? t(K.verify.tryAgain) : t(K.verify.start)}
        </button>
      </div>
    </div>
  );
}
