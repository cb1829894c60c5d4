// i18next for the console: Chinese (zh-Hans) first, English beside it. Both catalogues are small and bundled; the
// choice is remembered in this browser. Server messages (`msg`) follow the same language through Accept-Language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type ConsoleLanguage, pickLanguage, STORAGE_KEY } from './language.ts';
import { en } from './locales/en.ts';
import { zhHans } from './locales/zh-Hans.ts';

export { CONSOLE_LANGUAGES, type ConsoleLanguage } from './language.ts';

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function initI18n(): Promise<ConsoleLanguage> {
  const language = pickLanguage(readStored(), navigator.languages);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh-Hans',
    resources: { 'zh-Hans': { translation: zhHans }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return language;
}

export function currentLanguage(): ConsoleLanguage {
  return i18next.language === 'en' ? 'en' : 'zh-Hans';
}

export async function changeLanguage(language: ConsoleLanguage): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts this tab.
  }
}
