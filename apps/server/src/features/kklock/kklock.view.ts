import {
  KK_LOCK_EVENT_OF,
  KK_LOCK_REASONS,
  KK_LOCK_STATES,
  type KkLockEventData,
  type KkLockStatus,
  type UserInfo,
} from '@kk/contract';
import type { KkLockRequestRow, LockPartner } from './kklock.repository.ts';

/** A request as getKkLockStatus answers it. */
export function statusOf(row: KkLockRequestRow): KkLockStatus {
  return {
    message_id: row.message_id,
    from_user_id: row.from_user_id,
    to_user_id: row.to_user_id,
    state: KK_LOCK_STATES[row.state] ?? 'pending',
    reason: KK_LOCK_REASONS[row.reason] ?? 'none',
    create_time: row.create_time,
    answer_time: row.answer_time,
    lock_start_time: row.lock_start_time,
    lock_end_time: row.lock_end_time,
    ended_by: row.ended_by,
  };
}

/** The `kk_lock` frame's data for the state a request just entered. */
export function eventOf(row: KkLockRequestRow): KkLockEventData {
  const status = statusOf(row);
  return {
    type: KK_LOCK_EVENT_OF[status.state],
    from_user_id: row.from_user_id,
    to_user_id: row.to_user_id,
    message_id: row.message_id,
    status,
  };
}

/**
 * The kk lock fields of user info (SPEC §3); docs/decisions/0058-kk-lock-times-in-user-info.md says what each time
 * means.
 */
export type KkLockFields = Pick<
  UserInfo,
  | 'kk_lock'
  | 'kk_lock_start_time'
  | 'kk_lock_end_time'
  | 'kk_lock_target_id'
  | 'kk_lock_target_avatar'
  | 'kk_lock_target_username'
  | 'kk_lock_target_mark_name'
  | 'lock_start_time'
>;

export function lockedFields(partner: LockPartner, markName: string): KkLockFields {
  return {
    kk_lock: 1,
    kk_lock_start_time: partner.start_time,
    // Locks have no set duration: while one lasts there is no end time.
    kk_lock_end_time: 0,
    kk_lock_target_id: partner.partner_id,
    kk_lock_target_avatar: partner.partner_avatar,
    kk_lock_target_username: partner.partner_username,
    kk_lock_target_mark_name: markName,
    lock_start_time: partner.lock_request_time,
  };
}

/** Not locked: `kk_lock_end_time` says when the last lock ended (0 for never), everything else is empty. */
export function unlockedFields(lastEnd: number): KkLockFields {
  return {
    kk_lock: 0,
    kk_lock_start_time: 0,
    kk_lock_end_time: lastEnd,
    kk_lock_target_id: 0,
    kk_lock_target_avatar: '',
    kk_lock_target_username: '',
    kk_lock_target_mark_name: '',
    lock_start_time: 0,
  };
}
