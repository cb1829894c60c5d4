// Keys are typed from the zh-Hans source catalogue, the way Excalidraw types its keys from its source.
import type { zhHans } from './locales/zh-Hans/index.ts';

/**
 * The plural forms each language needs (i18next's `_one`, `_many`, `_other` suffixes, after `Intl.PluralRules`):
 * Chinese has one form, English two, French and Spanish three (`many` is for a million and more: « 1 000 000 de »).
 */
export type PluralForms = {
  'zh-Hans': 'other';
  'zh-Hant': 'other';
  en: 'one' | 'other';
  fr: 'one' | 'many' | 'other';
  es: 'one' | 'many' | 'other';
};

/**
 * The same shape as the source, every leaf a string: a missing or extra key fails the type check. A plural text
 * is written `name_other` in the zh-Hans source (Chinese has one form) and `name_<form>` for each of the
 * language's `Forms` here.
 */
export type Translation<T, Forms extends string = 'other'> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Forms}` : K]: T[K] extends string
    ? string
    : Translation<T[K], Forms>;
};

export type AppCatalogue = typeof zhHans;
