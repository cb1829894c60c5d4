// i18next set-up. Only the current language and the English fallback are fetched; each catalogue is its own
// chunk, so adding languages never grows the first screen.

import { STORAGE_KEY } from '@kk/contract';
import { catalogues, FALLBACK_LANGUAGE, type Language } from '@kk/contract/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, isLanguage } from './language.ts';
import type { AppCatalogue, Translation } from './types.ts';

type Loader = () => Promise<Translation<AppCatalogue>>;

const loaders: Record<Language, Loader> = {
  'zh-Hans': () => import('./locales/zh-Hans/index.ts').then((m) => m.zhHans),
  en: () => import('./locales/en/index.ts').then((m) => m.en),
  fr: () => import('./locales/fr/index.ts').then((m) => m.fr),
  es: () => import('./locales/es/index.ts').then((m) => m.es),
  'zh-Hant': () => import('./locales/zh-Hant/index.ts').then((m) => m.zhHant),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'app')) return;
  const app = await loaders[language]();
  i18next.addResourceBundle(language, 'app', app, true, true);
  // The contract's shared texts (validation keys, codes, SMS, login) keep their own namespace.
  i18next.addResourceBundle(language, 'contract', catalogues[language], true, true);
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
  await Promise.all([ensureLoaded(language), ensureLoaded(FALLBACK_LANGUAGE)]);
  document.documentElement.lang = language;
  return language;
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** Switches the interface language, remembers it, and makes every later request carry it. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY.language, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
