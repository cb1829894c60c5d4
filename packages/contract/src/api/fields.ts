// Field schemas that several endpoints share.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import type { MessageKey } from '../rules.ts';

/** `{page, pageSize}` of a paged list (DESIGN §2): page from 1, pageSize default 20, at most 100. */
export const pageRequest = z.object({
  page: z.number({ error: 'validation.field' }).int().min(1).default(1),
  pageSize: z.number({ error: 'validation.field' }).int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const userIdField = z.number({ error: 'validation.field' }).int().positive();

/** An uploaded file's id (`POST /api/file/upload` answers it). */
export const fileIdField = z
  .string({ error: 'validation.fileRequired' })
  .regex(/^[a-f0-9]{32}$/, { error: 'validation.fileRequired' });

/** A string field whose every failure carries one message key. */
export function textField(check: (value: string) => MessageKey | null, key: MessageKey) {
  return z
    .string({ error: key })
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
