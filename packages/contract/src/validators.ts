// The zod fields of SPEC §5's rules (./rules.ts), so the server refuses exactly what a form refuses.
import { z } from 'zod';
import { INPUT_MAX } from './constants.ts';
import { checkCode, checkNewPassword, checkPassword, checkPhone, checkUsername, type MessageKey } from './rules.ts';
import { normalizeText } from './text.ts';

/**
 * A zod string whose every failure (missing, wrong type, too long, rule) carries the rule's message key. The
 * length is checked first, on the raw input, so an over-long value costs nothing further.
 */
function ruled(
  check: (value: string) => MessageKey | null,
  requiredKey: MessageKey,
  max: number,
  prepare: (value: string) => string = (value) => value.trim(),
) {
  return z
    .string({ error: requiredKey })
    .max(max, { error: (issue) => check(String(issue.input)) ?? requiredKey })
    .transform(prepare)
    .superRefine((value, ctx) => {
      const key = check(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

const keep = (value: string) => value;

/** A username is stored NFKC-normalised (text.ts), so the account typed to log in is compared the same way. */
export const usernameField = ruled(checkUsername, 'validation.usernameRequired', INPUT_MAX.account, (value) =>
  normalizeText(value),
);
export const phoneField = ruled((v) => checkPhone(v), 'validation.phoneRequired', INPUT_MAX.phone);
export const smsPhoneField = ruled(
  (v) => checkPhone(v, 'validation.smsPhoneInvalid'),
  'validation.phoneRequired',
  INPUT_MAX.phone,
);
export const codeField = ruled(checkCode, 'validation.codeRequired', INPUT_MAX.code);
export const passwordField = ruled(checkPassword, 'validation.passwordRequired', INPUT_MAX.password, keep);
export const newPasswordField = ruled(checkNewPassword, 'validation.passwordRequired', INPUT_MAX.password, keep);
