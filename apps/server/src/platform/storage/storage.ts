// Where uploaded and generated files live. Keys are the server's own names (`u/<id>.jpg`); the public URL of a
// key is `/files/<key>`, served by this server from whichever store holds it: local disk (LocalStorage, the
// default) or an S3-compatible bucket (S3Storage), so instances sharing one bucket serve each other's uploads.
import type { Readable } from 'node:stream';
import { CODE, FILES_PREFIX } from '@kk/contract';
import { AppError } from '../http/app-error.ts';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStorage {
  /** Writes the whole file or nothing; a failure is a StoreFailed (full, or any other write failure). */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes the file at `path` (on this machine's disk) under `key`, streamed: a large archive never sits in memory
   * (features/data-export). Whole or nothing, as `put`.
   */
  putFile(key: string, path: string): Promise<void>;
  /** The file to stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(keys: readonly string[]): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): Promise<void>;
}

/**
 * A write or read the store refused: -2307 when it is full (the disk, the user's disk quota, or the bucket's
 * quota), else -2308. The store's own error is kept as `cause` for the log; the client sees only the code.
 */
export class StoreFailed extends AppError {
  constructor(full: boolean, cause: unknown) {
    super(full ? CODE.storageFull : CODE.storageUnavailable);
    this.cause = cause;
  }
}

export { FILES_PREFIX };

export function urlOf(key: string): string {
  return FILES_PREFIX + key;
}

/** The key of a URL this server made, or null for anything else. */
export function keyOf(url: string): string | null {
  return url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
}

/**
 * Moderation's kept copies (reported content, revoked messages) live under this prefix: never served at `/files/`,
 * only to a console session (features/moderation, docs/decisions/0087-moderation.md).
 */
export const PRIVATE_PREFIX = 'evidence/';

/**
 * The archives of a copy of my data (features/data-export): never served at `/files/`, only to their owner's login
 * (GET /api/user/dataExport/<id>).
 */
export const EXPORT_PREFIX = 'exports/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX) || key.startsWith(EXPORT_PREFIX);
}

/** Keys are ours, but a URL can come from a client: refuse anything that could leave the storage root. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9]+(\/[a-z0-9_-]+)*\.(jpg|png|webp|gif)$/.test(key) || /^exports\/[a-f0-9]{32}\.zip$/.test(key);
}
