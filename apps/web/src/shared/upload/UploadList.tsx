import { useTranslation } from 'react-i18next';
import { K } from '../i18n/keys.ts';
import { cx } from '../ui/attrs.ts';
import styles from './UploadList.module.css';
import { UPLOAD_STATUS, type UploadItem } from './upload-queue.ts';

interface UploadListProps {
  items: readonly UploadItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}

/**
 * The upload items of SPEC §3 on screen: each with its progress, its status and, when failed, why, with a retry
 * only where trying again could help (upload-queue.ts isTransientFailure).
 */
export function UploadList({ items, onRetry, onRemove }: UploadListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key} className={styles.item} data-status={item.status}>
          <img
            className={styles.thumb}
            src={item.thumb}
            alt={item.name}
            // A file the browser cannot show (the reason it failed, often): keep the tile clean.
            onError={(event) => {
              event.currentTarget.className = cx(styles.thumb, styles.broken);
            }}
          />
          {item.status === UPLOAD_STATUS.uploading ? (
            <div className={styles.overlay}>
              <span className={styles.status} role="status">
                {t(K.upload.uploading, { progress: item.progress })}
              </span>
              <progress
                className={styles.bar}
                value={item.progress}
                max={100}
                aria-label={t(K.upload.progress, { name: item.name })}
              />
            </div>
          ) : null}
          {item.status === UPLOAD_STATUS.success ? (
            <div className={cx(styles.overlay, styles.successOverlay)}>
              <span className={cx(styles.status, styles.success)} role="status">
                {t(K.upload.success)}
              </span>
            </div>
          ) : null}
          {item.status === UPLOAD_STATUS.failed ? (
            <div className={cx(styles.overlay, styles.failedOverlay)}>
              <span className={styles.status} role="status">
                {t(K.upload.failed)}
              </span>
              <p className={styles.message}>{item.message}</p>
              <div className={styles.actions}>
                {item.retryable ? (
                  <button type="button" className={styles.retry} onClick={() => onRetry(item.key)}>
                    {t(K.upload.retry)}
                  </button>
                ) : null}
                <button type="button" className={styles.remove} onClick={() => onRemove(item.key)}>
                  {t(K.upload.remove)}
                </button>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
