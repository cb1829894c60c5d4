// Images the app shows are fetched once and kept in the Cache Storage API, so they show offline and the
// local-file page can list and clear them. Without Cache Storage (an insecure origin) images load as usual.
import { type CachedImageEntry, createCacheIndex } from './cache-index.ts';

const CACHE_NAME = 'kk-images-v1';
const INDEX_KEY = 'kkImageCache';

export const imageCacheIndex = createCacheIndex({
  storage: {
    load: () => {
      try {
        return localStorage.getItem(INDEX_KEY);
      } catch {
        return null;
      }
    },
    save: (value) => {
      try {
        localStorage.setItem(INDEX_KEY, value);
      } catch {
        // Quota or private mode: the index is rebuilt from the cache when the page lists it.
      }
    },
  },
});

const supported = () => typeof globalThis.caches !== 'undefined';
const inFlight = new Map<string, Promise<Blob | null>>();

async function load(url: string): Promise<Blob | null> {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(url);
  if (hit) return hit.blob();
  const response = await fetch(url);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) return null;
  await cache.put(url, response.clone());
  const blob = await response.blob();
  imageCacheIndex.put({ url: new URL(url, location.href).href, size: blob.size, type, time: Date.now() });
  return blob;
}

/** An object URL of the cached image (the caller revokes it), or the URL itself when caching is not possible. */
export async function cachedImageUrl(url: string): Promise<string> {
  if (!url || !supported() || url.startsWith('blob:') || url.startsWith('data:')) return url;
  let pending = inFlight.get(url);
  if (!pending) {
    pending = load(url).catch(() => null);
    inFlight.set(url, pending);
    void pending.finally(() => inFlight.delete(url));
  }
  const blob = await pending;
  return blob ? URL.createObjectURL(blob) : url;
}

/** What is really in the cache, with sizes; the index is brought in line with it. */
export async function listCachedImages(): Promise<CachedImageEntry[]> {
  if (!supported()) return [];
  const cache = await caches.open(CACHE_NAME);
  const known = new Map(imageCacheIndex.list().map((entry) => [entry.url, entry]));
  const entries: CachedImageEntry[] = [];
  for (const request of await cache.keys()) {
    const entry = known.get(request.url);
    if (entry) {
      entries.push(entry);
      continue;
    }
    const response = await cache.match(request);
    const blob = await response?.blob();
    if (blob) entries.push({ url: request.url, size: blob.size, type: blob.type, time: Date.now() });
  }
  imageCacheIndex.replace(entries);
  return imageCacheIndex.list();
}

/** Forgets one image: it is fetched again the next time it is shown. */
export async function deleteCachedImage(url: string): Promise<void> {
  if (supported()) await (await caches.open(CACHE_NAME)).delete(url);
  imageCacheIndex.remove(url);
}

export async function clearCachedImages(): Promise<void> {
  if (supported()) await caches.delete(CACHE_NAME);
  imageCacheIndex.clear();
}
