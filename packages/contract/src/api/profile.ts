// The profile (SPEC §3 user info, §7 "User", "GET /api/location/getLocation") and account deletion.
import { z } from 'zod';
import { INPUT_MAX, MESSAGE_POLICIES } from '../constants.ts';
import { CODE } from '../errors.ts';
import {
  checkBirthdayFormat,
  checkEmail,
  checkGender,
  checkHeight,
  checkMarriage,
  checkRegion,
  checkSalary,
  checkWantGender,
  checkWeight,
  type ProfileField,
} from '../profile.ts';
import { TEXT_RULES } from '../text-rules.ts';
import { codeField, passwordField } from '../validators.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { numberField, textField, userTextField } from './fields.ts';
import { userInfo } from './user.ts';

const regionName = z
  .string({ error: 'validation.regionInvalid' })
  .max(INPUT_MAX.region, { error: 'validation.regionInvalid' })
  .trim();

/**
 * The schema of each field of PROFILE_FIELDS: types, lengths and the text rules. What needs the clock, the saved
 * name or the region data (age, reserved names, real places) is `profileProblem` and `isRealRegion`, run after.
 */
const profileShape = {
  username: userTextField(TEXT_RULES.username),
  signature: userTextField(TEXT_RULES.signature),
  gender: numberField(checkGender, 'validation.genderInvalid'),
  want_gender: numberField(checkWantGender, 'validation.wantGenderInvalid'),
  birthday: textField(checkBirthdayFormat, 'validation.birthdayInvalid', INPUT_MAX.birthday),
  height: numberField(checkHeight, 'validation.heightRange'),
  weight: numberField(checkWeight, 'validation.weightRange'),
  marriage: numberField(checkMarriage, 'validation.marriageInvalid'),
  province: regionName,
  city: regionName,
  county: regionName,
  address: userTextField(TEXT_RULES.address),
  work: userTextField(TEXT_RULES.work),
  salary: textField(checkSalary, 'validation.salaryInvalid', INPUT_MAX.salary),
  email: userTextField(TEXT_RULES.email, checkEmail),
} satisfies Record<ProfileField, z.ZodType>;

/**
 * Every editable field of SPEC §3, each optional: send what changed. Province, city and county travel together
 * (county may be empty where a city has none) and must name a real place; the birthday must make you 18 or older.
 */
export const updateUserInfo = defineEndpoint({
  path: '/api/user/updateUserInfo',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Change profile fields, or the safety settings (`message_policy`, `blur_stranger_images`); answers the updated user.',
  request: z
    .object({
      ...profileShape,
      // Settings, not profile: a mute does not stop them (docs/api.md "Member safety").
      // A string with a maximum first, so the OpenAPI document states one as for every string (limits.test.ts).
      message_policy: z
        .string({ error: 'validation.field' })
        .max(16, { error: 'validation.field' })
        .pipe(z.enum(MESSAGE_POLICIES, { error: 'validation.field' })),
      blur_stranger_images: z.union([z.literal(0), z.literal(1)], { error: 'validation.field' }),
    })
    .partial()
    .superRefine((value, ctx) => {
      const problem = checkRegion(value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['province'], message: problem });
    }),
  response: userInfo,
  errors: [CODE.usernameTaken, CODE.muted],
});

/** Another user as anyone sees them: age instead of birthday, province and city only, never the phone. */
export const publicUser = z.object({
  id: z.number().int(),
  userid: z.string(),
  username: z.string(),
  avatar: z.string(),
  bg_img: z.string(),
  signature: z.string(),
  gender: z.number().int(),
  /** 0 when the birthday is not set. */
  age: z.number().int(),
  height: z.number(),
  weight: z.number(),
  marriage: z.number().int(),
  province: z.string(),
  city: z.string(),
  work: z.string(),
  salary: z.string(),
  create_time: z.number().int(),
  /** 1 when their verified photo covers their current avatar: show the badge. */
  verified: z.union([z.literal(0), z.literal(1)]),
});
export type PublicUser = z.infer<typeof publicUser>;

export const getLocation = defineEndpoint({
  path: '/api/location/getLocation',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: "The province and city of the caller's address, from an offline database; empty when unknown.",
  request: emptyRequest,
  response: z.object({ province: z.string(), city: z.string() }),
  errors: [],
});

export const sendDeleteAccountSms = defineEndpoint({
  path: '/api/user/sendDeleteAccountSms',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Send an account-deletion code to your own phone (same limits as sendSms). An account without a phone answers -2011.',
  request: emptyRequest,
  response: noPayload,
  errors: [CODE.smsError, CODE.deletionNeedsPassword],
});

export const deleteAccount = defineEndpoint({
  path: '/api/user/deleteAccount',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Delete your account for real: every row, file and session. `code` (a deletion code) for an account with a phone; `password` for one without (Alipay or Apple login), which answers -2011 to a code.',
  // One of the two, never both: which one the account needs is the server's to say (-2011, or -2222 on `code`).
  request: z.object({ code: codeField.optional(), password: passwordField.optional() }).superRefine((value, ctx) => {
    if (value.code === undefined && value.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.codeRequired' });
    } else if (value.code !== undefined && value.password !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.field' });
    }
  }),
  response: noPayload,
  errors: [CODE.wrongCode, CODE.codeExpired, CODE.wrongPassword, CODE.deletionNeedsPassword],
});
