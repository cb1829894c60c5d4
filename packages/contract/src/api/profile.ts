// The profile (SPEC §3 user info, §7 "User", "GET /api/location/getLocation") and account deletion.
import { z } from 'zod';
import { PROFILE } from '../constants.ts';
import {
  checkEmail,
  checkGender,
  checkHeight,
  checkMarriage,
  checkMaxLength,
  checkProfileUsername,
  checkSalary,
  checkWeight,
  parseBirthday,
} from '../profile.ts';
import { codeField } from '../validators.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { numberField, textField, userIdField } from './fields.ts';
import { userInfo } from './user.ts';

/**
 * Every editable field of SPEC §3, each optional: send what changed. Province, city and county travel together
 * (county may be empty where a city has none) and must name a real place; the birthday must make you 18 or older.
 */
export const updateUserInfo = defineEndpoint({
  path: '/api/user/updateUserInfo',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Change profile fields; answers the updated user.',
  request: z
    .object({
      username: textField(checkProfileUsername, 'validation.usernameRequired'),
      signature: textField(
        (v) => checkMaxLength(v, PROFILE.signatureMax, 'validation.signatureLength'),
        'validation.signatureLength',
      ),
      gender: numberField(checkGender, 'validation.genderInvalid'),
      birthday: textField(
        (v) => (v === '' || parseBirthday(v) ? null : 'validation.birthdayInvalid'),
        'validation.birthdayInvalid',
      ),
      height: numberField(checkHeight, 'validation.heightRange'),
      weight: numberField(checkWeight, 'validation.weightRange'),
      marriage: numberField(checkMarriage, 'validation.marriageInvalid'),
      province: z.string({ error: 'validation.regionInvalid' }).trim(),
      city: z.string({ error: 'validation.regionInvalid' }).trim(),
      county: z.string({ error: 'validation.regionInvalid' }).trim(),
      address: textField(
        (v) => checkMaxLength(v, PROFILE.addressMax, 'validation.addressLength'),
        'validation.addressLength',
      ),
      work: textField((v) => checkMaxLength(v, PROFILE.workMax, 'validation.workLength'), 'validation.workLength'),
      salary: textField(checkSalary, 'validation.salaryInvalid'),
      email: textField(checkEmail, 'validation.emailInvalid'),
    })
    .partial()
    .superRefine((value, ctx) => {
      const region = [value.province, value.city, value.county];
      if (region.some((part) => part !== undefined) && region.some((part) => part === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['province'], message: 'validation.regionInvalid' });
      }
    }),
  response: userInfo,
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
});
export type PublicUser = z.infer<typeof publicUser>;

export const getUserDetail = defineEndpoint({
  path: '/api/user/getUserDetail',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: "Another user's public profile (yours too, as others see it). -2001 when there is no such user.",
  request: z.object({ userId: userIdField }),
  response: publicUser,
});

export const getLocation = defineEndpoint({
  path: '/api/location/getLocation',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: "The province and city of the caller's address, from an offline database; empty when unknown.",
  request: emptyRequest,
  response: z.object({ province: z.string(), city: z.string() }),
});

export const sendDeleteAccountSms = defineEndpoint({
  path: '/api/user/sendDeleteAccountSms',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Send an account-deletion code to your own phone (same limits as sendSms).',
  request: emptyRequest,
  response: noPayload,
});

export const deleteAccount = defineEndpoint({
  path: '/api/user/deleteAccount',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Delete your account for real with a deletion code: every row, file and session.',
  request: z.object({ code: codeField }),
  response: noPayload,
});
