// Sign in with Apple JS's address and its cancel answers: pure, so they are unit-tested (apple-script.test.ts).

/** Apple's script in the interface language (its own locale names). */
const APPLE_LOCALES: Record<string, string> = {
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
};

export function appleScriptUrl(language: string): string {
  const locale = APPLE_LOCALES[language] ?? 'en_US';
  return `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale}/appleid.auth.js`;
}

/** The user closed Apple's window: their own choice, not a failure (failure.ts treats AbortError so). */
export function isAppleCancel(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'popup_closed_by_user' || code === 'user_cancelled_authorize';
}
