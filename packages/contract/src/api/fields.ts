// Field schemas that several endpoints share.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, INPUT_MAX } from '../constants.ts';
import type { MessageKey } from '../rules.ts';
import { checkNormalizedText, normalizeText, rawInputMax, type TextRule } from '../text.ts';

/** `{page, pageSize}` of a paged list (DESIGN §2): page from 1, pageSize default 20, at most 100. */
export const pageRequest = z.object({
  page: z.number({ error: 'validation.field' }).int().min(1).default(1),
  pageSize: z.number({ error: 'validation.field' }).int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const userIdField = z.number({ error: 'validation.field' }).int().positive();

/** An uploaded file's id (`POST /api/file/upload` answers it). */
export const fileIdField = z
  .string({ error: 'validation.fileRequired' })
  .max(INPUT_MAX.fileId, { error: 'validation.fileRequired' })
  .regex(/^[a-f0-9]{32}$/, { error: 'validation.fileRequired' });

/** A string field of at most `max` units whose every failure carries one message key. */
export function textField(check: (value: string) => MessageKey | null, key: MessageKey, max: number) {
  return z
    .string({ error: key })
    .max(max, { error: key })
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A number field whose every failure carries one message key. */
export function numberField(check: (value: number) => MessageKey | null, key: MessageKey) {
  return z.number({ error: key }).superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * A user-written text field (text.ts): over-long raw input is refused before anything else, then the text is
 * NFKC-normalised and trimmed, which is what is stored, and checked by its rule (or by `check`, which gets the
 * normalised text).
 */
export function userTextField(
  rule: TextRule,
  check: (text: string) => MessageKey | null = (text) => checkNormalizedText(text, rule),
) {
  return z
    .string({ error: rule.requiredKey ?? rule.lengthKey })
    .max(rawInputMax(rule.max), { error: rule.lengthKey })
    .transform((value) => normalizeText(value, rule.multiline))
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
