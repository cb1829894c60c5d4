import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AuthedImage } from './AuthedImage.tsx';
import { cx } from './attrs.ts';
import { CachedImage } from './CachedImage.tsx';
import { BackIcon, CloseIcon } from './icons.tsx';
import styles from './PhotoViewer.module.css';
import {
  bindViewerGestures,
  INITIAL_VIEW,
  imageTransform,
  stepped,
  trackTransform,
  type ViewState,
} from './viewer-gestures.ts';

export interface ViewerPhoto {
  key: string | number;
  url: string;
}

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
  labels: { dialog: string; close: string; prev: string; next: string; photo: (n: number) => string; hint: string };
  /** Actions for the current photo (delete, for your own album). */
  actions?: ReactNode;
  /**
   * Photos only some people may see (chat images): fetched with the app's token (AuthedImage), never kept in the
   * device's shared image cache. The texts said while one loads and when it cannot be shown.
   */
  authed?: { loading: string; failed: string };
}

/** Full-screen preview: swipe between photos, pinch, double tap or wheel to zoom from 1x to 4x (SPEC §9). */
export function PhotoViewer({ photos, index, onIndexChange, onClose, labels, actions, authed }: PhotoViewerProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewState>({ ...INITIAL_VIEW, index });
  const latest = useRef(view);
  latest.current = view;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const count = photos.length;
  const countRef = useRef(count);
  countRef.current = count;

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    return bindViewerGestures(element, {
      count: () => countRef.current,
      get: () => latest.current,
      set: (next) => {
        latest.current = next;
        setView(next);
      },
      close: () => closeRef.current(),
    });
  }, []);

  useEffect(() => {
    if (view.index !== index) onIndexChange?.(view.index);
  }, [view.index, index, onIndexChange]);

  // A photo deleted from under the viewer: stay within the list, close when it is empty.
  useEffect(() => {
    if (count === 0) closeRef.current();
    else if (view.index > count - 1) setView((state) => ({ ...state, ...INITIAL_VIEW, index: count - 1 }));
  }, [count, view.index]);

  const current = Math.min(view.index, Math.max(0, count - 1));

  return createPortal(
    <section className={styles.root} role="dialog" aria-modal aria-label={labels.dialog}>
      <div className={styles.top}>
        <button type="button" className={styles.button} aria-label={labels.close} onClick={onClose}>
          <CloseIcon />
        </button>
        <span className={styles.counter}>
          {current + 1} / {count}
        </span>
        <span className={styles.button} />
      </div>
      <div className={styles.stage} ref={stage}>
        <div
          className={cx(styles.track, view.animate && styles.animated)}
          style={{ transform: trackTransform(current, view.dragX) }}
        >
          {photos.map((photo, i) => (
            <div className={styles.slide} key={photo.key} aria-hidden={i !== current}>
              {Math.abs(i - current) <= 1 ? (
                <ViewerImage
                  src={photo.url}
                  alt={labels.photo(i + 1)}
                  authed={authed}
                  className={cx(styles.image, view.animate && styles.animated)}
                  data-scale={i === current ? view.scale.toFixed(2) : undefined}
                  style={i === current ? { transform: imageTransform(view.offset, view.scale) } : undefined}
                  draggable={false}
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && current > 0 ? (
        <button
          type="button"
          className={cx(styles.nav, styles.prev)}
          aria-label={labels.prev}
          onClick={() => setView((state) => stepped(state, -1, count))}
        >
          <BackIcon />
        </button>
      ) : null}
      {count > 1 && current < count - 1 ? (
        <button
          type="button"
          className={cx(styles.nav, styles.next)}
          aria-label={labels.next}
          onClick={() => setView((state) => stepped(state, 1, count))}
        >
          <BackIcon />
        </button>
      ) : null}
      {view.scale === 1 ? <p className={styles.hint}>{labels.hint}</p> : null}
      {actions ? <div className={styles.bottom}>{actions}</div> : null}
    </section>,
    document.body,
  );
}

type ViewerImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  authed: PhotoViewerProps['authed'];
  'data-scale'?: string | undefined;
};

function ViewerImage({ authed, ...image }: ViewerImageProps) {
  return authed ? <AuthedImage {...image} labels={authed} /> : <CachedImage {...image} />;
}
