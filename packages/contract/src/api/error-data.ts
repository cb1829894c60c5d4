// What a refusal carries under `data`, per code: null unless listed here. The OpenAPI document describes each
// error answer with it, and the conformance test holds the server's real answers to it (docs/api.md "Codes").
import { z } from 'zod';
import { CODE, type Code } from '../errors.ts';

/** Seconds until a limit frees up, as in the Retry-After header. */
const retryAfter = z.object({ retryAfter: z.number().int().min(1) });

const ERROR_DATA: Partial<Record<Code, z.ZodType>> = {
  // The schema's refusals, and Fastify's own (bad JSON, wrong content type, too large) naming `body`.
  [CODE.paramsError]: z.object({ field: z.string() }),
  [CODE.usernameTaken]: z.object({ field: z.literal('username') }),
  // A compared wrong guess says how many tries are left; a used, superseded or killed code says nothing.
  [CODE.wrongCode]: z.object({ attemptsLeft: z.number().int().min(0) }).nullable(),
  // A send limit says when to retry; a failed provider does not.
  [CODE.smsError]: retryAfter.nullable(),
  // Password guessing says when to retry (and Retry-After); the per-address budget only sends the header.
  [CODE.tooManyRequests]: retryAfter.nullable(),
  // getZanMeList tells how many liked you; the feed's VIP filters tell nothing.
  [CODE.vipRequired]: z.object({ total: z.number().int().min(0) }).nullable(),
  // The id of the request in the server's log, as the x-request-id header.
  [CODE.serverError]: z.object({ requestId: z.string() }),
  // Readiness names what is down; any other endpoint says nothing.
  // A mute or a suspension says when it ends (ms since the epoch; the message names it in the caller's language).
  [CODE.muted]: z.object({ until: z.number().int() }),
  [CODE.suspended]: z.object({ until: z.number().int() }),
  // Member safety: the new-conversation budget says when it resets (ms since the epoch, midnight CST); a refused
  // first message names the recipient's policy so the composer can say who may write; a verification or an export
  // too soon says when to retry.
  [CODE.newConversationLimit]: z.object({ until: z.number().int() }),
  [CODE.messagePolicyRefused]: z.object({ policy: z.enum(['verified', 'following']) }),
  [CODE.verifyRetryLater]: z.object({ until: z.number().int() }),
  [CODE.dataExportLimit]: retryAfter,
  // A locked operator name says when to retry.
  [CODE.operatorLocked]: retryAfter,
  [CODE.serviceBusy]: z.object({ database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down', 'none']) }).nullable(),
};

const NO_DATA = z.null();

/** The schema of `data` in an answer with this code (never 0: a success carries its endpoint's payload). */
export function errorDataOf(code: Code): z.ZodType {
  return ERROR_DATA[code] ?? NO_DATA;
}
