import { MESSAGE_VARS } from '@kk/contract';
import { type Language, resolveLanguage, translate } from '@kk/contract/i18n';
import type { FastifyRequest } from 'fastify';

/** The language of a request: its Accept-Language, zh-Hans when absent, English when none of ours fits. */
export function languageOf(request: FastifyRequest): Language {
  return resolveLanguage(request.headers['accept-language']);
}

/**
 * Placeholders that hold a moment (ms since the epoch), written out in the reader's language by `message`: the end
 * of a mute or a suspension ({{until}}).
 */
export type MessageMoments = Record<string, number>;

/** Translates a message key, adding the placeholder values the contract fixes for it (limits and the like). */
export function message(
  language: Language,
  key: string,
  vars?: Record<string, string | number>,
  moments?: MessageMoments,
): string {
  const fixed = MESSAGE_VARS[key];
  let all = fixed && vars ? { ...fixed, ...vars } : (vars ?? fixed);
  if (moments) {
    all = { ...all };
    for (const [name, at] of Object.entries(moments)) all[name] = formatMoment(language, at);
  }
  return translate(language, key, all);
}

// The service's members are in China: a moment is shown in China Standard Time whatever the server's zone, and
// the same to every reader of one language (the catalogue's text around it names no zone).
const MOMENT_LOCALE: Record<Language, string> = {
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
};
const momentFormats = new Map<Language, Intl.DateTimeFormat>();

/** A moment as the reader's language writes a date and time, in China Standard Time (2026-11-28 09:30 and the like). */
export function formatMoment(language: Language, at: number): string {
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(MOMENT_LOCALE[language], {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(language, format);
  }
  return format.format(new Date(at));
}
