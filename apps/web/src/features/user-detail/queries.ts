import { api } from '../../api/api.ts';

export const userDetailKeys = {
  all: ['userDetail'] as const,
  of: (userId: number) => [...userDetailKeys.all, userId] as const,
};

/** Another user's public profile (getUserDetail): -2001 is shown by the screen, not as a toast. */
export function userDetailQuery(userId: number) {
  return {
    queryKey: userDetailKeys.of(userId),
    queryFn: () => api.call('getUserDetail', { userId }, { silent: true }),
    enabled: userId > 0,
  };
}

/** `?userId=` of the page, or 0 when absent or not a positive whole number. */
export function userIdParam(search: URLSearchParams): number {
  const value = Number(search.get('userId'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
