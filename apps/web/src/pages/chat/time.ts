// Time labels between chat messages: one when more than TIME_GAP_MS passed since the previous message, as
// chat apps do; "今天 14:05", "昨天 09:30", else the date and the time.

export const TIME_GAP_MS = 5 * 60_000;

export type ChatTimeLabel =
  | { day: 'today'; time: string }
  | { day: 'yesterday'; time: string }
  | { day: 'date'; time: string; date: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** `offsetMinutes` as Date#getTimezoneOffset gives it. */
export function chatTimeLabel(time: number, now: number, offsetMinutes: number): ChatTimeLabel {
  const shift = -offsetMinutes * 60_000;
  const at = new Date(time + shift);
  const clock = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  const dayOf = (value: number) => Math.floor((value + shift) / 86_400_000);
  const days = dayOf(now) - dayOf(time);
  if (days === 0) return { day: 'today', time: clock };
  if (days === 1) return { day: 'yesterday', time: clock };
  const thisYear = new Date(now + shift).getUTCFullYear() === at.getUTCFullYear();
  const date = `${thisYear ? '' : `${at.getUTCFullYear()}-`}${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  return { day: 'date', time: clock, date };
}

/** Whether a time label goes before the message at `index` (the first one, or after a long pause). */
export function needsTimeLabel(times: readonly number[], index: number): boolean {
  if (index === 0) return true;
  return (times[index] ?? 0) - (times[index - 1] ?? 0) > TIME_GAP_MS;
}
