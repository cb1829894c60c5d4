// Health, app configuration and the development SMS outbox.
import { z } from 'zod';
import { INPUT_MAX } from '../constants.ts';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';
import { userInfo } from './user.ts';

export const getUserInfo = defineEndpoint({
  path: '/api/user/getUserInfo',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The current user (SPEC §3), phone masked.',
  request: emptyRequest,
  response: userInfo,
  errors: [],
});

export const health = defineEndpoint({
  path: '/api/health',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: 'Liveness: the process is up and serving (it asks no dependency; readiness is /api/ready).',
  request: emptyRequest,
  response: z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(['sqlite', 'postgres']) }),
  errors: [],
});

const dependencyState = z.enum(['ok', 'down']);

/**
 * Readiness, for a load balancer: 0 when the database answers and Redis (when configured) too; else -1030 with
 * HTTP 503 and the same `data`, naming what is down.
 */
export const ready = defineEndpoint({
  path: '/api/ready',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: 'Readiness: whether the database and Redis answer (503 and -1030 naming what is down otherwise).',
  request: emptyRequest,
  response: z.object({ database: dependencyState, redis: z.enum(['ok', 'down', 'none']) }),
  errors: [CODE.serviceBusy],
});

export const getAppVersion = defineEndpoint({
  path: '/api/appConfig/getAppVersion',
  method: 'GET',
  auth: 'none',
  payload: 'result',
  summary: 'The current app version and where to get it.',
  request: emptyRequest,
  response: z.object({ version: z.string(), url: z.string() }),
  errors: [],
});

export const getLoginConfig = defineEndpoint({
  path: '/api/appConfig/getLoginConfig',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: 'Which optional login providers this server has configured, so the app shows only those.',
  request: emptyRequest,
  response: z.object({ alipay: z.boolean(), apple: z.boolean(), oneTap: z.boolean() }),
  errors: [],
});

const smsOutboxItem = z.object({
  phone: z.string(),
  type: z.number().int(),
  code: z.string(),
  create_time: z.number().int(),
});

export const smsOutbox = defineEndpoint({
  path: '/api/dev/smsOutbox',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: 'Development only (absent in production): the codes sent to a phone, newest first.',
  request: z.object({
    phone: z
      .string({ error: 'validation.phoneRequired' })
      .min(1, { error: 'validation.phoneRequired' })
      .max(INPUT_MAX.phone, { error: 'validation.phoneInvalid' }),
  }),
  response: z.object({ list: z.array(smsOutboxItem) }),
  errors: [],
});
