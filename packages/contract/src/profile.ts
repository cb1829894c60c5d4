// Profile rules both sides apply (docs/decisions.md "Profile"). Each answers a message key or null.
import { GENDERS, MARRIAGES, PHONE_PATTERN, PROFILE, SALARY_RANGES } from './constants.ts';
import type { MessageKey } from './rules.ts';

/** Default names are `kk` + the 8-digit account number; nobody may take that form by hand. */
export const RESERVED_USERNAME = /^kk\d{8}$/i;

const length = (value: string) => [...value].length;

export function checkProfileUsername(value: string): MessageKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.usernameRequired';
  if (length(trimmed) < PROFILE.usernameMin || length(trimmed) > PROFILE.usernameMax)
    return 'validation.usernameLength';
  // loginByPasswd reads a phone-shaped account as a phone: such a name could never be used to log in.
  if (PHONE_PATTERN.test(trimmed) || /^\d+$/.test(trimmed)) return 'validation.usernameReserved';
  return null;
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

/** China time (UTC+8): whose "today" a birthday is counted against. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Whole years between a birthday and `now` in China time; null for an invalid or future date. */
export function ageOn(birthday: string, now: number): number | null {
  const born = parseBirthday(birthday);
  if (!born) return null;
  const today = new Date(now + CHINA_OFFSET_MS);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = y - born.year - (m < born.month || (m === born.month && d < born.day) ? 1 : 0);
  return age < 0 ? null : age;
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

export function checkMarriage(value: number): MessageKey | null {
  return (MARRIAGES as readonly number[]).includes(value) ? null : 'validation.marriageInvalid';
}

export function checkSalary(value: string): MessageKey | null {
  return value === '' || (SALARY_RANGES as readonly string[]).includes(value) ? null : 'validation.salaryInvalid';
}

// Deliberately plain: one @, no spaces, a dot in the domain. Mail servers are the real judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): MessageKey | null {
  if (value === '') return null;
  return EMAIL.test(value) && length(value) <= PROFILE.emailMax ? null : 'validation.emailInvalid';
}

export function checkMaxLength(value: string, max: number, key: MessageKey): MessageKey | null {
  return length(value) <= max ? null : key;
}
