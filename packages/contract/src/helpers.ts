// Small pure helpers both sides use (SPEC §5, §9).

/** First 3 digits, ****, last 4 (SPEC §9). Anything too short to mask is hidden whole. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 8) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * The empty-value test of SPEC §5: undefined, blank string, false, 0, NaN, null,
 * empty array and empty object all count as empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    // Dates, maps and other class instances are values, not containers: only plain objects can be empty.
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Turns a key of the shared catalogue (`time.minutesAgo`) and its values into text in some language. */
export type MessageFormat = (key: string, vars?: Record<string, number>) => string;

/**
 * Relative time of SPEC §9: under a minute 刚刚, then minutes under 60, hours under 24, else the date
 * (YYYY-MM-DD; the year is dropped within the current year). Times in the future count as now.
 * The texts come through `format`, so a caller that has its language loaded (i18next's `t`, or the server's
 * `translate`) does not pull in every catalogue.
 */
export function relativeTime(time: number, now: number, format: MessageFormat, timeZoneOffsetMinutes = 0): string {
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return format('time.justNow');
  if (elapsed < HOUR) return format('time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return format('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  const shift = -timeZoneOffsetMinutes * MINUTE;
  const date = new Date(time + shift);
  const today = new Date(now + shift);
  const pad = (n: number) => String(n).padStart(2, '0');
  const monthDay = `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return date.getUTCFullYear() === today.getUTCFullYear() ? monthDay : `${date.getUTCFullYear()}-${monthDay}`;
}
