// What a `system` notice from moderation says (the contract's `moderation` field): a sentence in the reader's
// language from what was done and until when (你已被禁言，至 11月28日 14:00。), the operator's reason after it,
// and where its appeal stands. Plain data, tested in moderation.test.ts; NoticeRow draws it.
import type { NoticeItem } from '@kk/contract';
import { K } from '../../shared/i18n/keys.ts';

type Moderation = NonNullable<NoticeItem['moderation']>;
type NoticeKey = (typeof K.notice)[keyof typeof K.notice];

/** A sentence per action; a mute or a suspension names its end, or has none (until 0). */
const SENTENCE: Record<Moderation['action'], { until: NoticeKey; open: NoticeKey } | null> = {
  warn: { until: K.notice.modWarn, open: K.notice.modWarn },
  mute: { until: K.notice.modMute, open: K.notice.modMuteOpen },
  suspend: { until: K.notice.modSuspend, open: K.notice.modSuspendOpen },
  ban: { until: K.notice.modBan, open: K.notice.modBan },
  lift: { until: K.notice.modLift, open: K.notice.modLift },
  removeContent: { until: K.notice.modRemoveContent, open: K.notice.modRemoveContent },
  appealAccepted: { until: K.notice.modAppealAccepted, open: K.notice.modAppealAccepted },
  appealRejected: { until: K.notice.modAppealRejected, open: K.notice.modAppealRejected },
  // A shadowban is never told (the member notices nothing): should one come, its words are shown as they are.
  shadowban: null,
};

/** Where the appeal of a notice stands, as the row shows it: a button, or a word; nothing when there is none. */
const APPEAL: Record<Moderation['appeal'], NoticeKey | null> = {
  none: null,
  can: K.notice.appeal,
  sent: K.notice.appealSent,
  accepted: K.notice.appealAccepted,
  rejected: K.notice.appealRejected,
};

export interface ModerationSentence {
  /** The sentence, with `until` as its placeholder. */
  key: NoticeKey;
  vars: { until: string };
  /** The sentence with the operator's words after it (原因：… or, answering an appeal, 说明：…); null without words. */
  reasonKey: NoticeKey | null;
  reason: string;
  /** `can`: the row offers 申诉; the other states are a word beside the notice. */
  appeal: Moderation['appeal'];
  appealKey: NoticeKey | null;
}

/**
 * The sentence of a moderation notice, or null for any other notice (its `summary` is its text). `language` and
 * `timeZone` format the end of a mute or suspension (the reader's own, unless a test fixes them).
 */
export function moderationSentence(
  item: Pick<NoticeItem, 'summary' | 'moderation'>,
  language: string,
  now: number,
  timeZone?: string,
): ModerationSentence | null {
  const moderation = item.moderation;
  if (!moderation) return null;
  const sentence = SENTENCE[moderation.action];
  if (!sentence) return null;
  const reason = item.summary.trim();
  const answer = moderation.action === 'appealAccepted' || moderation.action === 'appealRejected';
  return {
    key: moderation.until > 0 ? sentence.until : sentence.open,
    vars: { until: moderation.until > 0 ? untilText(moderation.until, language, now, timeZone) : '' },
    reasonKey: reason ? (answer ? K.notice.modWithAnswer : K.notice.modWithReason) : null,
    reason,
    appeal: moderation.appeal,
    appealKey: APPEAL[moderation.appeal],
  };
}

/** When a sanction ends: month, day and time (11月28日 14:00), with the year when it is not this one. */
export function untilText(until: number, language: string, now: number, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  const year = (time: number) => new Intl.DateTimeFormat('en', { year: 'numeric', ...zone }).format(time);
  return new Intl.DateTimeFormat(language, {
    ...(year(until) === year(now) ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  }).format(until);
}
