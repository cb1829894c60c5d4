// Another user's profile with the viewer's flags and the counts (getUserDetail), and the page parameter that
// names them. The relation mutations (entities/relation/mutations.ts) keep its flags and counts right.
import { api } from '../../shared/api/api.ts';

export const userDetailKeys = {
  all: ['userDetail'] as const,
  of: (userId: number) => [...userDetailKeys.all, userId] as const,
};

/** A user's profile with the viewer's flags and the counts (getUserDetail): -2001 is shown by the screen. */
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
