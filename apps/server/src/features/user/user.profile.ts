// Profile editing rules that need the clock, the region data or the database (the pure ones are in the contract).
import { checkBirthday, RESERVED_USERNAME, type updateUserInfo } from '@kk/contract';
import { isRealRegion } from '@kk/contract/regions';
import type { z } from 'zod';
import type { UserRow, UserUpdate } from '../../platform/db/schema.ts';
import { paramsError } from '../../platform/http/app-error.ts';

export type ProfileChanges = z.output<(typeof updateUserInfo)['request']>;

/** Checks what the schema cannot, and answers the columns to write. */
export function profileUpdate(current: UserRow, changes: ProfileChanges, now: number): UserUpdate {
  if (
    changes.username !== undefined &&
    changes.username !== current.username &&
    RESERVED_USERNAME.test(changes.username)
  ) {
    throw paramsError('validation.usernameReserved', 'username');
  }
  if (changes.birthday !== undefined) {
    const problem = checkBirthday(changes.birthday, now);
    if (problem) throw paramsError(problem, 'birthday');
  }
  if (changes.province !== undefined && !isRealRegion(changes.province, changes.city ?? '', changes.county ?? '')) {
    throw paramsError('validation.regionInvalid', 'province');
  }
  const update: UserUpdate = { update_time: now };
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) (update as Record<string, unknown>)[field] = value;
  }
  return update;
}
