// i18next set-up. Only the current language and the English fallback are fetched (the fallback after the first
// screen); each catalogue is its own chunk, so adding languages never grows the first screen.

import { STORAGE_KEY } from '@kk/contract';
import { type Catalogue, FALLBACK_LANGUAGE, type Language } from '@kk/contract/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locale.ts';
import { initialLanguage, isLanguage } from './language.ts';
import type { AppCatalogue, Translation } from './types.ts';

type Loader = () => Promise<[Translation<AppCatalogue>, Catalogue]>;

// Each language's app texts and the contract's shared texts load together, one language at a time.
const loaders: Record<Language, Loader> = {
  'zh-Hans': () =>
    Promise.all([
      import('./locales/zh-Hans/index.ts').then((m) => m.zhHans),
      import('@kk/contract/i18n/zh-Hans').then((m) => m.zhHans),
    ]),
  en: () =>
    Promise.all([import('./locales/en/index.ts').then((m) => m.en), import('@kk/contract/i18n/en').then((m) => m.en)]),
  fr: () =>
    Promise.all([import('./locales/fr/index.ts').then((m) => m.fr), import('@kk/contract/i18n/fr').then((m) => m.fr)]),
  es: () =>
    Promise.all([import('./locales/es/index.ts').then((m) => m.es), import('@kk/contract/i18n/es').then((m) => m.es)]),
  'zh-Hant': () =>
    Promise.all([
      import('./locales/zh-Hant/index.ts').then((m) => m.zhHant),
      import('@kk/contract/i18n/zh-Hant').then((m) => m.zhHant),
    ]),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'app')) return;
  const [app, shared] = await loaders[language]();
  i18next.addResourceBundle(language, 'app', app, true, true);
  // The contract's shared texts (validation keys, codes, SMS, login) keep their own namespace.
  i18next.addResourceBundle(language, 'contract', shared, true, true);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY.language);
  } catch {
    return null;
  }
}

export async function initI18n(): Promise<Language> {
  const language = initialLanguage(readStored(), navigator.languages);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['app', 'contract'],
    defaultNS: 'app',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  // Every catalogue has every key (catalogues.test.ts), so the first screen needs only its own language; the
  // English fallback (for a key a server answer might name that no catalogue has) follows when idle.
  await Promise.all([ensureLoaded(language), loadAntdLocale(language)]);
  document.documentElement.lang = language;
  return language;
}

/** The fallback language's catalogues, fetched after the first screen (main.ts). */
export function loadFallbackCatalogues(): Promise<void> {
  return ensureLoaded(FALLBACK_LANGUAGE);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** Switches the interface language, remembers it, and makes every later request carry it. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureLoaded(language), loadAntdLocale(language)]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY.language, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
