// The sign-in calls as TanStack Query mutations (SPEC §7, §8; DESIGN §3). Their failures are told by the
// query client (shared/api/report-failure.ts); the forms add what they show on success and the codes they handle.
import { CODE, type LoginResult, type SMS_TYPE } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../entities/user/queries.ts';
import { ApiError, api } from '../../shared/api/api.ts';
import { session } from '../../shared/session/session.ts';

/** Whatever is cached belonged to whoever used this tab before; the new user's info came with the login. */
export function signedIn(queryClient: QueryClient, result: LoginResult): void {
  queryClient.removeQueries();
  queryClient.setQueryData(userKeys.info(), result.user);
}

export interface SmsLogin {
  phone: string;
  code: string;
  /** With a password, the same code also creates the account of an unregistered phone. */
  password?: string;
}

/**
 * A suspended or banned account's login is refused (-2902 with until when, -2903) without a toast: the login page
 * shows the server's words above the forms, where they stay (LoginPage).
 */
export const SANCTION_CODES: readonly number[] = [CODE.suspended, CODE.banned];

/** SMS login; -2001 (no such user) is the form's to handle, without a toast: it starts the registration step. */
export function smsLoginMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'loginByPhone', handles: [CODE.noSuchUser, ...SANCTION_CODES] },
    mutationFn: ({ phone, code, password }: SmsLogin) =>
      api.call('loginByPhone', password === undefined ? { phone, code } : { phone, code, password }, {
        handle: [CODE.noSuchUser, ...SANCTION_CODES],
        loading: true,
      }),
    onSuccess: (result) => signedIn(queryClient, result),
  });
}

export function isUnregistered(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE.noSuchUser;
}

/** Password login: the account is the phone number or the username. */
export function passwordLoginMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'loginByPasswd', handles: SANCTION_CODES },
    mutationFn: ({ username, password }: { username: string; password: string }) =>
      api.call('loginByPasswd', { username, password }, { handle: SANCTION_CODES, loading: true }),
    onSuccess: (result) => signedIn(queryClient, result),
  });
}

/** resetByPhone revokes every session, this one included: forget it and what was cached for it. */
export function resetPasswordMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'resetByPhone' },
    mutationFn: ({ phone, code, password }: SmsLogin & { password: string }) =>
      api.call('resetByPhone', { phone, code, password }, { loading: true }),
    onSuccess: () => {
      session.expired();
      queryClient.removeQueries();
    },
  });
}

/** sendSms for a login or reset code (the phone is checked by the form first). */
export function sendCodeMutation(type: typeof SMS_TYPE.login | typeof SMS_TYPE.reset) {
  return mutationOptions({
    meta: { endpoint: 'sendSms' },
    mutationFn: (phone: string) => api.call('sendSms', { phone, type }, { loading: true }),
  });
}
