import type { UserPhoto } from '@kk/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { TrashIcon } from '../../shared/ui/icons.tsx';
import { PhotoViewer } from '../../shared/ui/PhotoViewer.tsx';
import styles from './AlbumGrid.module.css';

interface AlbumGridProps {
  photos: readonly UserPhoto[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  /** The tile that adds photos (your own album only). */
  addTile?: ReactNode;
  /** Deleting the photo shown in the preview (your own album only); resolves when done. */
  onDelete?: (photo: UserPhoto) => void;
}

const SKELETON_CELLS = [1, 2, 3];

/** An album as a grid of thumbnails; a tap opens the full-screen preview with zoom and swipe. */
export function AlbumGrid({ photos, loading, failed, onRetry, emptyText, addTile, onDelete }: AlbumGridProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);

  if (loading) {
    return (
      <ul className={styles.grid} aria-busy={true}>
        {SKELETON_CELLS.map((n) => (
          <li key={n} className={`${styles.cell} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  }
  if (failed) {
    return (
      <div className={styles.error}>
        <span>{t(K.album.loadFailed)}</span>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t(K.app.retry)}
        </button>
      </div>
    );
  }

  const current = open === null ? undefined : photos[open];
  return (
    <>
      {photos.length === 0 && !addTile ? <p className={styles.empty}>{emptyText}</p> : null}
      <ul className={styles.grid}>
        {addTile ? <li className={styles.cell}>{addTile}</li> : null}
        {photos.map((photo, index) => (
          <li key={photo.id} className={styles.cell}>
            <button
              type="button"
              className={styles.open}
              aria-label={t(K.album.open, { n: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <CachedImage src={photo.thumb} alt={t(K.album.photo, { n: index + 1 })} className={styles.thumb} />
            </button>
          </li>
        ))}
      </ul>
      {photos.length === 0 && addTile ? <p className={styles.empty}>{emptyText}</p> : null}
      {open !== null ? (
        <PhotoViewer
          photos={photos.map((photo) => ({ key: photo.id, url: photo.url }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          labels={{
            dialog: t(K.viewer.dialog),
            close: t(K.viewer.close),
            prev: t(K.viewer.prev),
            next: t(K.viewer.next),
            hint: t(K.viewer.hint),
            photo: (n) => t(K.album.photo, { n }),
          }}
          actions={
            onDelete && current ? (
              <button type="button" className={styles.delete} onClick={() => onDelete(current)}>
                <TrashIcon size={18} />
                {t(K.album.delete)}
              </button>
            ) : undefined
          }
        />
      ) : null}
    </>
  );
}
