// What moderation has put on a member is on their user row (migration 0017; docs/decisions/0088-sanctions-enforced.md):
// a mute and a suspension are in force while their end is in the future, a ban and a shadowban until lifted. Every
// feature reads these from the row it already has and refuses or hides by the same rules, which live here.
import { CODE } from '@kk/contract';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export type MemberState = Pick<UserRow, 'muted_until' | 'suspended_until' | 'banned' | 'shadowbanned' | 'held'>;

/** -2903 for a ban, -2902 with the end for a suspension in force; null when the member may sign in. */
export function signInRefusal(state: MemberState, now: number): AppError | null {
  if (Number(state.banned) === 1) return new AppError(CODE.banned);
  const until = Number(state.suspended_until);
  if (until > now) return new AppError(CODE.suspended, { moments: { until }, data: { until } });
  return null;
}

/** -2901 with the end while a mute is in force (sending messages, posting, commenting, profile texts). */
export function mutedRefusal(state: Pick<MemberState, 'muted_until'>, now: number): AppError | null {
  const until = Number(state.muted_until);
  return until > now ? new AppError(CODE.muted, { moments: { until }, data: { until } }) : null;
}

/** Suspended or banned: out of every list of people and of the square, and unavailable to the other side of a chat. */
export function outOfSight(state: Pick<MemberState, 'suspended_until' | 'banned'>, now: number): boolean {
  return Number(state.banned) === 1 || Number(state.suspended_until) > now;
}
