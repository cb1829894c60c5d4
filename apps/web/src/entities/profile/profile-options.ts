// The choices of the profile pickers with their catalogue keys (gender, marriage, salary:
// docs/decisions/0033-profile-fields-and-ranges.md), and the region cascade, loaded only when the picker opens.
import { GENDERS, MARRIAGES, PROFILE, SALARY_RANGES } from '@kk/contract';
import { K } from '../../shared/i18n/keys.ts';
import { rangeOptions } from './profile-form.ts';

type GenderKey = (typeof K.gender)[keyof typeof K.gender];
type MarriageKey = (typeof K.marriage)[keyof typeof K.marriage];
type SalaryKey = (typeof K.salary)[keyof typeof K.salary];

export function genderKey(value: number): GenderKey {
  const known = (GENDERS as readonly number[]).includes(value) ? value : 0;
  return K.gender[String(known) as keyof typeof K.gender];
}

export function marriageKey(value: number): MarriageKey {
  const known = (MARRIAGES as readonly number[]).includes(value) ? value : 0;
  return K.marriage[String(known) as keyof typeof K.marriage];
}

/** '' is "not set". */
export function salaryKey(value: string): SalaryKey {
  return (SALARY_RANGES as readonly string[]).includes(value)
    ? K.salary[value as keyof typeof K.salary]
    : K.salary.none;
}

export const GENDER_CHOICES: readonly number[] = GENDERS;
export const MARRIAGE_CHOICES: readonly number[] = MARRIAGES;
export const SALARY_CHOICES: readonly string[] = ['', ...SALARY_RANGES];
export const HEIGHT_CHOICES = rangeOptions(PROFILE.heightMin, PROFILE.heightMax);
export const WEIGHT_CHOICES = rangeOptions(PROFILE.weightMin, PROFILE.weightMax);

/** The place a user picked or was suggested, as the picker's value. */
export function regionValue(province: string, city: string, county: string): string[] {
  return [province, city, county].filter((part) => part !== '');
}

export interface CascadeOption {
  label: string;
  value: string;
  children?: CascadeOption[];
}

/** Province > city > county from the contract's region data (a chunk of its own, fetched on first use). */
export async function loadRegionOptions(): Promise<CascadeOption[]> {
  const { regionTree } = await import('@kk/contract/regions');
  type Node = ReturnType<typeof regionTree>[number];
  const toOption = (node: Node): CascadeOption => ({
    label: node.name,
    value: node.name,
    children: node.children.length > 0 ? node.children.map(toOption) : undefined,
  });
  return regionTree().map(toOption);
}
