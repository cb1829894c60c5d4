import { SMS_CODE_LENGTH } from '@kk/contract';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import styles from './Login.module.css';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

/** The SMS code and its send button, which counts down while the cooldown runs. */
export function CodeField({ value, onChange, secondsLeft, sending, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <Input
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, ''))}
        placeholder={t(K.login.codePlaceholder)}
        aria-label={t(K.login.codeLabel)}
      />
      <button type="button" className={styles.codeButton} disabled={secondsLeft > 0 || sending} onClick={onSend}>
        {secondsLeft > 0 ? t(K.login.resendIn, { seconds: secondsLeft }) : t(K.login.sendCode)}
      </button>
    </div>
  );
}
