import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** What a screen shows before it has content: what will be here, and something useful to do meanwhile. */
export function EmptyState({ icon, title, body, actionLabel, onAction }: EmptyStateProps) {
  return (
    <section className={styles.root}>
      <div className={styles.badge}>{icon}</div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{body}</p>
      {actionLabel && onAction ? (
        <button type="button" className={styles.action} onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </section>
  );
}
