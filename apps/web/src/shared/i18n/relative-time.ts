// SPEC §9's relative time in the app: the contract's rule, with its texts from the `contract` namespace that is
// already loaded for the current language.
import { relativeTime } from '@kk/contract';
import type { TFunction } from 'i18next';
import { messageText } from './message.ts';

/** `timeZoneOffsetMinutes` as `Date#getTimezoneOffset` gives it. */
export function relativeTimeText(t: TFunction, time: number, now: number, timeZoneOffsetMinutes = 0): string {
  return relativeTime(time, now, (key, vars) => messageText(t, key, vars), timeZoneOffsetMinutes);
}
