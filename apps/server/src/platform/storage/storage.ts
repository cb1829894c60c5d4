// Where uploaded and generated files live. Keys are the server's own names (`u/<id>.jpg`); the public URL of a
// key is `/files/<key>`. Local disk by default; an object store would implement the same four calls.
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(keys: readonly string[]): Promise<void>;
}

export const FILES_PREFIX = '/files/';

export function urlOf(key: string): string {
  return FILES_PREFIX + key;
}

/** The key of a URL this server made, or null for anything else. */
export function keyOf(url: string): string | null {
  return url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
}

/** Keys are ours, but a URL can come from a client: refuse anything that could leave the storage root. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9]+(\/[a-z0-9_-]+)*\.(jpg|png|webp|gif)$/.test(key);
}
