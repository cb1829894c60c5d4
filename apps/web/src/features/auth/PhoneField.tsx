import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Fields.module.css';

/** A mainland phone number, with its +86 prefix and the numeric keypad. */
export function PhoneField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={fieldStyles.field}>
      <span className={styles.prefix}>{t(K.login.countryCode)}</span>
      <Input
        className={fieldStyles.input}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        clearable
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, ''))}
        placeholder={t(K.login.phonePlaceholder)}
        aria-label={t(K.login.phoneLabel)}
      />
    </div>
  );
}
