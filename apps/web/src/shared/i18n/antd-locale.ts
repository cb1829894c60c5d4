// antd-mobile's own texts (a clear button's label, a picker's placeholder...) in the interface language.
// Each locale is its own chunk, loaded with the catalogues; zh-CN is antd-mobile's default and already bundled.
import type { Language } from '@kk/contract/i18n';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';

const loaders: Record<Language, () => Promise<Locale>> = {
  'zh-Hans': async () => zhCN,
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW').then((m) => m.default),
  en: () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
  fr: () => import('antd-mobile/es/locales/fr-FR').then((m) => m.default),
  es: () => import('antd-mobile/es/locales/es-ES').then((m) => m.default),
};

const loaded = new Map<string, Locale>([['zh-Hans', zhCN]]);

/**
 * Loads a language's locale and makes it the default, which the imperative parts (Toast, Dialog) read;
 * the tree gets it from App's ConfigProvider, so call this before switching i18next's language.
 */
export async function loadAntdLocale(language: Language): Promise<void> {
  let locale = loaded.get(language);
  if (!locale) {
    locale = await loaders[language]();
    loaded.set(language, locale);
  }
  setDefaultConfig({ locale });
}

export function antdLocale(language: string): Locale {
  return loaded.get(language) ?? zhCN;
}
