// Sign-in endpoints (SPEC §7 "SMS", "Login"; DESIGN §3).
import { z } from 'zod';
import { SMS_TYPE } from '../constants.ts';
import { CODE } from '../errors.ts';
import { codeField, newPasswordField, passwordField, phoneField, smsPhoneField, usernameField } from '../validators.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { loginResult } from './user.ts';

export const sendSms = defineEndpoint({
  path: '/api/sms/sendSms',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'Send a 6-digit code to a phone. Answers 0 for any well-formed phone, registered or not.',
  request: z.object({
    phone: smsPhoneField,
    type: z.union([z.literal(SMS_TYPE.login), z.literal(SMS_TYPE.reset)], { error: 'validation.smsTypeInvalid' }),
  }),
  response: noPayload,
  errors: [CODE.smsError],
});

export const loginByPhone = defineEndpoint({
  path: '/api/login/loginByPhone',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'Log in with a login code. An unregistered phone answers -2001 and keeps the code; sending it again with a password creates the account.',
  request: z.object({ phone: phoneField, code: codeField, password: newPasswordField.optional() }),
  response: loginResult,
  errors: [CODE.noSuchUser, CODE.wrongCode, CODE.codeExpired, CODE.suspended, CODE.banned],
});

export const loginByPasswd = defineEndpoint({
  path: '/api/login/loginByPasswd',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'Log in with phone number or username and password. Unknown account and wrong password both answer -2004.',
  request: z.object({ username: usernameField, password: passwordField }),
  response: loginResult,
  errors: [CODE.wrongPassword, CODE.tooManyRequests, CODE.suspended, CODE.banned],
});

export const resetByPhone = defineEndpoint({
  path: '/api/login/resetByPhone',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: 'Set a new password with a reset code; revokes every session of the account.',
  request: z.object({ phone: phoneField, code: codeField, password: newPasswordField }),
  response: noPayload,
  errors: [CODE.wrongCode, CODE.codeExpired, CODE.unregistered],
});

export const logout = defineEndpoint({
  path: '/api/login/logout',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Revoke the token of this request.',
  request: emptyRequest,
  response: noPayload,
  errors: [],
});

export const initPassword = defineEndpoint({
  path: '/api/user/initPassword',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Set a first password on an account that has none (hasPassword 0).',
  request: z.object({ password: newPasswordField }),
  response: noPayload,
  errors: [CODE.passwordAlreadySet],
});
