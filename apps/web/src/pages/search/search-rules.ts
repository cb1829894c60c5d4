// Search's rules as plain functions (search-rules.test.ts): the keyword as the server reads it, the phone
// numbers it never searches (DESIGN §3 privacy: people are found by name or account number only), and the
// recent searches kept on this device.
import { normalizeText, PHONE_PATTERN, SEARCH_KEYWORD_MAX } from '@kk/contract';

/** As the server reads it (the contract's normalizeText), at most SEARCH_KEYWORD_MAX characters. */
export function normalizeKeyword(raw: string): string {
  return [...normalizeText(raw)].slice(0, SEARCH_KEYWORD_MAX).join('');
}

/** A keyword that is a phone number, spaces and dashes aside (138 0013 8000): never sent. */
export function looksLikePhone(keyword: string): boolean {
  return PHONE_PATTERN.test(keyword.replace(/[\s-]/g, '').replace(/^\+?86/, ''));
}

export const RECENT_MAX = 10;

/** The recent list with `keyword` first, no duplicates, at most RECENT_MAX. */
export function withRecent(recent: readonly string[], keyword: string): string[] {
  return [keyword, ...recent.filter((item) => item !== keyword)].slice(0, RECENT_MAX);
}

/** What local storage held, or nothing when it is missing or not a list of strings. */
export function parseRecent(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item !== '').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

export const GENDER_FILTERS = { any: 0, men: 1, women: 2 } as const;
export type GenderFilter = (typeof GENDER_FILTERS)[keyof typeof GENDER_FILTERS];

/** Whether a person stays in the results under the gender filter (0 keeps everyone). */
export function matchesGender(filter: GenderFilter, gender: number): boolean {
  return filter === GENDER_FILTERS.any || gender === filter;
}
