// The feed's filters as the repository applies them: the viewer's default gender, and age as a birthday range.
import { chinaToday, type getRecommendList } from '@kk/contract';
import type { z } from 'zod';

export type FeedRequest = z.output<(typeof getRecommendList)['request']>;

/** The filters a ranking is frozen for (stored with the snapshot: another set ranks again). */
export interface FeedFilters {
  /** 1 or 2; 0 for anyone. */
  gender: number;
  /** Birthdays (YYYY-MM-DD) at most this: age >= ageMin. */
  bornOnOrBefore?: string;
  /** Birthdays after this: age <= ageMax. */
  bornAfter?: string;
  province?: string;
  city?: string;
  heightMin?: number;
  heightMax?: number;
  /** Only verified members (their badge). */
  verifiedOnly?: true;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The date `years` years before today in China time, as YYYY-MM-DD. A birthday string compares as a date, and
 * someone born on that date turns `years` today (so `<=` means "at least that old"). On a 29 February that does
 * not exist the string is still right for comparing: 2008-02-29 > 2008-02-28, not yet 18 on 2026-02-28 (ageOn).
 */
export function yearsAgo(years: number, now: number): string {
  const today = chinaToday(now);
  return `${today.year - years}-${pad(today.month)}-${pad(today.day)}`;
}

/** The request's filters; without `gender`, who the viewer wants to meet (their profile's want_gender). */
export function feedFilters(request: FeedRequest, wantGender: number, now: number): FeedFilters {
  const filters: FeedFilters = { gender: request.gender ?? wantGender };
  if (request.ageMin !== undefined) filters.bornOnOrBefore = yearsAgo(request.ageMin, now);
  // Younger than ageMax + 1: born after the day that makes ageMax + 1 today.
  if (request.ageMax !== undefined) filters.bornAfter = yearsAgo(request.ageMax + 1, now);
  if (request.province) filters.province = request.province;
  if (request.city) filters.city = request.city;
  if (request.heightMin !== undefined) filters.heightMin = request.heightMin;
  if (request.heightMax !== undefined) filters.heightMax = request.heightMax;
  if (request.verifiedOnly) filters.verifiedOnly = true;
  return filters;
}

/**
 * The filters a pool's people are checked against in memory (gender, province and city choose the pool itself):
 * the same comparisons the SQL made; `verifiedOnly` reads the badge the pool read (a page checks it again). Birthdays are ASCII `YYYY-MM-DD`, so string order is SQLite's and
 * PostgreSQL's order for them.
 */
export function passesFilters(
  filters: FeedFilters,
): (person: { birthday: string; height: number; verified?: boolean }) => boolean {
  const { bornOnOrBefore, bornAfter, heightMin, heightMax, verifiedOnly } = filters;
  return (person) =>
    (!verifiedOnly || person.verified === true) &&
    (bornOnOrBefore === undefined || person.birthday <= bornOnOrBefore) &&
    (bornAfter === undefined || person.birthday > bornAfter) &&
    (heightMin === undefined || person.height >= heightMin) &&
    (heightMax === undefined || person.height <= heightMax);
}
