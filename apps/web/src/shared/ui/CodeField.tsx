import { SMS_CODE_LENGTH } from '@kk/contract';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { K } from '../i18n/keys.ts';
import { cx } from './attrs.ts';
import styles from './Field.module.css';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
  /** Extra class on the row, for the spacing of the form it sits in. */
  className?: string;
}

/** The SMS code and its send button, which counts down while the cooldown runs. */
export function CodeField({ value, onChange, secondsLeft, sending, onSend, className }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.field, className)}>
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
