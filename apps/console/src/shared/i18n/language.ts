// Which language the console speaks: plain functions, tested in Node (catalogues.test.ts).
export const CONSOLE_LANGUAGES = ['zh-Hans', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export const STORAGE_KEY = 'kk_console_language';

/** A remembered choice wins; otherwise Chinese for any Chinese browser and when nothing fits, English for the rest. */
export function pickLanguage(stored: string | null, preferred: readonly string[]): ConsoleLanguage {
  if (stored === 'zh-Hans' || stored === 'en') return stored;
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-Hans';
    if (lower.startsWith('en')) return 'en';
  }
  return 'zh-Hans';
}
