// Profile editing: the contract's rules (the same the form runs), then what needs the server's data.
import { defaultWantGender, PROFILE_FIELDS, profileProblem, type updateUserInfo } from '@kk/contract';
import { isRealRegion } from '@kk/contract/regions';
import type { z } from 'zod';
import type { UserRow, UserUpdate } from '../../platform/db/schema.ts';
import { paramsError } from '../../platform/http/app-error.ts';

export type ProfileChanges = z.output<(typeof updateUserInfo)['request']>;

/** Checks what the schema cannot (age, reserved names, real places), and answers the columns to write. */
export function profileUpdate(current: UserRow, changes: ProfileChanges, now: number): UserUpdate {
  const problem = profileProblem(changes, { now, currentUsername: current.username });
  if (problem) throw paramsError(problem.key, problem.field);
  if (changes.province !== undefined && !isRealRegion(changes.province, changes.city ?? '', changes.county ?? '')) {
    throw paramsError('validation.regionInvalid', 'province');
  }
  const update: UserUpdate = { update_time: now };
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value !== undefined) (update as Record<string, unknown>)[field] = value;
  }
  // Setting a gender for the first time brings the default "who I want to meet" along, unless it is named too
  // (docs/decisions/0039-want-gender-and-complete-profiles.md).
  if (changes.gender !== undefined && current.gender === 0 && changes.want_gender === undefined) {
    update.want_gender = defaultWantGender(changes.gender);
  }
  // The safety settings (issue 24): who may start a conversation, and blurred images from strangers. Settings,
  // not texts others read, so a mute does not stop them (MUTED_TEXTS).
  if (changes.message_policy !== undefined) update.message_policy = changes.message_policy;
  if (changes.blur_stranger_images !== undefined) update.blur_stranger_images = changes.blur_stranger_images;
  return update;
}
