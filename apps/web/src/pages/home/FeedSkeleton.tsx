import styles from './HomePage.module.css';

/** Cards' outlines while the first page or the feed's code loads. */
export function FeedSkeleton() {
  return (
    <div className={styles.skeletons} aria-hidden={true}>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
