import { Spinner } from './Spinner.tsx';
import styles from './Splash.module.css';

/** While a screen's code or the session loads (`output` is a live status region). */
export function Splash({ label }: { label: string }) {
  return (
    <output className={styles.root} aria-label={label}>
      <Spinner />
    </output>
  );
}
