// Chat images are served only to the two people of their conversation, who name themselves by the `token`
// header as for the API (docs/decisions/0035-who-is-served-a-chat-image.md). An <img> cannot send a header, so such
// an image is fetched with the token and shown from a blob: URL. Plain TypeScript with its effects injected, so
// it is unit-tested in Node (authed-image.test.ts); useAuthedImage.ts wires the browser's.
import { FILES_PREFIX, HEADER } from '@kk/contract';

export interface AuthedImageDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  createObjectURL(blob: Blob): string;
}

/** An image the server would not give (gone, revoked, someone else's) or that did not arrive. */
export class ImageUnavailable extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`image not served (${status})`);
    this.name = 'ImageUnavailable';
    this.status = status;
  }
}

/**
 * What to put in <img src>: for a file of the server's, the blob: URL of it fetched with the token (`owned`: the
 * caller revokes it); anything else (an empty, blob: or data: URL, another origin's) as it is.
 */
export async function loadAuthedImage(
  url: string,
  deps: AuthedImageDeps,
  signal?: AbortSignal,
): Promise<{ src: string; owned: boolean }> {
  // The server's own files: the token goes with these only, never to another origin.
  if (!url.startsWith(FILES_PREFIX)) return { src: url, owned: false };
  const token = deps.getToken();
  const response = await deps.fetch(url, {
    headers: token ? { [HEADER.token]: token } : {},
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  // A refusal is an envelope (JSON), never a picture: it must not be shown as a broken image.
  if (!response.ok || !type.startsWith('image/')) throw new ImageUnavailable(response.status);
  return { src: deps.createObjectURL(await response.blob()), owned: true };
}
