// What the app shows of a member's verification (getStatus), and what a refusal of getChallenge or submit means
// for the verify screen. Pure, tested in status.test.ts.
import { CODE, type VerifyStatus, type VerifyStatusInfo } from '@kk/contract';
import { K } from '../../shared/i18n/keys.ts';

/** The one-word status Me shows beside 照片认证: 未认证, 审核中, 已认证, 未通过. */
export const STATUS_KEY = {
  none: K.verify.statusNone,
  pending: K.verify.statusPending,
  approved: K.verify.statusApproved,
  rejected: K.verify.statusRejected,
} as const satisfies Record<VerifyStatus, string>;

export interface VerifyView {
  status: VerifyStatus;
  /** The operator's reason, on a rejection ('' when none was given). */
  reason: string;
  /** On a rejection still within its waiting time: from when a new try is possible (ms); else null. */
  retryAt: number | null;
  /** Whether a new challenge may be asked for now (none, or a rejection whose waiting time is over). */
  canStart: boolean;
}

export function verifyView(info: VerifyStatusInfo, now: number): VerifyView {
  const rejected = info.status === 'rejected';
  const waiting = rejected && info.retry_after !== undefined && info.retry_after > now;
  return {
    status: info.status,
    reason: rejected ? (info.reason ?? '').trim() : '',
    retryAt: waiting ? (info.retry_after ?? null) : null,
    canStart: info.status === 'none' || (rejected && !waiting),
  };
}

/**
 * What a refusal of getChallenge or submit asks of the screen: a new pose (-2914, the challenge expired or is
 * unknown), waiting until a time (-2915, with `until`), the review under way (-2916), or just its message.
 */
export type VerifyRefusal =
  | { kind: 'newPose' }
  | { kind: 'retryLater'; until: number | null }
  | { kind: 'pending' }
  | { kind: 'other' };

export function refusalOf(code: number, data: unknown): VerifyRefusal {
  if (code === CODE.verifyChallengeInvalid) return { kind: 'newPose' };
  if (code === CODE.verifyPending) return { kind: 'pending' };
  if (code === CODE.verifyRetryLater) {
    const until = (data as { until?: unknown } | null)?.until;
    return { kind: 'retryLater', until: typeof until === 'number' && Number.isFinite(until) ? until : null };
  }
  return { kind: 'other' };
}
