import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { cx } from '../../shared/ui/attrs.ts';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import styles from './FormRows.module.css';

interface InputRowProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  invalid?: boolean;
  inputProps?: Record<string, string>;
}

/** A labelled text field, value on the right, in the style of a settings list. */
export function InputRow({ label, value, onChange, placeholder, maxLength, invalid, inputProps }: InputRowProps) {
  return (
    <div className={cx(styles.row, invalid && styles.invalid)}>
      <span className={styles.label}>{label}</span>
      <Input
        className={styles.input}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={label}
        aria-invalid={invalid}
        {...inputProps}
      />
    </div>
  );
}

interface PickerRowProps {
  label: string;
  value: string;
  /** The value is a placeholder (nothing chosen yet). */
  empty?: boolean;
  invalid?: boolean;
  onClick?: () => void;
  /** A read-only row: no chevron, not a button. */
  readOnly?: boolean;
  danger?: boolean;
}

/** A row that opens a picker (or shows a read-only value), value on the right. */
export function PickerRow({ label, value, empty, invalid, onClick, readOnly, danger }: PickerRowProps) {
  const content = (
    <>
      <span className={cx(styles.label, danger && styles.danger)}>{label}</span>
      <span className={cx(styles.value, empty && styles.placeholder)}>{value}</span>
      {readOnly ? null : <ChevronRightIcon size={16} className={styles.chevron} />}
    </>
  );
  if (readOnly) return <div className={styles.row}>{content}</div>;
  return (
    <button type="button" className={cx(styles.row, styles.button, invalid && styles.invalid)} onClick={onClick}>
      {content}
    </button>
  );
}

/** A card of rows with an optional heading. */
export function RowGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.group}>
      {title ? <h2 className={styles.groupTitle}>{title}</h2> : null}
      <div className={styles.card}>{children}</div>
    </section>
  );
}
