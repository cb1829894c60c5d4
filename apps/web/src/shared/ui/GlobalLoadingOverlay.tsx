import { useSyncExternalStore } from 'react';
import styles from './GlobalLoadingOverlay.module.css';
import { globalLoading } from './global-loading.ts';
import { Spinner } from './Spinner.tsx';

export function GlobalLoadingOverlay({ label }: { label: string }) {
  const visible = useSyncExternalStore(globalLoading.subscribe, globalLoading.visible);
  if (!visible) return null;
  return (
    <output className={styles.mask} aria-label={label}>
      <div className={styles.box}>
        <Spinner />
      </div>
    </output>
  );
}
