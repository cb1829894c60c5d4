import { THUMB_SIDE } from '@kk/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { sourceFor } from '../../shared/ui/image-source.ts';
import { gridColumns, singleRatio } from './grid.ts';
import styles from './UpdateCard.module.css';

interface GridImage {
  url: string;
  thumb: string;
  width?: number | undefined;
  height?: number | undefined;
}

interface ImageGridProps {
  images: ReadonlyArray<GridImage>;
  author: string;
  onOpen: (index: number) => void;
}

/** The widest a lone image is drawn, in CSS pixels: two thirds of the page, which is at most 750 wide. */
function singleBoxWidth(): number {
  if (typeof window === 'undefined') return 0;
  return Math.min(window.innerWidth, 750) * 0.66;
}

/**
 * An update's 1 to 9 images: thumbnails in a grid (grid.ts), each opening the full-screen preview. A lone image
 * keeps its own shape (within 3:4 and 2:1), drawn from the full file when the thumbnail is too small for its box.
 */
export function ImageGrid({ images, author, onOpen }: ImageGridProps) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const columns = gridColumns(images.length);
  const lone = columns === 1 ? images[0] : undefined;
  const ratio = lone ? singleRatio(lone.width, lone.height) : null;
  const shape: CSSProperties | undefined = ratio ? { aspectRatio: String(ratio) } : undefined;
  return (
    <ul className={cx(styles.grid, columns === 1 && styles.single)} data-columns={columns}>
      {images.map((image, index) => (
        <li key={image.url} className={styles.cell} style={shape}>
          <button type="button" className={styles.cellButton} onClick={() => onOpen(index)}>
            <CachedImage
              src={
                lone
                  ? sourceFor(image, singleBoxWidth(), window.devicePixelRatio || 1, THUMB_SIDE)
                  : image.thumb || image.url
              }
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
