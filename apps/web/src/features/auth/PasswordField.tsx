import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { passwordInput } from '../../shared/ui/attrs.ts';
import fieldStyles from '../../shared/ui/Field.module.css';
import { EyeIcon, EyeOffIcon } from '../../shared/ui/icons.tsx';
import styles from './Fields.module.css';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** A password being chosen (registration, reset): password managers then offer to save it. */
  choosing?: boolean;
}

export function PasswordField({ value, onChange, label, placeholder, choosing = false }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={fieldStyles.field}>
      <Input
        className={fieldStyles.input}
        {...passwordInput(visible, choosing)}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={label}
      />
      <button
        type="button"
        className={styles.eye}
        aria-label={visible ? t(K.login.hidePassword) : t(K.login.showPassword)}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeIcon size={20} /> : <EyeOffIcon size={20} />}
      </button>
    </div>
  );
}
