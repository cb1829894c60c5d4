// The names of report targets and reasons (REPORT_TARGET, REPORT_REASONS) in the operator's language.
import { REPORT_TARGET } from '@kk/contract';
import i18next from 'i18next';

const TARGET_KEYS = {
  [REPORT_TARGET.user]: 'target.user',
  [REPORT_TARGET.updates]: 'target.updates',
  [REPORT_TARGET.comment]: 'target.comment',
  [REPORT_TARGET.message]: 'target.message',
} as const;

export function targetLabel(type: number): string {
  const key = TARGET_KEYS[type as keyof typeof TARGET_KEYS];
  return key ? i18next.t(key) : i18next.t('target.other', { type });
}

const REASON_KEYS = {
  1: 'reason.harassment',
  2: 'reason.fraud',
  3: 'reason.fake',
  4: 'reason.minor',
  5: 'reason.obscene',
  6: 'reason.other',
} as const;

export function reasonLabel(reason: number): string {
  const key = REASON_KEYS[reason as keyof typeof REASON_KEYS];
  return key ? i18next.t(key) : String(reason);
}
