// What the app shows of VIP. The server decides every entitlement (getZanMeList, the feed's VIP filters); this
// only words it. VIP holds while vip_end_time is in the future (contract vipState).
import type { VipState } from '@kk/contract';

export function isVipActive(state: Pick<VipState, 'vip' | 'vip_end_time'> | undefined, now: number): boolean {
  return state !== undefined && state.vip === 1 && state.vip_end_time > now;
}

/** A VIP end as a date in the interface language (2026/12/23, 23/12/2026, ...). */
export function vipEndText(time: number, language: string): string {
  return new Date(time).toLocaleDateString(language, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** An order's time, to the minute. */
export function orderTimeText(time: number, language: string): string {
  return new Date(time).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short', hour12: false });
}
