// The operator console's API (issue 23; docs/api.md "The console"). Names are fixed so that other tools can script
// it. Operators are not members: a console session is an httpOnly, SameSite=Strict cookie (CONSOLE.cookie) set by
// login, and every call but login, changePassword and getSession sends its CSRF token in the CONSOLE.csrfHeader
// header. No member token opens these endpoints, and no console session opens a member one.
//
// These endpoints are `consoleEndpoints`, apart from the member app's `endpoints`: the member app never loads them.
// Images in these answers (evidence, photos, screenshots) are URLs that only a console session can open.
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  CONSOLE,
  CONTENT_TARGET,
  MESSAGE_TYPES,
  MODERATION_ACTIONS,
  OPERATOR_ROLES,
  SAFETY,
  VERIFY,
  VERIFY_POSES,
} from '../constants.ts';
import { CODE } from '../errors.ts';
import { messageIdField } from './chat.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { pageRequest, userIdField } from './fields.ts';
import { publicUser } from './profile.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().nonnegative();
/** A time in ms since the epoch; 0 for none. */
const time = z.number().int();

const operatorName = z
  .string({ error: 'validation.operatorName' })
  .max(32, { error: 'validation.operatorName' })
  .regex(CONSOLE.namePattern, { error: 'validation.operatorName' });
const operatorPassword = z
  .string({ error: 'validation.operatorPassword' })
  .min(CONSOLE.passwordMin, { error: 'validation.operatorPassword' })
  .max(CONSOLE.passwordMax, { error: 'validation.operatorPassword' });
/** The password to log in with: any length up to the maximum, so a wrong one is a failed login, not a params error. */
const givenPassword = z
  .string({ error: 'validation.operatorPassword' })
  .min(1, { error: 'validation.operatorPassword' })
  .max(CONSOLE.passwordMax, { error: 'validation.operatorPassword' });
const otp = z.string({ error: 'validation.otp' }).regex(/^\d{6}$/, { error: 'validation.otp' });
/** An operator's reason: told to the member in a `system` notice, kept in the audit log. */
const reason = z
  .string({ error: 'validation.reason' })
  .trim()
  .min(1, { error: 'validation.reason' })
  .max(CONSOLE.reasonMax, { error: 'validation.reason' });
const idField = z.number({ error: 'validation.field' }).int().positive();
/** What a report or a removal names: a user's, update's, comment's or photo's id, or a message's message_id. */
const targetId = z.union([z.number().int(), z.string()]);

export const operator = z.object({ id: z.number().int(), name: z.string(), role: z.enum(OPERATOR_ROLES) });
export type Operator = z.infer<typeof operator>;

