// Which interface language to start in: the one the user chose in settings, else the browser's.
import { LANGUAGES, type Language, resolveLanguage } from '@kk/contract/i18n';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initialLanguage(stored: string | null, browserLanguages: readonly string[] | undefined): Language {
  return isLanguage(stored) ? stored : resolveLanguage(browserLanguages);
}

/** The antd-mobile locale that matches each interface language (its built-in texts: pickers, dialogs). */
export const ANTD_LOCALE: Record<Language, string> = {
  'zh-Hans': 'zh-CN',
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  'zh-Hant': 'zh-TW',
};
