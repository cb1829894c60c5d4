// Kk lock: an exclusive pairing between two people. SPEC §1 "kk lock", §3 (the kk_lock fields of
// user info), §4 "Kk lock", §7 "Kk lock", §8 (-520); DESIGN §3 "Kk lock";
// docs/decisions/0057-kk-lock-requests-and-locks.md.
//
// A request is a chat message of type `kk_lock` (MESSAGE_TYPES) whose `message_id` names it. It is `pending`
// until the target accepts (`accepted`: the two are locked) or rejects it (`rejected`), or the applicant
// withdraws it (`cancelled`); an accepted request becomes `ended` when either side disconnects
// (cancelKkLockUser). Every change reaches both sides on the chat socket as a `kk_lock` frame (../realtime.ts).
import { z } from 'zod';
import { CODE } from '../errors.ts';
import { messageIdField } from './chat.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';
import { userIdField } from './fields.ts';

/** A request's states, in the order it can pass through them; stored as their index. */
export const KK_LOCK_STATES = ['pending', 'accepted', 'rejected', 'cancelled', 'ended'] as const;
export type KkLockState = (typeof KK_LOCK_STATES)[number];

/**
 * Why a request left `pending` or its lock ended. `user`: a person's own action (accept, reject, withdraw,
 * disconnect); `locked`: one of the two locked with someone else first; `blocked`: one blocked the other;
 * `deleted`: one of the two deleted their account. `none` while pending or locked.
 */
export const KK_LOCK_REASONS = ['none', 'user', 'locked', 'blocked', 'deleted'] as const;
export type KkLockReason = (typeof KK_LOCK_REASONS)[number];

/** A lock request and, once accepted, its lock, as either of the two sees it. Times are ms; 0 means "not yet". */
export const kkLockStatus = z.object({
  message_id: z.string(),
  /** The applicant. */
  from_user_id: z.number().int(),
  /** The person asked. */
  to_user_id: z.number().int(),
  state: z.enum(KK_LOCK_STATES),
  reason: z.enum(KK_LOCK_REASONS),
  /** When it was sent. */
  create_time: z.number().int(),
  /** When it left `pending` (accepted, rejected or cancelled). */
  answer_time: z.number().int(),
  /** When the lock began (the accept); 0 unless accepted or ended. */
  lock_start_time: z.number().int(),
  /** When the lock ended; 0 unless ended. */
  lock_end_time: z.number().int(),
  /** Who ended the lock (the one who disconnected, blocked or left); 0 unless ended. */
  ended_by: z.number().int(),
});
export type KkLockStatus = z.infer<typeof kkLockStatus>;

const messageIdRequest = z.object({ message_id: messageIdField });

export const applyKkLock = defineEndpoint({
  path: '/api/kklock/applyKkLock',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Asks `to_user_id` to lock with you: a kk_lock chat message whose `message_id` names the request. Asking again while one is pending answers that one.',
  request: z.object({ to_user_id: userIdField }),
  response: kkLockStatus,
  errors: [
    CODE.noSuchUser,
    CODE.accountGone,
    CODE.notYourself,
    CODE.blocked,
    CODE.kkLockSelfLocked,
    CODE.kkLockTargetLocked,
    // A request to someone never written to is a first contact (docs/api.md "First contact and who may write").
    CODE.newConversationLimit,
    CODE.awaitReply,
    CODE.messagePolicyRefused,
  ],
});

export const acceptKkLock = defineEndpoint({
  path: '/api/kklock/acceptKkLock',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The person asked accepts a pending request: the two are locked from now on. Both sides hear it.',
  request: messageIdRequest,
  response: kkLockStatus,
  errors: [
    CODE.noKkLock,
    CODE.kkLockNotRecipient,
    CODE.kkLockNotPending,
    CODE.kkLockSelfLocked,
    CODE.kkLockTargetLocked,
    CODE.noSuchUser,
    CODE.accountGone,
  ],
});

export const rejectKkLock = defineEndpoint({
  path: '/api/kklock/rejectKkLock',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The person asked rejects a pending request. Both sides hear it.',
  request: messageIdRequest,
  response: kkLockStatus,
  errors: [CODE.noKkLock, CODE.kkLockNotRecipient, CODE.kkLockNotPending],
});

export const cancelKkLock = defineEndpoint({
  path: '/api/kklock/cancelKkLock',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The applicant withdraws a pending request. Both sides hear it.',
  request: messageIdRequest,
  response: kkLockStatus,
  errors: [CODE.noKkLock, CODE.kkLockNotApplicant, CODE.kkLockNotPending],
});

export const getKkLockStatus = defineEndpoint({
  path: '/api/kklock/getKkLockStatus',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'A request as it stands now; -520 when there is no such request of yours.',
  request: messageIdRequest,
  response: kkLockStatus,
  errors: [CODE.noKkLock],
});

export const cancelKkLockUser = defineEndpoint({
  path: '/api/kklock/cancelKkLockUser',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Ends your lock (disconnect); the other side hears `kk_lock_cancel` and reloads the user info. Answers the request that made the lock, now ended; -520 when you are not locked.',
  request: emptyRequest,
  response: kkLockStatus,
  errors: [CODE.noKkLock],
});

// ---- socket ----------------------------------------------------------------------------------------------------

/**
 * What a `kk_lock` frame says happened (SPEC §3 "Socket message": `data.type`, e.g. kk_lock_cancel):
 * a new request, its acceptance (the lock began), its rejection, its withdrawal, and the lock's end
 * (`kk_lock_cancel`: the other side disconnected, blocked or left; reload the user info, SPEC §4).
 */
export const KK_LOCK_EVENTS = [
  'kk_lock_apply',
  'kk_lock_accept',
  'kk_lock_reject',
  'kk_lock_withdraw',
  'kk_lock_cancel',
] as const;
export type KkLockEvent = (typeof KK_LOCK_EVENTS)[number];

/** The event of each state a request can enter. */
export const KK_LOCK_EVENT_OF: Record<KkLockState, KkLockEvent> = {
  pending: 'kk_lock_apply',
  accepted: 'kk_lock_accept',
  rejected: 'kk_lock_reject',
  cancelled: 'kk_lock_withdraw',
  ended: 'kk_lock_cancel',
};

/**
 * The data of a `kk_lock` frame, sent to both people's sockets. `from_user_id` and `to_user_id` are the
 * request's applicant and the person asked; `status` is the request as getKkLockStatus would answer it now.
 */
export const kkLockEventData = z.object({
  type: z.enum(KK_LOCK_EVENTS),
  from_user_id: z.number().int(),
  to_user_id: z.number().int(),
  message_id: z.string(),
  status: kkLockStatus,
});
export type KkLockEventData = z.infer<typeof kkLockEventData>;
