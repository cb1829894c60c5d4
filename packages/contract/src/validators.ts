// The zod fields of SPEC §5's rules (./rules.ts), so the server refuses exactly what a form refuses.
import { z } from 'zod';
import { checkCode, checkNewPassword, checkPassword, checkPhone, checkUsername, type MessageKey } from './rules.ts';

/** A zod string whose every failure (missing, wrong type, rule) carries the rule's message key. */
function ruled(check: (value: string) => MessageKey | null, requiredKey: MessageKey, trim = true) {
  return z
    .string({ error: requiredKey })
    .transform((value) => (trim ? value.trim() : value))
    .superRefine((value, ctx) => {
      const key = check(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

export const usernameField = ruled(checkUsername, 'validation.usernameRequired');
export const phoneField = ruled((v) => checkPhone(v), 'validation.phoneRequired');
export const smsPhoneField = ruled((v) => checkPhone(v, 'validation.smsPhoneInvalid'), 'validation.phoneRequired');
export const codeField = ruled(checkCode, 'validation.codeRequired');
export const passwordField = ruled(checkPassword, 'validation.passwordRequired', false);
export const newPasswordField = ruled(checkNewPassword, 'validation.passwordRequired', false);
