// The profile form of user settings: a draft of every editable field of updateUserInfo, what changed since the
// saved profile (only that is sent), and the contract's rules checked before sending. Pure (profile-form.test.ts).
import {
  type MessageKey,
  PROFILE,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileProblem,
  REGION_FIELDS,
  type UserInfo,
} from '@kk/contract';

export type ProfileDraft = ProfileValues;
export type { ProfileField };
/** The order of the form, which is also the order problems are reported in: the contract's. */
export { PROFILE_FIELDS };

export function draftFrom(user: UserInfo): ProfileDraft {
  const draft = {} as Record<ProfileField, string | number>;
  for (const field of PROFILE_FIELDS) draft[field] = user[field];
  return draft as unknown as ProfileDraft;
}

const same = (a: string | number, b: string | number) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;

/**
 * The fields that differ from the saved profile, text trimmed. Province, city and county travel together
 * (the server checks them as one place), so a change to any of them sends all three.
 */
export function changedFields(saved: ProfileDraft, draft: ProfileDraft): Partial<ProfileDraft> {
  const changes: Record<string, string | number> = {};
  for (const field of PROFILE_FIELDS) {
    const value = draft[field];
    if (!same(saved[field], value)) changes[field] = typeof value === 'string' ? value.trim() : value;
  }
  if (REGION_FIELDS.some((field) => field in changes)) {
    for (const field of REGION_FIELDS) changes[field] = draft[field];
  }
  return changes as Partial<ProfileDraft>;
}

export interface FieldProblem {
  field: ProfileField;
  key: MessageKey;
}

/**
 * The first problem among the changes, by the contract's rules (the server applies the same ones). The saved
 * name may be sent back as it is (a default `kk` name), as the server allows.
 */
export function firstProblem(changes: Partial<ProfileDraft>, now: number, savedUsername?: string): FieldProblem | null {
  return profileProblem(changes, { now, currentUsername: savedUsername });
}

/** The field a server refusal names (`data.field` of -2222), when it is one of the form's. */
export function refusedField(data: unknown): ProfileField | null {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' && (PROFILE_FIELDS as readonly string[]).includes(field)
    ? (field as ProfileField)
    : null;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * Today in China time (docs/decisions/0033-profile-fields-and-ranges.md: ages count in UTC+8) as year, month (1-12),
 * day.
 */
function chinaToday(now: number) {
  const today = new Date(now + CHINA_OFFSET_MS);
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

/** The birthdays the picker offers: 18 to 100 years old today (PROFILE.ageMin, ageMax). */
export function birthdayBounds(now: number): { min: string; max: string } {
  const { year, month, day } = chinaToday(now);
  const max = new Date(Date.UTC(year - PROFILE.ageMin, month - 1, day));
  // Still 100 on the day before the 101st birthday.
  const min = new Date(Date.UTC(year - PROFILE.ageMax - 1, month - 1, day + 1));
  return { min: isoDate(min), max: isoDate(max) };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` to a local Date for the date picker (and back), without time-zone drift. */
export function toPickerDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 1990, (month ?? 1) - 1, day ?? 1);
}

export function fromPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 0 (unset) then every whole number of a range: the height and weight pickers. */
export function rangeOptions(min: number, max: number): number[] {
  return [0, ...Array.from({ length: max - min + 1 }, (_, i) => min + i)];
}

/** The field names as values, for screens (which name fields without string literals). */
export const FIELD = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, field])) as {
  [F in ProfileField]: F;
};

/** How many things changed, the region counting once. */
export function changeCount(changes: Partial<ProfileDraft>): number {
  const fields = Object.keys(changes);
  const region = REGION_FIELDS.filter((field) => fields.includes(field)).length;
  return fields.length - region + (region > 0 ? 1 : 0);
}
