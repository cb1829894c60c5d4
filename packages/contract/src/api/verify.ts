// Verified photos (issue 24; docs/api.md "Member safety"). A member asks for a pose, sends a selfie in it, and an
// operator compares it with their avatar and photos in the console (api/console.ts getVerificationList,
// reviewVerification). The selfie is private: only operators see it, and it is deleted after review. An approval
// sets `verified` on the member wherever their public profile appears, for as long as their avatar is one the
// approval covered.
import { z } from 'zod';
import { VERIFY_POSES, VERIFY_STATUSES } from '../constants.ts';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';
import { fileIdField } from './fields.ts';

/** A challenge id as getChallenge answers it: 32 lowercase hex digits. */
const challengeIdField = z
  .string({ error: 'code.verifyChallengeInvalid' })
  .max(32, { error: 'code.verifyChallengeInvalid' })
  .regex(/^[a-f0-9]{32}$/, { error: 'code.verifyChallengeInvalid' });

export const verifyStatus = z.object({
  status: z.enum(VERIFY_STATUSES),
  /** The operator's reason, on `rejected`. */
  reason: z.string().optional(),
  /** On `rejected`: from when (ms since the epoch) a new try is possible (VERIFY.retryAfterMs after the review). */
  retry_after: z.number().int().optional(),
});
export type VerifyStatusInfo = z.infer<typeof verifyStatus>;

export const getVerifyChallenge = defineEndpoint({
  path: '/api/verify/getChallenge',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'A pose to take your verification selfie in (VERIFY_POSES), valid for VERIFY.challengeTtlMs. -2916 while one is under review; -2915 within a day of a rejection.',
  request: emptyRequest,
  response: z.object({ challenge_id: z.string(), pose: z.enum(VERIFY_POSES) }),
  errors: [CODE.verifyPending, CODE.verifyRetryLater],
});

export const submitVerify = defineEndpoint({
  path: '/api/verify/submit',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Sends the selfie (an uploaded image file, private from now on) for the challenge; it goes to the console’s queue. Answers your status (`pending`).',
  request: z.object({ challenge_id: challengeIdField, fileId: fileIdField }),
  response: verifyStatus,
  errors: [CODE.verifyChallengeInvalid, CODE.fileNotFound, CODE.verifyPending, CODE.verifyRetryLater],
});

export const getVerifyStatus = defineEndpoint({
  path: '/api/verify/getStatus',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Your verification: none, pending, approved (while your avatar is one the approval covered) or rejected, with the reason and when you may try again.',
  request: emptyRequest,
  response: verifyStatus,
  errors: [],
});
