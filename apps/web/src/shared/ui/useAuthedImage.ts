import { useEffect, useState } from 'react';
import { tokenStorage } from '../session/storage.ts';
import { type AuthedImageDeps, loadAuthedImage } from './authed-image.ts';

const browserDeps: AuthedImageDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: tokenStorage.get,
  createObjectURL: (blob) => URL.createObjectURL(blob),
};

export type AuthedImageState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/**
 * An image of the server's fetched with the app's token (authed-image.ts): loading, then its blob: URL, or
 * failed. The blob: URL is let go when the image is no longer shown or its URL changes.
 */
export function useAuthedImage(url: string): AuthedImageState {
  const [state, setState] = useState<{ url: string; value: AuthedImageState }>({ url, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    let created: string | undefined;
    setState({ url, value: { status: 'loading' } });
    loadAuthedImage(url, browserDeps, controller.signal).then(
      ({ src, owned }) => {
        if (controller.signal.aborted) {
          if (owned) URL.revokeObjectURL(src);
          return;
        }
        if (owned) created = src;
        setState({ url, value: { status: 'ready', src } });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, value: { status: 'failed' } });
      },
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  // Until the effect runs for a new URL, the old URL's picture is not shown for it.
  return state.url === url ? state.value : { status: 'loading' };
}
