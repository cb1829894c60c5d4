import type { StatDay } from '@kk/contract';

type Numeric = Exclude<keyof StatDay, 'date'>;

/** Each number summed over the days (`active` is not summed: the same member is active on many days). */
export function totals(days: readonly StatDay[]): Record<Numeric, number> {
  const sum = {
    signups: 0,
    active: 0,
    messages: 0,
    updates: 0,
    reports_opened: 0,
    reports_closed: 0,
    income: 0,
    vip_sold: 0,
  };
  for (const day of days) {
    for (const key of Object.keys(sum) as Numeric[]) sum[key] += day[key];
  }
  sum.active = days.at(-1)?.active ?? 0;
  sum.income = Math.round(sum.income * 100) / 100;
  return sum;
}

/** One chart series: a name and the day's values in the order of `days`. */
export function column(days: readonly StatDay[], key: Numeric): number[] {
  return days.map((day) => day[key]);
}
