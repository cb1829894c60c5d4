// What the kk lock screens show, as pure functions (lock-view.test.ts): the user's lock from the user info fields
// (SPEC §3), how long it has lasted, what a request card says and offers to each side, and what a live `kk_lock`
// frame does on this device (SPEC §4: reload the user info; tell the user when the other side ended it).
import type { KkLockEventData, KkLockStatus, UserInfo } from '@kk/contract';

export interface LockView {
  partnerId: number;
  /** The partner as the user calls them: their mark name, else their name. */
  name: string;
  avatar: string;
  /** When the lock began (the accept), ms. */
  since: number;
}

type LockFields = Pick<
  UserInfo,
  | 'kk_lock'
  | 'kk_lock_start_time'
  | 'kk_lock_target_id'
  | 'kk_lock_target_mark_name'
  | 'kk_lock_target_username'
  | 'kk_lock_target_avatar'
>;

/** The user's lock, or null when there is none. */
export function lockOf(user: LockFields | null | undefined): LockView | null {
  if (user?.kk_lock !== 1 || user.kk_lock_target_id <= 0) return null;
  return {
    partnerId: user.kk_lock_target_id,
    name: user.kk_lock_target_mark_name.trim() || user.kk_lock_target_username,
    avatar: user.kk_lock_target_avatar,
    since: user.kk_lock_start_time,
  };
}

export const LOCK_AGE_UNITS = ['minute', 'hour', 'day'] as const;
export type LockAge = { unit: 'now' } | { unit: (typeof LOCK_AGE_UNITS)[number]; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a lock has lasted, in the steps of SPEC §9's relative time (under a minute, minutes under 60, hours
 * under 24), then whole days: a lock is counted in days, not shown as a date.
 */
export function lockAge(since: number, now: number): LockAge {
  const elapsed = Math.max(0, now - since);
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  return { unit: 'day', value: Math.floor(elapsed / DAY) };
}

/** "3 days", "3天", "3 jours": Intl knows each language's plural forms, which a catalogue key cannot. */
export function durationText(language: string, age: Exclude<LockAge, { unit: 'now' }>): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: age.unit, unitDisplay: 'long' }).format(age.value);
}

/** The day the lock began, "11月20日" / "Nov 20", with the year when it is not this year's. */
export function sinceDateText(language: string, since: number, now: number): string {
  const sameYear = new Date(since).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, {
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(since);
}

export const CARD_LINES = [
  'waiting',
  'asked',
  'accepted',
  'rejectedByThem',
  'rejectedByMe',
  'withdrawnByMe',
  'withdrawnByThem',
  'expired',
  'closed',
  'endedByMe',
  'endedByThem',
  'ended',
] as const;
export type CardLine = (typeof CARD_LINES)[number];
export type CardAction = 'withdraw' | 'accept' | 'reject';

export interface CardView {
  /** The user sent the request. */
  mine: boolean;
  line: CardLine;
  actions: CardAction[];
  /** Still open or locked (drawn in colour); the others are history (drawn grey). */
  active: boolean;
}

/** What a request card says to `me` and what it offers: withdraw to the applicant, accept or reject to the other. */
export function cardView(status: KkLockStatus, me: number): CardView {
  const mine = status.from_user_id === me;
  switch (status.state) {
    case 'pending':
      return mine
        ? { mine, line: 'waiting', actions: ['withdraw'], active: true }
        : { mine, line: 'asked', actions: ['accept', 'reject'], active: true };
    case 'accepted':
      return { mine, line: 'accepted', actions: [], active: true };
    case 'rejected':
    case 'cancelled': {
      // Not a person's answer: the request lapsed because one of the two locked with someone else, blocked or left.
      if (status.reason === 'locked') return { mine, line: 'expired', actions: [], active: false };
      if (status.reason !== 'user' && status.reason !== 'none')
        return { mine, line: 'closed', actions: [], active: false };
      if (status.state === 'rejected')
        return { mine, line: mine ? 'rejectedByThem' : 'rejectedByMe', actions: [], active: false };
      return { mine, line: mine ? 'withdrawnByMe' : 'withdrawnByThem', actions: [], active: false };
    }
    case 'ended': {
      if (status.reason !== 'user') return { mine, line: 'ended', actions: [], active: false };
      return { mine, line: status.ended_by === me ? 'endedByMe' : 'endedByThem', actions: [], active: false };
    }
    default:
      return { mine, line: 'closed', actions: [], active: false };
  }
}

/** A request between the two is waiting for its answer (either way): the chat offers no second one. */
export function hasPendingWith(statuses: ReadonlyArray<KkLockStatus | undefined>, me: number, peer: number): boolean {
  return statuses.some(
    (status) =>
      status?.state === 'pending' &&
      ((status.from_user_id === me && status.to_user_id === peer) ||
        (status.from_user_id === peer && status.to_user_id === me)),
  );
}

export type LiveNotice = 'accepted' | 'rejected' | 'endedByPartner' | 'ended';

export interface LiveEffect {
  /** The user info's kk lock fields changed: reload it (SPEC §4). */
  reloadUser: boolean;
  /** What to tell the user, if anything (their own actions, on this device or another, tell nothing). */
  notice: LiveNotice | null;
}

/** What a `kk_lock` frame does on `me`'s device. */
export function liveEffect(event: KkLockEventData, me: number): LiveEffect {
  const applicant = event.from_user_id === me;
  switch (event.type) {
    case 'kk_lock_accept':
      return { reloadUser: true, notice: applicant ? 'accepted' : null };
    case 'kk_lock_reject':
      return { reloadUser: false, notice: applicant && event.status.reason === 'user' ? 'rejected' : null };
    case 'kk_lock_cancel': {
      if (event.status.ended_by === me) return { reloadUser: true, notice: null };
      return { reloadUser: true, notice: event.status.reason === 'user' ? 'endedByPartner' : 'ended' };
    }
    default:
      return { reloadUser: false, notice: null };
  }
}
