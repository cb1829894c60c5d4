// The upload list of SPEC §3 and its transitions (SPEC §4: uploading with progress 0 to 100, then success or
// failed), run by a queue that keeps at most UPLOAD_CONCURRENCY uploads in flight (SPEC §5). Plain TypeScript:
// the work of one item (shrink, check, send) is injected, so the queue is unit-tested (upload-queue.test.ts).
import { CODE, IMAGE_PICK_MAX, UPLOAD_CONCURRENCY, type UploadedFile } from '@kk/contract';
import { NETWORK_FAILURE_CODE } from '../api/client.ts';

export const UPLOAD_STATUS = { uploading: 'uploading', success: 'success', failed: 'failed' } as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/** SPEC §3's upload list item, plus the key the list is kept by and the server's file id once done. */
export interface UploadItem {
  key: string;
  url: string;
  thumb: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  message: string;
  progress: number;
  fileId: string;
  /** A failure that trying again could fix (the network, a busy server); false for the file itself. */
  retryable: boolean;
}

export interface PickedFile {
  file: Blob;
  name: string;
  /** A local preview (an object URL) shown until the server's thumbnail exists. */
  preview: string;
}

/** Keeps the first `max` files of a pick; how many were left out, so the screen can say so. */
export function capPick<T>(files: readonly T[], max: number = IMAGE_PICK_MAX): { kept: T[]; dropped: number } {
  return { kept: files.slice(0, Math.max(0, max)), dropped: Math.max(0, files.length - Math.max(0, max)) };
}

export function newItem(key: string, picked: PickedFile): UploadItem {
  return {
    key,
    url: '',
    thumb: picked.preview,
    name: picked.name,
    size: picked.file.size,
    type: picked.file.type,
    status: UPLOAD_STATUS.uploading,
    message: '',
    progress: 0,
    fileId: '',
    retryable: false,
  };
}

/** Progress only moves forward, stays within 0-100, and only while uploading. */
export function withProgress(item: UploadItem, percent: number): UploadItem {
  if (item.status !== UPLOAD_STATUS.uploading) return item;
  const progress = Math.max(item.progress, Math.min(100, Math.max(0, Math.round(percent))));
  return progress === item.progress ? item : { ...item, progress };
}

export function succeeded(item: UploadItem, file: UploadedFile): UploadItem {
  return {
    ...item,
    status: UPLOAD_STATUS.success,
    progress: 100,
    message: '',
    url: file.url,
    thumb: file.thumb || item.thumb,
    name: file.name || item.name,
    size: file.size,
    type: file.type,
    fileId: file.id,
  };
}

export function failed(item: UploadItem, message: string, retryable = true): UploadItem {
  return { ...item, status: UPLOAD_STATUS.failed, message, retryable };
}

/** A failed item that may succeed on a second try goes back to the start; anything else is left alone. */
export function retried(item: UploadItem): UploadItem {
  if (item.status !== UPLOAD_STATUS.failed || !item.retryable) return item;
  return { ...item, status: UPLOAD_STATUS.uploading, message: '', progress: 0, retryable: false };
}

// What the same file will meet again: its type, its size, the quota, the album cap, a malformed request.
// Offering 重试 for these would only fail the same way.
const TRANSIENT_CODES: ReadonlySet<number> = new Set([NETWORK_FAILURE_CODE, CODE.serverError, CODE.tooManyRequests]);

/**
 * Whether a failure is worth retrying: a refusal made here before sending (it carries a message `key`) or a
 * server refusal with any other code is permanent; the network, a server error, a rate limit and anything
 * unexpected are transient.
 */
export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (typeof (error as { key?: unknown }).key === 'string') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') return TRANSIENT_CODES.has(code);
  return true;
}

/** The work of one item: prepare (shrink, check the size) and send. Throws with a message to show on failure. */
export type UploadWork = (file: Blob, name: string, onProgress: (percent: number) => void) => Promise<UploadedFile>;

export interface UploadQueueOptions {
  work: UploadWork;
  /** The message of a failure: the server's msg, a local refusal, or a network error text. */
  messageOf(error: unknown): string;
  /** Whether a failure offers a retry; by default isTransientFailure. */
  retryable?(error: unknown): boolean;
  onChange(items: readonly UploadItem[]): void;
  /** Called each time nothing is left to run, with the items that succeeded since the last call. */
  onIdle?(succeeded: readonly UploadItem[]): void;
  concurrency?: number;
}

export function createUploadQueue(options: UploadQueueOptions) {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  let items: UploadItem[] = [];
  const files = new Map<string, PickedFile>();
  const waiting: string[] = [];
  let running = 0;
  let counter = 0;
  let fresh: string[] = [];

  const update = (key: string, change: (item: UploadItem) => UploadItem) => {
    const next = items.map((item) => (item.key === key ? change(item) : item));
    if (next.some((item, index) => item !== items[index])) {
      items = next;
      options.onChange(items);
    }
  };

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const key = waiting.shift() as string;
      const picked = files.get(key);
      if (!picked) continue;
      running += 1;
      options
        .work(picked.file, picked.name, (percent) => update(key, (item) => withProgress(item, percent)))
        .then(
          (file) => {
            update(key, (item) => succeeded(item, file));
            fresh.push(key);
          },
          (error: unknown) =>
            update(key, (item) =>
              failed(item, options.messageOf(error), (options.retryable ?? isTransientFailure)(error)),
            ),
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (running === 0 && waiting.length === 0 && fresh.length > 0) {
      const done = items.filter((item) => fresh.includes(item.key) && item.status === UPLOAD_STATUS.success);
      fresh = [];
      options.onIdle?.(done);
    }
  };

  return {
    items: (): readonly UploadItem[] => items,
    /** Running plus waiting: 0 when the queue is idle. */
    pending: () => running + waiting.length,
    add(picked: readonly PickedFile[]): string[] {
      const keys = picked.map((file) => {
        counter += 1;
        const key = `u${counter}`;
        files.set(key, file);
        return key;
      });
      items = [...items, ...keys.map((key) => newItem(key, files.get(key) as PickedFile))];
      options.onChange(items);
      waiting.push(...keys);
      pump();
      return keys;
    },
    retry(key: string) {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.status !== UPLOAD_STATUS.failed || !item.retryable) return;
      update(key, retried);
      waiting.push(key);
      pump();
    },
    /** Forgets an item that is not running (a waiting one is taken out of the line). */
    remove(key: string) {
      const item = items.find((candidate) => candidate.key === key);
      if (!item || (item.status === UPLOAD_STATUS.uploading && !waiting.includes(key))) return;
      const index = waiting.indexOf(key);
      if (index >= 0) waiting.splice(index, 1);
      files.delete(key);
      items = items.filter((candidate) => candidate.key !== key);
      options.onChange(items);
    },
    /** Forgets every settled item. */
    clearSettled() {
      const keep = items.filter((item) => item.status === UPLOAD_STATUS.uploading);
      for (const item of items) if (!keep.includes(item)) files.delete(item.key);
      items = keep;
      options.onChange(items);
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
