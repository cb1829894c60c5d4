// Greetings (SPEC §9): eight opening lines, picked at random. zh-Hans holds SPEC's Chinese lines; the other
// contract catalogues hold their localized variants, so a greeting is sent in the sender's language.
import { randomInt } from 'node:crypto';
import { GREETING_COUNT } from '@kk/contract';
import { type Language, translate } from '@kk/contract/i18n';

export function greetingLine(language: Language, pick = randomInt(GREETING_COUNT)): string {
  return translate(language, `greeting.line${pick + 1}`);
}
