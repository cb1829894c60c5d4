import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { cachedImageUrl } from './image-cache.ts';

/** An image served from the device's image cache (image-cache.ts) once it is there. */
export function CachedImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    let created: string | undefined;
    void cachedImageUrl(src).then((url) => {
      if (url !== src) created = url;
      if (alive) setShown(url);
      else if (created) URL.revokeObjectURL(created);
    });
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [src]);
  return shown ? <img src={shown} alt={alt} {...rest} /> : <span className={rest.className} aria-hidden={true} />;
}
