// The safety page (安全中心, issue 24 part 7): how to spot a scam (money, moving to another app, investments), how
// to report and block, what the verified badge means and what it does not, and the way to a copy of your data.
// Open to anyone: chat's warnings link here (PATHS.safety), and so do settings and Me.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATA_EXPORT_PATH } from '../../features/data-export/path.ts';
import { K } from '../../shared/i18n/keys.ts';
import styles from './SafetyPage.module.css';

const S = K.safety;
const SCAM_SIGNS = [S.scamMoney, S.scamWechat, S.scamInvest, S.scamPhotos] as const;

export function SafetyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className={styles.page} data-testid="safety-page">
      <p className={styles.intro}>{t(S.intro)}</p>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t(S.scamHeading)}</h2>
        <ul className={styles.list}>
          {SCAM_SIGNS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t(S.reportHeading)}</h2>
        <p className={styles.paragraph}>{t(S.reportBody)}</p>
        <p className={styles.paragraph}>{t(S.blockBody)}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t(S.verifyHeading)}</h2>
        <p className={styles.paragraph}>{t(S.verifyBody)}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t(S.dataHeading)}</h2>
        <p className={styles.paragraph}>{t(S.dataBody)}</p>
        <button type="button" className={styles.link} onClick={() => navigate(DATA_EXPORT_PATH)}>
          {t(S.dataLink)}
        </button>
      </section>
      <p className={styles.emergency}>{t(S.emergency)}</p>
    </article>
  );
}
