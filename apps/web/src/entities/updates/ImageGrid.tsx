import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { gridColumns } from './grid.ts';
import styles from './UpdateCard.module.css';

interface ImageGridProps {
  images: ReadonlyArray<{ url: string; thumb: string }>;
  author: string;
  onOpen: (index: number) => void;
}

/** An update's 1 to 9 images: thumbnails in a grid (grid.ts), each opening the full-screen preview. */
export function ImageGrid({ images, author, onOpen }: ImageGridProps) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const columns = gridColumns(images.length);
  return (
    <ul className={cx(styles.grid, columns === 1 && styles.single)} data-columns={columns}>
      {images.map((image, index) => (
        <li key={image.url} className={styles.cell}>
          <button type="button" className={styles.cellButton} onClick={() => onOpen(index)}>
            <CachedImage
              src={image.thumb || image.url}
              alt={t(K.updates.image, { name: author, n: index + 1 })}
              className={styles.cellImage}
              loading="lazy"
              draggable={false}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
