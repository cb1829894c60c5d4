// Web Push (SPEC §7 "Push"): the app registers the browser's subscription after login; a user with no
// open chat socket is notified of a new message, without its content unless that device allows previews.
import { z } from 'zod';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';

/** A standard Web Push subscription (PushSubscription.toJSON()), as JSON text: SPEC's `push_id`. */
export const PUSH_ID_MAX = 2048;
const pushIdField = z
  .string({ error: 'validation.pushSubscription' })
  .min(1, { error: 'validation.pushSubscription' })
  .max(PUSH_ID_MAX, { error: 'validation.pushSubscription' });

export const getPushConfig = defineEndpoint({
  path: '/api/push/getPushConfig',
  method: 'GET',
  auth: 'none',
  payload: 'data',
  summary: "Whether this server sends Web Push, and its VAPID public key (the subscription's applicationServerKey).",
  request: emptyRequest,
  response: z.object({ enabled: z.boolean(), publicKey: z.string() }),
  errors: [],
});

export const addPushId = defineEndpoint({
  path: '/api/push/addPushId',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Registers this device for notifications (it ends with the login session). `preview` 1 shows who wrote and what; 0 (default) only that a message came.',
  request: z.object({
    push_id: pushIdField,
    preview: z.union([z.literal(0), z.literal(1)], { error: 'validation.field' }).default(0),
  }),
  response: noPayload,
  errors: [CODE.pushUnavailable],
});

export const removePushId = defineEndpoint({
  path: '/api/push/removePushId',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Stops notifications to this device (the app calls it before logout; logout ends them anyway).',
  request: z.object({ push_id: pushIdField }),
  response: noPayload,
  errors: [],
});
