import { MESSAGE_VARS } from '@kk/contract';
import { type Language, resolveLanguage, translate } from '@kk/contract/i18n';
import type { FastifyRequest } from 'fastify';

/** The language of a request: its Accept-Language, zh-Hans when absent, English when none of ours fits. */
export function languageOf(request: FastifyRequest): Language {
  return resolveLanguage(request.headers['accept-language']);
}

/** Translates a message key, adding the placeholder values the contract fixes for it (limits and the like). */
export function message(language: Language, key: string, vars?: Record<string, string | number>): string {
  const fixed = MESSAGE_VARS[key];
  return translate(language, key, fixed && vars ? { ...fixed, ...vars } : (vars ?? fixed));
}
