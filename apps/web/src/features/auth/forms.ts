// What each sign-in form checks, in the order the user reads the fields, answering the first message key
// (SPEC §5). The rules are the contract's, the same the server applies.
import { checkCode, checkNewPassword, checkPassword, checkPhone, checkUsername, type MessageKey } from '@kk/contract';

export const AGREEMENT_REQUIRED: MessageKey = 'validation.agreementRequired';

/** Sending a code names a bad phone 手机号码格式错误 (SPEC §5), unlike the forms. */
export function validateSendCode(phone: string): MessageKey | null {
  return checkPhone(phone, 'validation.smsPhoneInvalid');
}

export function validateSmsLogin(form: { phone: string; code: string; agreed: boolean }): MessageKey | null {
  return checkPhone(form.phone) ?? checkCode(form.code) ?? (form.agreed ? null : AGREEMENT_REQUIRED);
}

export function validatePasswordLogin(form: {
  username: string;
  password: string;
  agreed: boolean;
}): MessageKey | null {
  return checkUsername(form.username) ?? checkPassword(form.password) ?? (form.agreed ? null : AGREEMENT_REQUIRED);
}

/** The "create your account" step after an SMS login for an unregistered phone (DESIGN §3). */
export function validateRegistration(form: { password: string; agreed: boolean }): MessageKey | null {
  return checkNewPassword(form.password) ?? (form.agreed ? null : AGREEMENT_REQUIRED);
}

export function validateReset(form: { phone: string; code: string; password: string }): MessageKey | null {
  return checkPhone(form.phone) ?? checkCode(form.code) ?? checkNewPassword(form.password);
}
