// The matchmaking feed's ranking (docs/feed.md): pure functions, so the rules read in one place and the
// repository only fetches. Tiers come first (same city, same province, elsewhere); within a tier, points.
import { CHINA_OFFSET_MS } from '@kk/contract';

const DAY_MS = 86_400_000;

/** How many people one refresh ranks and freezes; pulling to refresh ranks again. */
export const FEED_SNAPSHOT_SIZE = 500;
/** A frozen ranking older than this is ranked again (the answer then carries a new `snapshot`). */
export const FEED_SNAPSHOT_TTL_MS = DAY_MS;
/**
 * How long a candidate pool is shared at most before it is read again (docs/feed.md "Pools"; each place keeps its
 * own between half of this and all of it): what a refresh may miss of the last minute (a sign-up, someone
 * becoming active, new photos) it shows on a refresh after that.
 */
export const FEED_POOL_TTL_MS = 60_000;
/** A pool is read this many people at a time, as far as the viewers' filters need... */
export const FEED_POOL_CHUNK = FEED_SNAPSHOT_SIZE;
/** ...up to this many: a filter narrower than that draws on the place's 2,000 most recently active people. */
export const FEED_POOL_MAX = 2_000;
/**
 * A pool in use is read again in the background (people.pools.ts `FeedPools`) once it is this close to its end, so
 * a refresh seldom waits for a pool read: a place looked at at least once in that time is never read on a request.
 */
export const FEED_POOL_RENEW_AHEAD_MS = FEED_POOL_TTL_MS / 4;
/**
 * A background read takes this many people of a walk at a time, one statement per turn of the event loop (about
 * a fifth of a chunk's time), so requests are served between two.
 */
export const FEED_POOL_SLICE = 100;
/** How often an instance writes the impressions it counted (a pool read counts its own unwritten ones at once). */
export const FEED_IMPRESSIONS_WRITE_MS = 5_000;
/**
 * Who liked the viewer is read whole up to this many (one index range); a viewer liked by more is checked
 * against the candidates instead (one probe each), so a very popular viewer's refresh stays bounded.
 */
export const FEED_LIKES_READ_MAX = 1_000;

/** Points within a tier (docs/feed.md "Ranking"). */
export const POINTS = {
  /** Last active within a day, 3 days, a week, a month. */
  activity: [
    [DAY_MS, 40],
    [3 * DAY_MS, 30],
    [7 * DAY_MS, 20],
    [30 * DAY_MS, 10],
  ],
  photos: 20,
  likedViewer: 15,
  avatar: 5,
  signature: 3,
  height: 2,
  /** Minus this for every `impressionsStep` shows today, down to `dampingMax`. */
  dampingPerStep: 5,
  impressionsStep: 10,
  dampingMax: 30,
} as const;

export type Tier = 0 | 1 | 2;

/** Where a tier's people live, relative to the viewer's province and city. */
export type TierPlace =
  | { tier: 0; province: string; city: string }
  | { tier: 1; province: string; city: string }
  | { tier: 2; province: string }
  | { tier: 2; province: '' };

/** The tiers walked for a viewer, in order (docs/feed.md "Ranking"): no province set means everyone at once. */
export function tierPlaces(viewer: { province: string; city: string }): TierPlace[] {
  if (viewer.province === '') return [{ tier: 2, province: '' }];
  return [
    { tier: 0, province: viewer.province, city: viewer.city },
    { tier: 1, province: viewer.province, city: viewer.city },
    { tier: 2, province: viewer.province },
  ];
}

/** What the ranking needs of a candidate (a pool's person, in the tier it was found). */
export interface Candidate {
  id: number;
  tier: Tier;
  active_time: number;
  avatar: string;
  signature: string;
  height: number;
  /** At least one album photo. */
  photos: boolean;
  /** Times shown in anyone's feed on China-time day `shown_day` (feed_impressions). */
  shown: number;
  shown_day: number;
}

/** What ranks a candidate for this viewer only. */
export interface Signals {
  /** Candidates who liked (zan) the viewer. */
  likedViewer: ReadonlySet<number>;
}

/** Days since the epoch in China time: the impressions counter's day. */
export function impressionDay(now: number): number {
  return Math.floor((now + CHINA_OFFSET_MS) / DAY_MS);
}

/** The damping of a profile shown `shownToday` times today: attention spreads to the less shown. */
export function damping(shownToday: number): number {
  return Math.min(POINTS.dampingMax, Math.floor(shownToday / POINTS.impressionsStep) * POINTS.dampingPerStep);
}

export function score(candidate: Candidate, signals: Signals, now: number): number {
  const idle = now - candidate.active_time;
  let points = POINTS.activity.find(([within]) => idle <= within)?.[1] ?? 0;
  if (candidate.photos) points += POINTS.photos;
  if (signals.likedViewer.has(candidate.id)) points += POINTS.likedViewer;
  if (candidate.avatar !== '') points += POINTS.avatar;
  if (candidate.signature !== '') points += POINTS.signature;
  if (candidate.height > 0) points += POINTS.height;
  const shownToday = candidate.shown_day === impressionDay(now) ? candidate.shown : 0;
  return points - damping(shownToday);
}

/** Best first: tier, then points, then the more recently active, then the newer account (a total order). */
export function rank(candidates: readonly Candidate[], signals: Signals, now: number): number[] {
  return candidates
    .map((candidate) => ({ candidate, points: score(candidate, signals, now) }))
    .sort(
      (a, b) =>
        a.candidate.tier - b.candidate.tier ||
        b.points - a.points ||
        b.candidate.active_time - a.candidate.active_time ||
        b.candidate.id - a.candidate.id,
    )
    .map(({ candidate }) => candidate.id);
}
