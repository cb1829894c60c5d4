import type { ReactNode } from 'react';
import styles from './TabHeader.module.css';

/** The custom bar of a tab page: a large title on the left, actions on the right. */
export function TabHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>{actions}</div>
    </header>
  );
}
