// The Home feed's filters (getRecommendList): what the sheet edits, what is sent, and how they are kept for
// the browser session (sessionStorage: a new visit starts from who the user wants to meet). Tested in
// feed-filter.test.ts.
import { FEED } from '@kk/contract';

export interface FeedFilter {
  /** 0 anyone, 1 men, 2 women. */
  gender: number;
  /** null: no bound. */
  ageMin: number | null;
  ageMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  /** '' anywhere. */
  province: string;
  city: string;
  /** Only people whose photos are verified (their badge; issue 24). */
  verifiedOnly: boolean;
}

export const NO_FILTER: FeedFilter = {
  gender: 0,
  ageMin: null,
  ageMax: null,
  heightMin: null,
  heightMax: null,
  province: '',
  city: '',
  verifiedOnly: false,
};

/** The sliders' ends: their last stop means "and above" / "and below", i.e. no bound. */
export const AGE_SLIDER = { min: FEED.ageMin, max: 60 } as const;
export const HEIGHT_SLIDER = { min: 140, max: 200 } as const;

/** Where a new session starts: who the user said they want to meet (onboarding), nothing else. */
export function defaultFilter(wantGender: number): FeedFilter {
  return { ...NO_FILTER, gender: wantGender === 1 || wantGender === 2 ? wantGender : 0 };
}

/**
 * Whether the filter differs from the user's own choice (defaultFilter of their 想认识): only then is the
 * filter "on". Who they said they want to meet is not a filter they set here, and 重置 returns to it.
 */
export function isFiltered(filter: FeedFilter, own: FeedFilter): boolean {
  return (Object.keys(NO_FILTER) as Array<keyof FeedFilter>).some((key) => filter[key] !== own[key]);
}

/** A slider's pair as bounds: an end at the slider's edge is no bound. */
export function boundsFrom(
  [low, high]: readonly [number, number],
  slider: { min: number; max: number },
): [number | null, number | null] {
  return [low <= slider.min ? null : low, high >= slider.max ? null : high];
}

/** The request fields of a filter: only what is set. */
export function filterRequest(filter: FeedFilter) {
  const request: {
    gender?: number;
    ageMin?: number;
    ageMax?: number;
    heightMin?: number;
    heightMax?: number;
    province?: string;
    city?: string;
    verifiedOnly?: true;
  } = {};
  if (filter.gender) request.gender = filter.gender;
  if (filter.ageMin !== null) request.ageMin = filter.ageMin;
  if (filter.ageMax !== null) request.ageMax = filter.ageMax;
  if (filter.heightMin !== null) request.heightMin = filter.heightMin;
  if (filter.heightMax !== null) request.heightMax = filter.heightMax;
  if (filter.province) request.province = filter.province;
  if (filter.province && filter.city) request.city = filter.city;
  if (filter.verifiedOnly) request.verifiedOnly = true;
  return request;
}

const STORAGE_KEY = 'kkFeedFilter';

const inRange = (value: unknown, min: number, max: number) =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);

/** A stored filter, or null when there is none or it does not read as one (never trust stored data). */
export function parseFilter(text: string | null): FeedFilter | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FeedFilter>;
    const filter = { ...NO_FILTER, ...value };
    const ok =
      [0, 1, 2].includes(filter.gender) &&
      inRange(filter.ageMin, FEED.ageMin, FEED.ageMax) &&
      inRange(filter.ageMax, FEED.ageMin, FEED.ageMax) &&
      inRange(filter.heightMin, FEED.heightMin, FEED.heightMax) &&
      inRange(filter.heightMax, FEED.heightMin, FEED.heightMax) &&
      typeof filter.province === 'string' &&
      typeof filter.city === 'string' &&
      typeof filter.verifiedOnly === 'boolean';
    return ok ? filter : null;
  } catch {
    return null;
  }
}

/** Kept per account: another account signed in on this tab starts from its own default. */
export const filterStorage = {
  get(userId: number): FeedFilter | null {
    try {
      return parseFilter(sessionStorage.getItem(`${STORAGE_KEY}:${userId}`));
    } catch {
      return null;
    }
  },
  set(userId: number, filter: FeedFilter): void {
    try {
      sessionStorage.setItem(`${STORAGE_KEY}:${userId}`, JSON.stringify(filter));
    } catch {
      // Private mode or a full store: the filter still holds until the page is reloaded.
    }
  },
};
