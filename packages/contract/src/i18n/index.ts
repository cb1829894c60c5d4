import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { type Catalogue, zhHans } from './zh-Hans.ts';
import { zhHant } from './zh-Hant.ts';

export type { Catalogue };

/** The interface languages of the specification, the source first. English is the fallback. */
export const LANGUAGES = ['zh-Hans', 'en', 'fr', 'es', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'zh-Hans';
export const FALLBACK_LANGUAGE: Language = 'en';

export const catalogues: Record<Language, Catalogue> = { 'zh-Hans': zhHans, en, fr, es, 'zh-Hant': zhHant };

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * Maps one BCP 47 tag to an interface language, or undefined when none fits.
 * zh-TW, zh-HK, zh-MO and zh-Hant-* are Traditional; every other zh is Simplified.
 */
export function languageOfTag(tag: string): Language | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [base, ...rest] = parts;
  switch (base) {
    case 'zh':
      if (rest.includes('hant') || rest.some((part) => TRADITIONAL_REGIONS.has(part))) return 'zh-Hant';
      return 'zh-Hans';
    case 'en':
      return 'en';
    case 'fr':
      return 'fr';
    case 'es':
      return 'es';
    default:
      return undefined;
  }
}

/**
 * Picks the language for a list of preferences: an `Accept-Language` header or `navigator.languages`.
 * No preference at all gives the source language; preferences that all miss give the English fallback.
 */
export function resolveLanguage(preferences: string | readonly string[] | undefined | null): Language {
  const tags = typeof preferences === 'string' ? parseAcceptLanguage(preferences) : [...(preferences ?? [])];
  if (tags.length === 0) return SOURCE_LANGUAGE;
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export type MessageVars = Record<string, string | number>;

/** Looks up `group.key` in a language, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, vars?: MessageVars): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues[FALLBACK_LANGUAGE], key) ?? key;
  return vars ? interpolate(text, vars) : text;
}

export function hasMessage(key: string): boolean {
  return lookup(zhHans, key) !== undefined;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  const [group, name] = key.split('.');
  if (!group || !name) return undefined;
  const section = (catalogue as Record<string, Record<string, string> | undefined>)[group];
  return section?.[name];
}

/** The same `{{name}}` placeholders i18next uses, so one catalogue serves both sides. */
function interpolate(text: string, vars: MessageVars): string {
  // Most texts have no placeholder (every success message): no regular expression to run for them.
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
