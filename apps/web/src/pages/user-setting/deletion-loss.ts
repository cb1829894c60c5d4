// What an account deletion takes with it besides the profile: the coins left and the VIP days left, named in the
// deletion warning (nothing is said when both are zero). Tested in deletion-loss.test.ts.
import type { TFunction } from 'i18next';

const DAY = 24 * 60 * 60_000;

/** Whole days of VIP left at `now`, a started day counting as one; 0 without VIP or once it has ended. */
export function vipDaysLeft(state: { vip: number; vip_end_time: number } | undefined, now: number): number {
  if (state?.vip !== 1 || state.vip_end_time <= now) return 0;
  return Math.ceil((state.vip_end_time - now) / DAY);
}

/** The sentence naming what would be lost ("你的N金币和M天会员将一并失去。"), or '' when nothing would be. */
export function deletionLossText(t: TFunction, language: string, coins: number, vipDays: number): string {
  const parts: string[] = [];
  if (coins > 0) parts.push(t('deleteAccount.coins', { count: coins }));
  if (vipDays > 0) parts.push(t('deleteAccount.vipDays', { count: vipDays }));
  if (parts.length === 0) return '';
  const what = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
  return t('deleteAccount.lose', { what });
}

/**
 * The warning followed by what would be lost, as one paragraph (for a dialog's text): a space between sentences,
 * none after a full-width stop (。).
 */
export function warningWithLoss(warning: string, loss: string): string {
  if (!loss) return warning;
  return /[\u3000-\u303f\uff00-\uffef]$/u.test(warning) ? `${warning}${loss}` : `${warning} ${loss}`;
}
