// Profile editing rules that need the clock, the region data or the database (the pure ones are in the contract).
import { CODE, checkBirthday, RESERVED_USERNAME, type updateUserInfo } from '@kk/contract';
import { isRealRegion } from '@kk/contract/regions';
import type { z } from 'zod';
import type { UserRow, UserUpdate } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type ProfileChanges = z.output<(typeof updateUserInfo)['request']>;

function refuse(messageKey: string, field: string): AppError {
  return new AppError(CODE.paramsError, { messageKey, data: { field } });
}

/** Checks what the schema cannot, and answers the columns to write. */
export function profileUpdate(current: UserRow, changes: ProfileChanges, now: number): UserUpdate {
  if (
    changes.username !== undefined &&
    changes.username !== current.username &&
    RESERVED_USERNAME.test(changes.username)
  ) {
    throw refuse('validation.usernameReserved', 'username');
  }
  if (changes.birthday !== undefined) {
    const problem = checkBirthday(changes.birthday, now);
    if (problem) throw refuse(problem, 'birthday');
  }
  if (changes.province !== undefined && !isRealRegion(changes.province, changes.city ?? '', changes.county ?? '')) {
    throw refuse('validation.regionInvalid', 'province');
  }
  const update: UserUpdate = { update_time: now };
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) (update as Record<string, unknown>)[field] = value;
  }
  return update;
}
