// The index of images cached on this device (SPEC §9: "the local image cache saves the template file after a
// 3 s debounce"): which URLs are cached, how big, since when. Saved to local storage at most once per
// LOCAL_IMAGE_CACHE_DEBOUNCE_MS however many images arrive. Plain TypeScript (cache-index.test.ts).
import { LOCAL_IMAGE_CACHE_DEBOUNCE_MS } from '@kk/contract';

export interface CachedImageEntry {
  url: string;
  size: number;
  type: string;
  time: number;
}

export interface IndexStorage {
  load(): string | null;
  save(value: string): void;
}

export interface IndexTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createCacheIndex(options: { storage: IndexStorage; timers?: IndexTimers; delayMs?: number }) {
  const timers: IndexTimers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const delayMs = options.delayMs ?? LOCAL_IMAGE_CACHE_DEBOUNCE_MS;
  const entries = new Map<string, CachedImageEntry>();
  try {
    const saved = JSON.parse(options.storage.load() ?? '[]') as CachedImageEntry[];
    for (const entry of Array.isArray(saved) ? saved : []) {
      if (typeof entry?.url === 'string' && typeof entry.size === 'number') entries.set(entry.url, entry);
    }
  } catch {
    // A damaged index is rebuilt from the cache itself (listCachedImages).
  }
  let timer: unknown = null;

  const save = () => {
    timer = null;
    options.storage.save(JSON.stringify([...entries.values()]));
  };
  /** Debounced: each change restarts the wait, so a burst of images is saved once. */
  const schedule = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(save, delayMs);
  };

  return {
    list: (): CachedImageEntry[] => [...entries.values()].sort((a, b) => b.time - a.time),
    total: () => [...entries.values()].reduce((sum, entry) => sum + entry.size, 0),
    has: (url: string) => entries.has(url),
    put(entry: CachedImageEntry) {
      entries.set(entry.url, entry);
      schedule();
    },
    replace(list: readonly CachedImageEntry[]) {
      entries.clear();
      for (const entry of list) entries.set(entry.url, entry);
      schedule();
    },
    remove(url: string) {
      if (entries.delete(url)) schedule();
    },
    clear() {
      entries.clear();
      schedule();
    },
  };
}

export type CacheIndex = ReturnType<typeof createCacheIndex>;
