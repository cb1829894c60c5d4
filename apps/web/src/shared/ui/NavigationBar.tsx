import type { ReactNode } from 'react';
import { cx } from './attrs.ts';
import { BackIcon } from './icons.tsx';
import styles from './NavigationBar.module.css';

interface NavigationBarProps {
  /** Text, or text with a mark beside it (the verified mark in chat). */
  title?: ReactNode;
  /** Accessible name of the back button; no back button without it. */
  backLabel?: string;
  onBack?: () => void;
  right?: ReactNode;
  transparent?: boolean;
}

/** The standard top bar: back, centred title, optional actions. SPEC's "default" bar, also reused by custom bars. */
export function NavigationBar({ title, backLabel, onBack, right, transparent }: NavigationBarProps) {
  return (
    <header className={cx(styles.bar, transparent && styles.transparent)}>
      <div className={styles.side}>
        {onBack && backLabel ? (
          <button type="button" className={styles.iconButton} aria-label={backLabel} onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={cx(styles.side, styles.right)}>{right}</div>
    </header>
  );
}

export function BarIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
