// Local storage of the session (SPEC §3 "Local storage"). Reads and writes never throw: a browser that
// refuses storage (private mode, quota) simply forgets between visits.
import { STORAGE_KEY } from '@kk/contract';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // See above: nothing to do.
  }
}

export const tokenStorage = {
  get: () => read(STORAGE_KEY.token),
  set: (token: string) => write(STORAGE_KEY.token, token),
  clear: () => write(STORAGE_KEY.token, null),
};

export const loginPhoneStorage = {
  get: () => read(STORAGE_KEY.loginPhone) ?? '',
  set: (phone: string) => write(STORAGE_KEY.loginPhone, phone),
};

export const promoteCodeStorage = {
  get: () => read(STORAGE_KEY.promoteCode),
  /** Keeps the promoter of the first visit: a later link never replaces it. */
  capture(href: string) {
    if (read(STORAGE_KEY.promoteCode)) return;
    const code = promoteCodeFrom(href);
    if (code) write(STORAGE_KEY.promoteCode, code);
  },
};

/** `promoteCode` from the query of the page or of the hash route (`#/pages/home/home?promoteCode=...`). */
export function promoteCodeFrom(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const fromSearch = url.searchParams.get('promoteCode');
  if (fromSearch) return fromSearch;
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery < 0) return null;
  return new URLSearchParams(url.hash.slice(hashQuery + 1)).get('promoteCode') || null;
}
