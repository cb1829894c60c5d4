// The validation rules of SPEC §5, as plain functions: each answers a message key of the shared catalogue
// (./i18n) or null. No zod here, so a form can use them without loading the schema library.
import {
  CHAT,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PER_DAY,
  IMAGE_PICK_MAX,
  INPUT_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PHOTO_LIMIT,
  PROFILE,
  REPORT_CONTENT_MAX,
  REPORT_IMAGES_MAX,
  SMS_CODE_LENGTH,
  SQUARE,
} from './constants.ts';

export type MessageKey = `${string}.${string}`;

/** Placeholder values that go with a message key wherever it is shown. */
export const MESSAGE_VARS: Record<string, Record<string, number>> = {
  'validation.passwordLength': { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  'validation.passwordTooLong': { max: INPUT_MAX.password },
  'validation.usernameLength': { min: PROFILE.usernameMin, max: PROFILE.usernameMax },
  'validation.signatureLength': { max: PROFILE.signatureMax },
  'validation.ageTooYoung': { min: PROFILE.ageMin },
  'validation.heightRange': { min: PROFILE.heightMin, max: PROFILE.heightMax },
  'validation.weightRange': { min: PROFILE.weightMin, max: PROFILE.weightMax },
  'validation.addressLength': { max: PROFILE.addressMax },
  'validation.workLength': { max: PROFILE.workMax },
  'validation.photoCount': { max: IMAGE_PICK_MAX },
  'code.photoLimitReached': { max: PHOTO_LIMIT },
  'validation.feedbackLength': { max: FEEDBACK_CONTENT_MAX },
  'validation.reportLength': { max: REPORT_CONTENT_MAX },
  'validation.reportImages': { max: REPORT_IMAGES_MAX },
  'feedback.dailyLimit': { max: FEEDBACK_PER_DAY },
  'validation.messageLength': { max: CHAT.contentMax },
  'validation.markNameLength': { max: CHAT.markNameMax },
  'validation.messageImages': { max: CHAT.imagesMax },
  'code.revokeExpired': { minutes: CHAT.revokeWindowMs / 60_000 },
  'code.emoteLimitReached': { max: CHAT.myEmoteMax },
  'validation.updatesLength': { max: SQUARE.updatesContentMax },
  'validation.updatesImages': { max: SQUARE.updatesImagesMax },
  'validation.commentLength': { max: SQUARE.commentContentMax },
};

const blank = (value: string | undefined | null) => value == null || value.trim() === '';

/** The account typed to log in: a phone number or a username. */
export function checkUsername(value: string | undefined | null): MessageKey | null {
  if (blank(value)) return 'validation.usernameRequired';
  return String(value).length > INPUT_MAX.account ? 'validation.usernameLength' : null;
}

/** `invalidKey` differs by place: SMS sending says 手机号码格式错误, forms say 手机号格式不正确. */
export function checkPhone(
  value: string | undefined | null,
  invalidKey: MessageKey = 'validation.phoneInvalid',
): MessageKey | null {
  if (blank(value)) return 'validation.phoneRequired';
  const phone = String(value);
  return phone.length <= INPUT_MAX.phone && PHONE_PATTERN.test(phone.trim()) ? null : invalidKey;
}

export function checkCode(value: string | undefined | null): MessageKey | null {
  if (blank(value)) return 'validation.codeRequired';
  return String(value).trim().length === SMS_CODE_LENGTH ? null : 'validation.codeLength';
}

/** A password typed to log in: only required (and bounded), so the policy is never hinted at on the login form. */
export function checkPassword(value: string | undefined | null): MessageKey | null {
  if (value == null || value === '') return 'validation.passwordRequired';
  return value.length > INPUT_MAX.password ? 'validation.passwordTooLong' : null;
}

/** A password being chosen (registration, reset, first password). */
export function checkNewPassword(value: string | undefined | null): MessageKey | null {
  if (value == null || value === '') return 'validation.passwordRequired';
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH
    ? null
    : 'validation.passwordLength';
}
