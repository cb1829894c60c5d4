import type { ImgHTMLAttributes } from 'react';
import styles from './AuthedImage.module.css';
import { cx } from './attrs.ts';
import { Spinner } from './Spinner.tsx';
import { useAuthedImage } from './useAuthedImage.ts';

type AuthedImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** From the caller's catalogue: said while it loads, and shown when the server would not give it. */
  labels: { loading: string; failed: string };
};

/** An image only some people may see (a chat image), fetched with the app's token (useAuthedImage.ts). */
export function AuthedImage({ src, alt, labels, className, width, height, style, ...rest }: AuthedImageProps) {
  const image = useAuthedImage(src);
  if (image.status === 'ready') {
    return (
      <img src={image.src} alt={alt} className={className} width={width} height={height} style={style} {...rest} />
    );
  }
  // Holds the picture's place, so the list does not jump when it comes.
  const box = { ...style, ...(width ? { width: Number(width) } : {}), ...(height ? { height: Number(height) } : {}) };
  if (image.status === 'loading') {
    return (
      <span className={cx(className, styles.placeholder)} style={box} role="img" aria-label={labels.loading} aria-busy>
        <Spinner />
      </span>
    );
  }
  return (
    <span className={cx(className, styles.placeholder, styles.failed)} style={box} role="img" aria-label={alt}>
      {labels.failed}
    </span>
  );
}
