// The sign-in calls the screens make, with how each one is handled (SPEC §7, §8; DESIGN §3).
import { CODE, type LoginResult } from '@kk/contract';
import { ApiError, api } from '../../api/api.ts';

/** SMS login; with a password it also creates the account of an unregistered phone. */
export function loginWithCode(phone: string, code: string, password?: string): Promise<LoginResult> {
  const body = password === undefined ? { phone, code } : { phone, code, password };
  // -2001 (no such user) is the caller's to handle, without a toast: it starts the registration step.
  return api.call('loginByPhone', body, { handle: [CODE.noSuchUser], loading: true });
}

export function isUnregistered(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE.noSuchUser;
}

export function loginWithPassword(username: string, password: string): Promise<LoginResult> {
  return api.call('loginByPasswd', { username, password }, { loading: true });
}

export function resetPassword(phone: string, code: string, password: string): Promise<null> {
  return api.call('resetByPhone', { phone, code, password }, { loading: true });
}
