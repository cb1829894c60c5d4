// The onboarding flow's rules, apart from its screen (onboarding.test.ts): the steps in order, which are
// required, the default of "who I want to meet", and where the birthday picker opens (DESIGN §3 "Onboarding").
import { looksReserved, type UserInfo } from '@kk/contract';

export const STEPS = ['name', 'birthday', 'place', 'avatar'] as const;
export type Step = (typeof STEPS)[number];

/** Steps that cannot be skipped: nickname and gender, birthday (the feed shows only people who have them). */
export const REQUIRED_STEPS: readonly Step[] = ['name', 'birthday'];

export const ONBOARDING_STEP_PARAM = 'step';

/** Where the birthday picker opens while none is set: a likely adult age, not the youngest allowed one. */
export const BIRTHDAY_START = '1995-01-01';

/** The `?step=` of the address as an index into STEPS (0 when absent or unknown). */
export function stepIndex(value: string | null): number {
  const index = STEPS.indexOf(value as Step);
  return Math.max(index, 0);
}

/** The nickname field starts empty while the account still has its default name (`kk` + digits). */
export function initialNickname(username: string): string {
  return username === '' || looksReserved(username) ? '' : username;
}

/** The first required step the user has not done yet, or null when the required fields are all set. */
export function firstMissingStep(user: Pick<UserInfo, 'username' | 'gender' | 'birthday'>): Step | null {
  if (initialNickname(user.username) === '' || user.gender === 0) return 'name';
  if (user.birthday === '') return 'birthday';
  return null;
}
