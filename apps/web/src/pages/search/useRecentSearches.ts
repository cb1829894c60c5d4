import { useState } from 'react';
import { parseRecent, withRecent } from './search-rules.ts';

/** Local storage key of the recent searches: on this device only, never sent anywhere. */
const STORAGE_KEY = 'kkRecentSearches';

function read(): string[] {
  try {
    return parseRecent(localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): the list lives for this visit only.
  }
}

export function useRecentSearches() {
  const [recent, setRecent] = useState(read);
  return {
    recent,
    add(keyword: string) {
      const next = withRecent(recent, keyword);
      setRecent(next);
      write(next);
    },
    clear() {
      setRecent([]);
      write([]);
    },
  };
}
