import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import styles from './Login.module.css';

/**
 * The agreement box: ticked by default, required to log in (SPEC §5), with links to both texts. The whole line is
 * its label, at least 44 px high, so tapping the text ticks it; a tap on a link opens the text instead (a label
 * does not activate its box when the click lands on a link inside it). A native checkbox: antd-mobile's hides
 * its input from keyboards and screen readers.
 */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.agreement}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.agreementText}>
        {t(K.login.agreementPrefix)}
        <Link className={styles.agreementLink} to={PATHS.userAgreement}>
          {t(K.login.agreementLink)}
        </Link>
        {t(K.login.agreementAnd)}
        <Link className={styles.agreementLink} to={PATHS.privacyPolicy}>
          {t(K.login.privacyLink)}
        </Link>
      </span>
    </label>
  );
}
