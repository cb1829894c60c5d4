// Profile rules both sides apply (docs/decisions/0033-profile-fields-and-ranges.md): the editable fields, each field's
// rule and the region rule, in one place. The server adds only what needs its data (regions.ts, the database).
import { GENDERS, INPUT_MAX, MARRIAGES, PROFILE, SALARY_RANGES, WANT_GENDERS } from './constants.ts';
import type { MessageKey } from './rules.ts';
import { checkText, looksReserved, normalizeText } from './text.ts';
import { TEXT_RULES } from './text-rules.ts';

/** Every editable field of `updateUserInfo`, in the order of the form (which is the order problems are reported). */
export const PROFILE_FIELDS = [
  'username',
  'signature',
  'gender',
  'want_gender',
  'birthday',
  'height',
  'weight',
  'marriage',
  'province',
  'city',
  'county',
  'address',
  'work',
  'salary',
  'email',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Province, city and county travel together: the server checks them as one place. */
export const REGION_FIELDS = ['province', 'city', 'county'] as const satisfies readonly ProfileField[];

export interface ProfileValues {
  username: string;
  signature: string;
  gender: number;
  want_gender: number;
  birthday: string;
  height: number;
  weight: number;
  marriage: number;
  province: string;
  city: string;
  county: string;
  address: string;
  work: string;
  salary: string;
  email: string;
}

/**
 * A username: the text rules, then no lookalike of a phone number, of digits only or of a default name (`kk` +
 * the 8-digit account number, which nobody may take by hand). The name the account already has (its default)
 * may be sent back unchanged.
 */
export function checkProfileUsername(value: string, current?: string): MessageKey | null {
  const problem = checkText(value, TEXT_RULES.username);
  if (problem) return problem;
  const name = normalizeText(value);
  // loginByPasswd reads a phone-shaped account as a phone: such a name could never be used to log in.
  return name !== current && looksReserved(name) ? 'validation.usernameReserved' : null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD, or null. */
export function parseBirthday(value: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** China time (UTC+8): whose "today" a birthday, an age filter or a day's count is reckoned in. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in China time. */
export function chinaToday(now: number): { year: number; month: number; day: number } {
  const today = new Date(now + CHINA_OFFSET_MS);
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

/** Whole years between a birthday and `now` in China time; null for an invalid or future date. */
export function ageOn(birthday: string, now: number): number | null {
  const born = parseBirthday(birthday);
  if (!born) return null;
  const { year: y, month: m, day: d } = chinaToday(now);
  const age = y - born.year - (m < born.month || (m === born.month && d < born.day) ? 1 : 0);
  return age < 0 ? null : age;
}

/** The date's shape only: whether it makes 18 to 100 years old needs the clock (`checkBirthday`). */
export function checkBirthdayFormat(value: string): MessageKey | null {
  return value === '' || (value.length <= INPUT_MAX.birthday && parseBirthday(value))
    ? null
    : 'validation.birthdayInvalid';
}

export function checkBirthday(value: string, now: number): MessageKey | null {
  if (value === '') return null;
  const age = ageOn(value, now);
  if (age == null || age > PROFILE.ageMax) return 'validation.birthdayInvalid';
  return age < PROFILE.ageMin ? 'validation.ageTooYoung' : null;
}

const inRange = (value: number, min: number, max: number) =>
  value === 0 || (Number.isInteger(value) && value >= min && value <= max);

export function checkHeight(value: number): MessageKey | null {
  return inRange(value, PROFILE.heightMin, PROFILE.heightMax) ? null : 'validation.heightRange';
}

export function checkWeight(value: number): MessageKey | null {
  return inRange(value, PROFILE.weightMin, PROFILE.weightMax) ? null : 'validation.weightRange';
}

export function checkGender(value: number): MessageKey | null {
  return (GENDERS as readonly number[]).includes(value) ? null : 'validation.genderInvalid';
}

export function checkWantGender(value: number): MessageKey | null {
  return (WANT_GENDERS as readonly number[]).includes(value) ? null : 'validation.wantGenderInvalid';
}

/**
 * Who a user wants to meet until they say: the other gender once their own is set, else anyone. The server
 * applies it when an update first sets the gender without naming want_gender
 * (docs/decisions/0039-want-gender-and-complete-profiles.md).
 */
export function defaultWantGender(gender: number): number {
  return gender === 1 ? 2 : gender === 2 ? 1 : 0;
}

const DEFAULT_NAME = /^kk\d{8}$/;

/**
 * Whether a profile may appear in anyone's feed or search (DESIGN §3): a chosen nickname (not the default `kk` +
 * 8 digits, which nobody can choose by hand), a gender and a birthday. The web's onboarding asks until it holds.
 */
export function isProfileComplete(user: { username: string; gender: number; birthday: string }): boolean {
  return !DEFAULT_NAME.test(user.username) && (user.gender === 1 || user.gender === 2) && user.birthday !== '';
}

export function checkMarriage(value: number): MessageKey | null {
  return (MARRIAGES as readonly number[]).includes(value) ? null : 'validation.marriageInvalid';
}

export function checkSalary(value: string): MessageKey | null {
  return value === '' || (SALARY_RANGES as readonly string[]).includes(value) ? null : 'validation.salaryInvalid';
}

// Deliberately plain: one @, no spaces, a dot in the domain. Mail servers are the real judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): MessageKey | null {
  if (value.trim() === '') return null;
  const problem = checkText(value, TEXT_RULES.email);
  if (problem) return problem;
  return EMAIL.test(normalizeText(value)) ? null : 'validation.emailInvalid';
}

/** One level of a region: its length only; whether the place exists is `isRealRegion` (regions.ts). */
export function checkRegionName(value: string): MessageKey | null {
  return value.length <= INPUT_MAX.region ? null : 'validation.regionInvalid';
}

/**
 * Province, city and county come together or not at all; a province goes with a city (the county may be
 * empty where a city has none), and clearing clears all three.
 */
export function checkRegion(changes: Partial<Pick<ProfileValues, 'province' | 'city' | 'county'>>): MessageKey | null {
  const parts = REGION_FIELDS.map((field) => changes[field]);
  if (parts.every((part) => part === undefined)) return null;
  if (parts.some((part) => part === undefined)) return 'validation.regionInvalid';
  const [province, city, county] = parts.map((part) => (part as string).trim());
  if ((province === '') !== (city === '') || (city === '' && county !== '')) return 'validation.regionInvalid';
  return null;
}

export interface ProfileContext {
  /** Now, for the age a birthday makes. */
  now: number;
  /** The account's name as saved, which may be sent back unchanged. */
  currentUsername?: string;
}

type FieldRule = (value: never, context: ProfileContext) => MessageKey | null;

/** Each field's rule, the same on both sides. */
export const PROFILE_RULES: Record<ProfileField, FieldRule> = {
  username: (value: string, { currentUsername }) => checkProfileUsername(value, currentUsername),
  signature: (value: string) => checkText(value, TEXT_RULES.signature),
  gender: (value: number) => checkGender(value),
  want_gender: (value: number) => checkWantGender(value),
  birthday: (value: string, { now }) => checkBirthdayFormat(value) ?? checkBirthday(value, now),
  height: (value: number) => checkHeight(value),
  weight: (value: number) => checkWeight(value),
  marriage: (value: number) => checkMarriage(value),
  province: (value: string) => checkRegionName(value),
  city: (value: string) => checkRegionName(value),
  county: (value: string) => checkRegionName(value),
  address: (value: string) => checkText(value, TEXT_RULES.address),
  work: (value: string) => checkText(value, TEXT_RULES.work),
  salary: (value: string) => checkSalary(value),
  email: (value: string) => checkEmail(value),
};

/** The first problem among some changes, in form order, then the region rule; null when they can be saved. */
export function profileProblem(
  changes: Partial<ProfileValues>,
  context: ProfileContext,
): { field: ProfileField; key: MessageKey } | null {
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const key = (PROFILE_RULES[field] as (value: string | number, context: ProfileContext) => MessageKey | null)(
      value,
      context,
    );
    if (key) return { field, key };
  }
  const region = checkRegion(changes);
  return region ? { field: 'province', key: region } : null;
}
