import { cx } from './attrs.ts';
import styles from './PullIndicator.module.css';
import { Spinner } from './Spinner.tsx';
import type { usePullToRefresh } from './usePullToRefresh.ts';

interface PullIndicatorProps {
  pull: ReturnType<typeof usePullToRefresh>;
  /** What the pull does now (pull down, release, refreshing), in the screen's own words. */
  label: string;
}

/** The strip above a pull-to-refresh list: it grows with the pull and holds a spinner while refreshing. */
export function PullIndicator({ pull, label }: PullIndicatorProps) {
  const shown = pull.distance > 0 || pull.refreshing;
  return (
    <div
      className={cx(styles.pull, shown && styles.pullShown)}
      style={{ height: pull.refreshing ? 48 : pull.distance }}
      aria-live="polite"
    >
      {shown ? (
        <>
          {pull.refreshing ? <Spinner /> : null}
          <span>{label}</span>
        </>
      ) : null}
    </div>
  );
}
