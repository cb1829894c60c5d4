import styles from './Spinner.module.css';

/** A CSS-only spinner: the first screen needs no animation library to show that it is waiting. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden={true} />;
}
