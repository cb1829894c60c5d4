// The profile pickers (antd-mobile's, opened imperatively), each resolving to the chosen value or null.
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import DatePicker from 'antd-mobile/es/components/date-picker';
import Picker from 'antd-mobile/es/components/picker';
import { fromPickerDate, toPickerDate } from './profile-form.ts';
import { type CascadeOption, loadRegionOptions } from './profile-options.ts';

export interface PickerTexts {
  title: string;
  confirm: string;
  cancel: string;
}

/** One column of choices; `label` names each. */
export async function pickOne<V extends string | number>(
  texts: PickerTexts,
  choices: readonly V[],
  label: (value: V) => string,
  current: V,
): Promise<V | null> {
  const value = await Picker.prompt({
    title: texts.title,
    confirmText: texts.confirm,
    cancelText: texts.cancel,
    columns: [choices.map((choice) => ({ label: label(choice), value: choice }))],
    defaultValue: [current],
  });
  if (!value) return null;
  return (value[0] ?? null) as V | null;
}

export async function pickDate(
  texts: PickerTexts,
  current: string,
  bounds: { min: string; max: string },
): Promise<string | null> {
  const fallback = `${bounds.max.slice(0, 4)}-01-01`;
  const date = await DatePicker.prompt({
    title: texts.title,
    confirmText: texts.confirm,
    cancelText: texts.cancel,
    min: toPickerDate(bounds.min),
    max: toPickerDate(bounds.max),
    precision: 'day',
    defaultValue: toPickerDate(current || fallback),
  });
  return date ? fromPickerDate(date) : null;
}

let regions: Promise<CascadeOption[]> | null = null;

/** Starts loading the region data before the picker is opened (on the first sight of the form). */
export function preloadRegions(): Promise<CascadeOption[]> {
  regions ??= loadRegionOptions().catch((error: unknown) => {
    regions = null;
    throw error;
  });
  return regions;
}

export async function pickRegion(texts: PickerTexts, current: string[]): Promise<[string, string, string] | null> {
  const options = await preloadRegions();
  const value = await CascadePicker.prompt({
    title: texts.title,
    confirmText: texts.confirm,
    cancelText: texts.cancel,
    options,
    defaultValue: current,
  });
  if (!value || value.length < 2) return null;
  const [province, city, county] = value.map((part) => String(part ?? ''));
  return [province ?? '', city ?? '', county ?? ''];
}