/** A member as the queue and the audit log show them. */
export const memberSummary = z.object({
  id: z.number().int(),
  userid: z.string(),
  username: z.string(),
  avatar: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** Sanctions in force on a member (0 / 0 when none), and whether protection took them out of the feed. */
export const memberState = z.object({
  muted_until: time,
  /** A suspension's end; a ban is `banned` 1. */
  suspended_until: time,
  banned: flag,
  shadowbanned: flag,
  /** Out of the feed by protection before review (MODERATION) until an operator looks. */
  held: flag,
  /** The account was deleted (its evidence is still kept for the retention period). */
  deleted: flag,
});
export type MemberState = z.infer<typeof memberState>;

/**
 * One item of the queue: every open report on one target (a person, an update, a comment or a message), or a
 * member's appeal (`kind` appeal: target_type and target_id are those of what was sanctioned or removed, or the
 * member for a mute or suspension). `member` is who is reported or appeals. `held` items come first.
 */
export const reportCase = z.object({
  id: z.number().int(),
  kind: z.enum(['report', 'appeal']),
  target_type: z.number().int(),
  target_id: targetId,
  member: memberSummary,
  /** The distinct reasons given (REPORT_REASONS); empty for an appeal. */
  reasons: z.array(z.number().int()),
  count,
  first_time: time,
  last_time: time,
  status: z.enum(['open', 'closed']),
  held: flag,
});
export type ReportCase = z.infer<typeof reportCase>;

/** One report of a case. */
export const reportEntry = z.object({
  id: z.number().int(),
  /** null when the reporter's account was deleted since. */
  reporter: memberSummary.nullable(),
  reason: z.number().int(),
  content: z.string(),
  /** Screenshot URLs. */
  images: z.array(z.string()),
  create_time: time,
  /**
   * 1 when the system filed it, not a member (reporter null): money talk to SAFETY.moneyStrangersMax people who
   * did not know the sender within SAFETY.moneyWindowMs; `content` lists the messages that set it off.
   */
  automatic: flag.optional(),
});

/** What was reported or appealed, as it was when reported, even if it was revoked, deleted or removed since. */
export const evidenceTarget = z.object({
  target_type: z.number().int(),
  target_id: targetId,
  /** The update's, comment's or message's text; a profile's signature. */
  text: z.string(),
  /** Image URLs: the update's or message's images, a profile's avatar and album photos. */
  images: z.array(z.string()),
  create_time: time,
  /** 1 when it is no longer there for members (revoked, deleted or removed): this is the kept copy. */
  gone: flag,
  /** For a profile: its public profile as it is now (null once deleted). */
  profile: publicUser.nullable(),
});
export type EvidenceTarget = z.infer<typeof evidenceTarget>;

/** A message around a reported one, in the order sent. */
export const contextMessage = z.object({
  message_id: z.string(),
  from_user_id: z.number().int(),
  /** The chat message type (text, image, emote, ...) as in chatMessage. */
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  images: z.array(z.string()),
  create_time: time,
  revoked: flag,
  /** 1 for the reported message itself. */
  reported: flag,
});

export const auditEntry = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  /** The member concerned; 0 for none (an operator change, a login). */
  user_id: z.number().int(),
  /** The queue item it came from; 0 for none. */
  report_id: z.number().int(),
  reason: z.string(),
  /** What else tells the action apart: hours, the removed content's type and id, the operator changed. */
  detail: z.string(),
  create_time: time,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A member's appeal, on an appeal item. */
export const appealDetail = z.object({
  id: z.number().int(),
  content: z.string(),
  create_time: time,
  /** What is appealed: the action (or removeContent) with its reason and end. */
  action: z.enum([...MODERATION_ACTIONS, 'removeContent']),
  reason: z.string(),
  until: time,
});

// ---------------------------------------------------------------------------------------------------------------
// Sessions

export const consoleLogin = defineEndpoint({
  path: '/api/console/login',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary: `An operator logs in with name, password and TOTP (RFC 6238). Sets the session cookie (${CONSOLE.cookie}) and answers the CSRF token. ${CONSOLE.loginFailuresMax} failures lock the name for ${CONSOLE.lockMs / 60_000} minutes (-2923); an unchanged one-time password answers -2921.`,
  request: z.object({ name: z.string({ error: 'validation.operatorName' }).max(64), password: givenPassword, otp }),
  response: z.object({ operator, csrf: z.string() }),
  errors: [CODE.operatorLoginFailed, CODE.operatorLocked, CODE.operatorPasswordChange],
});

export const consoleChangePassword = defineEndpoint({
  path: '/api/console/changePassword',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'Replaces an operator’s password (the one-time password `operator add` or `reset` printed, or the current one), with a TOTP. Failures count towards the lock as logins do. Does not log in.',
  request: z.object({
    name: z.string({ error: 'validation.operatorName' }).max(64),
    password: givenPassword,
    new_password: operatorPassword,
    otp,
  }),
  response: noPayload,
  errors: [CODE.operatorLoginFailed, CODE.operatorLocked],
});

export const consoleLogout = defineEndpoint({
  path: '/api/console/logout',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: 'Ends this console session and clears its cookie.',
  request: emptyRequest,
  response: noPayload,
  errors: [],
});

export const consoleGetSession = defineEndpoint({
  path: '/api/console/getSession',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'Who this console session is, and its CSRF token (the console asks after a reload). Needs the cookie only, not the CSRF header.',
  request: emptyRequest,
  response: z.object({ operator, csrf: z.string(), expires_at: time }),
  errors: [],
});

// ---------------------------------------------------------------------------------------------------------------
// The queue

export const consoleGetReportList = defineEndpoint({
  path: '/api/console/getReportList',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'The queue: open (or closed) items, one per reported target or appeal. Open: held first, then most reported, then oldest. Closed: most recently closed first.',
  request: pageRequest.extend({ status: z.enum(['open', 'closed'], { error: 'validation.field' }).default('open') }),
  response: z.object({ list: z.array(reportCase), total: count }),
  errors: [],
});

export const consoleGetReport = defineEndpoint({
  path: '/api/console/getReport',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: `One queue item with its evidence: every report on the target, the target as reported (kept even if revoked or deleted since), for a message the ${CONSOLE.contextMessages} messages before and after it, the member's earlier items and actions, and the appeal. The look is audited (viewReport); opening a held item does not release it.`,
  request: z.object({ id: idField }),
  response: z.object({
    report: reportCase,
    reports: z.array(reportEntry),
    target: evidenceTarget,
    context: z.array(contextMessage),
    appeal: appealDetail.nullable(),
    member_state: memberState,
    history: z.object({ reports: z.array(reportCase), actions: z.array(auditEntry) }),
  }),
  errors: [CODE.reportNotFound],
});

export const consoleTakeAction = defineEndpoint({
  path: '/api/console/takeAction',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'Acts on a member at once, on every instance: warn (a system notice), mute or suspend for `hours`, ban, shadowban, or lift. With `reportId` it closes that queue item (an appeal: lift accepts it). Audited.',
  request: z.object({
    userId: userIdField,
    action: z.enum(MODERATION_ACTIONS, { error: 'validation.field' }),
    reason,
    hours: z
      .number({ error: 'validation.hours' })
      .int({ error: 'validation.hours' })
      .min(1, { error: 'validation.hours' })
      .max(CONSOLE.hoursMax, { error: 'validation.hours' })
      .optional(),
    reportId: idField.optional(),
  }),
  response: z.object({ state: memberState }),
  errors: [CODE.noSuchUser, CODE.reportNotFound],
});

export const consoleRemoveContent = defineEndpoint({
  path: '/api/console/removeContent',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'Removes an update, comment, message, album photo, avatar, signature or username (CONTENT_TARGET) for everyone, and tells its author in a system notice they may appeal. The kept evidence stays for operators. Audited.',
  request: z.object({
    target_type: z.union(
      Object.values(CONTENT_TARGET).map((value) => z.literal(value)),
      { error: 'validation.field' },
    ),
    target_id: z.union([userIdField, messageIdField], { error: 'validation.field' }),
    reason,
    reportId: idField.optional(),
  }),
  response: noPayload,
  errors: [CODE.contentNotFound, CODE.reportNotFound],
});

export const consoleDismissReport = defineEndpoint({
  path: '/api/console/dismissReport',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'Closes a queue item with no action (for an appeal: refuses it, and the member is told). Releases a held member. Audited.',
  request: z.object({ id: idField, reason }),
  response: noPayload,
  errors: [CODE.reportNotFound],
});

// ---------------------------------------------------------------------------------------------------------------
// Members

/** A member in search results. The phone is always masked here. */
export const memberRow = memberSummary.extend({
  phone: z.string(),
  gender: z.number().int(),
  create_time: time,
  state: memberState,
});

export const consoleSearchMembers = defineEndpoint({
  path: '/api/console/searchMembers',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: `Members by id (the number or its userid), name (part of it) or phone (whole), at most ${CONSOLE.searchMax}.`,
  request: z.object({
    keyword: z.string({ error: 'validation.field' }).trim().min(1, { error: 'validation.field' }).max(64),
  }),
  response: z.object({ list: z.array(memberRow) }),
  errors: [],
});

export const consoleGetMember = defineEndpoint({
  path: '/api/console/getMember',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'A member’s page: profile, photos, counts, reports by and against them, actions, orders and devices. The phone is masked unless an admin asks `revealPhone` (audited: revealPhone); every look is audited (viewMember).',
  request: z.object({ userId: userIdField, revealPhone: z.boolean({ error: 'validation.field' }).optional() }),
  response: z.object({
    profile: publicUser,
    phone: z.string(),
    photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
    counts: z.object({
      follows: count,
      fans: count,
      updates: count,
      comments: count,
      messages_sent: count,
      reports_made: count,
      reports_against: count,
    }),
    state: memberState,
    reports_by: z.array(reportCase),
    reports_against: z.array(reportCase),
    actions: z.array(auditEntry),
    orders: z.array(
      z.object({
        order_no: z.string(),
        /** `recharge` or `vip`. */
        kind: z.string(),
        amount: z.number(),
        status: z.string(),
        create_time: time,
      }),
    ),
    devices: z.array(z.object({ platform: z.string(), create_time: time, last_active_time: time })),
  }),
  errors: [CODE.noSuchUser, CODE.operatorForbidden],
});

// ---------------------------------------------------------------------------------------------------------------
// The audit log and the numbers

export const consoleGetAuditLog = defineEndpoint({
  path: '/api/console/getAuditLog',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: 'Every action, removal, dismissal, look at private data and operator change, newest first.',
  request: pageRequest.extend({ operatorId: idField.optional(), userId: userIdField.optional() }),
  response: z.object({ list: z.array(auditEntry), total: count }),
  errors: [],
});

/** One day of the service, in China Standard Time days. `income`: recharges paid that day, in yuan. */
export const statDay = z.object({
  date: z.string(),
  signups: count,
  active: count,
  messages: count,
  updates: count,
  reports_opened: count,
  reports_closed: count,
  income: z.number(),
  vip_sold: count,
});
export type StatDay = z.infer<typeof statDay>;

export const consoleGetStats = defineEndpoint({
  path: '/api/console/getStats',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: `The service a day at a time for the last \`days\` days (today included, at most ${CONSOLE.statsDaysMax}), oldest first.`,
  request: z.object({
    days: z.number({ error: 'validation.field' }).int().min(1).max(CONSOLE.statsDaysMax).default(30),
  }),
  response: z.object({ list: z.array(statDay) }),
  errors: [],
});

// ---------------------------------------------------------------------------------------------------------------
// Operators (admins only; `npm run operator` does the same from a shell)

export const operatorRow = operator.extend({
  /** `new` until the one-time password is changed. */
  status: z.enum(['new', 'active', 'disabled']),
  create_time: time,
  last_login_time: time,
});

/** What `addOperator` and `resetOperator` answer once: the one-time password and the TOTP secret's URI. */
const operatorSecret = z.object({ name: z.string(), password: z.string(), otpauth: z.string() });

export const consoleGetOperatorList = defineEndpoint({
  path: '/api/console/getOperatorList',
  method: 'POST',
  auth: 'operator',
  role: 'admin',
  payload: 'data',
  summary: 'Every operator.',
  request: emptyRequest,
  response: z.object({ list: z.array(operatorRow) }),
  errors: [],
});

export const consoleAddOperator = defineEndpoint({
  path: '/api/console/addOperator',
  method: 'POST',
  auth: 'operator',
  role: 'admin',
  payload: 'data',
  summary:
    'Adds an operator: answers a one-time password and an otpauth:// URI for an authenticator app, shown once. Audited.',
  request: z.object({ name: operatorName, role: z.enum(OPERATOR_ROLES, { error: 'validation.field' }) }),
  response: operatorSecret,
  errors: [CODE.operatorNameTaken],
});

export const consoleDisableOperator = defineEndpoint({
  path: '/api/console/disableOperator',
  method: 'POST',
  auth: 'operator',
  role: 'admin',
  payload: 'data',
  summary: 'Disables an operator (not yourself): their sessions end at once. Audited.',
  request: z.object({ id: idField }),
  response: noPayload,
  errors: [CODE.operatorNotFound, CODE.notYourself],
});

export const consoleResetOperator = defineEndpoint({
  path: '/api/console/resetOperator',
  method: 'POST',
  auth: 'operator',
  role: 'admin',
  payload: 'data',
  summary:
    'Gives an operator a new one-time password and TOTP secret (and enables a disabled one); their sessions end. Audited.',
  request: z.object({ id: idField }),
  response: operatorSecret,
  errors: [CODE.operatorNotFound],
});

/** Every console endpoint by name, apart from the member app's `endpoints`. */
// ---------------------------------------------------------------------------------------------------------------
// Member safety (issue 24): verified photos and the money words

/**
 * A verification waiting for review: the selfie in its pose beside the member's avatar and album photos. Opening
 * the list is a look at private data (audited as viewVerification).
 */
export const verificationItem = z.object({
  id: z.number().int(),
  member: memberSummary,
  pose: z.enum(VERIFY_POSES),
  /** The selfie's URL (a console session opens it). */
  selfie: z.string(),
  /** The avatar and album photos an approval covers. */
  photos: z.array(z.string()),
  create_time: time,
});
export type VerificationItem = z.infer<typeof verificationItem>;

export const consoleGetVerificationList = defineEndpoint({
  path: '/api/console/getVerificationList',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: 'Verifications waiting for review, oldest first.',
  request: pageRequest,
  response: z.object({ list: z.array(verificationItem), total: count }),
  errors: [],
});

export const consoleReviewVerification = defineEndpoint({
  path: '/api/console/reviewVerification',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary:
    'Approves (the member is verified while their avatar is one shown here) or rejects (with a reason, told in a notice; a new try after a day) a verification; the selfie is deleted either way.',
  request: z
    .object({
      id: idField,
      approve: z.boolean({ error: 'validation.field' }),
      reason: z
        .string({ error: 'validation.reason' })
        .trim()
        .max(VERIFY.reasonMax, { error: 'validation.reason' })
        .optional(),
    })
    .refine((input) => input.approve || (input.reason ?? '').length > 0, {
      error: 'validation.reason',
      path: ['reason'],
    }),
  response: noPayload,
  errors: [CODE.verificationNotFound],
});

const safetyWord = z
  .string({ error: 'validation.field' })
  .trim()
  .min(1, { error: 'validation.field' })
  .max(SAFETY.wordMax, { error: 'validation.field' });

export const consoleGetSafetyWords = defineEndpoint({
  path: '/api/console/getSafetyWords',
  method: 'POST',
  auth: 'operator',
  payload: 'data',
  summary: 'The money words that put a `money` safety tip on a message from a stranger.',
  request: emptyRequest,
  response: z.object({ words: z.array(z.string()) }),
  errors: [],
});

export const consoleSetSafetyWords = defineEndpoint({
  path: '/api/console/setSafetyWords',
  method: 'POST',
  auth: 'operator',
  role: 'admin',
  payload: 'data',
  summary: 'Replaces the money words (admin only; audited as editSafetyWords). Takes effect on every instance at once.',
  request: z.object({
    words: z
      .array(safetyWord)
      .min(1, { error: 'validation.field' })
      .max(SAFETY.wordsMax, { error: 'validation.field' }),
  }),
  response: z.object({ words: z.array(z.string()) }),
  errors: [],
});

export const consoleEndpoints = {
  consoleLogin,
  consoleChangePassword,
  consoleLogout,
  consoleGetSession,
  consoleGetReportList,
  consoleGetReport,
  consoleTakeAction,
  consoleRemoveContent,
  consoleDismissReport,
  consoleSearchMembers,
  consoleGetMember,
  consoleGetAuditLog,
  consoleGetStats,
  consoleGetOperatorList,
  consoleAddOperator,
  consoleDisableOperator,
  consoleResetOperator,
  consoleGetVerificationList,
  consoleReviewVerification,
  consoleGetSafetyWords,
  consoleSetSafetyWords,
} as const;
export type ConsoleEndpoints = typeof consoleEndpoints;
export type ConsoleEndpointName = keyof ConsoleEndpoints;
