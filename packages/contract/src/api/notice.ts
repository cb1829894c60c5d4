// The notification centre: one list of what others did that concerns you (NOTICE_TYPES), its unread counts, and
// which kinds may reach an offline device by Web Push. Each new notice also comes live as a `notice` frame in the
// event stream (../realtime.ts). docs/api.md "Notices".
import { z } from 'zod';
import { CONSOLE, MODERATION_ACTIONS, NOTICE_TYPES } from '../constants.ts';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { pageRequest } from './fields.ts';
import { publicUser } from './profile.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().nonnegative();
const noticeTypeField = z
  .string({ error: 'validation.field' })
  .max(16, { error: 'validation.field' })
  .pipe(z.enum(NOTICE_TYPES, { error: 'validation.field' }));

/** One notice. */
export const noticeItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  /**
   * Who did it: their public profile; null for `system`, and for `zan_user` and `visit` while you are not VIP (who
   * liked or visited you is VIP's to see, as in getZanMeList and getVisitorList: show "someone").
   */
  from_user: publicUser.nullable(),
  /**
   * What it is about: the update for `zan_updates`, `comment` and `reply` (open its comments page); the person
   * (from_user's id) for `zan_user`, `follow`, `match` and `visit` (0 when from_user is null); 0 for `system`.
   */
  target_id: z.number().int(),
  /**
   * The words it quotes, at most NOTICE.summaryMax characters: the comment or reply, the liked update's text; for
   * `system`, the operator's reason in full (at most CONSOLE.reasonMax); empty for the others.
   */
  summary: z.string(),
  create_time: z.number().int(),
  is_read: flag,
  /**
   * On a `system` notice from moderation: what was done (an action, `removeContent`, or the answer to an appeal),
   * until when (0: no end), and whether it may be appealed from here (`can`), was (`sent`), or was answered.
   * Show its text from these in the reader's language, with `summary` as the reason. null on every other notice.
   */
  moderation: z
    .object({
      action: z.enum([...MODERATION_ACTIONS, 'removeContent', 'appealAccepted', 'appealRejected']),
      until: z.number().int(),
      appeal: z.enum(['none', 'can', 'sent', 'accepted', 'rejected']),
    })
    .nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/** Unread notices: `num` in all (the Me tab's badge) and per type. */
export const noticeUnread = z.object({
  num: count,
  types: z.object(
    Object.fromEntries(NOTICE_TYPES.map((type) => [type, count])) as Record<
      (typeof NOTICE_TYPES)[number],
      typeof count
    >,
  ),
});
export type NoticeUnread = z.infer<typeof noticeUnread>;

export const getNoticeList = defineEndpoint({
  path: '/api/notice/getNoticeList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Your notices, newest first, all or of one `type`. Nothing from a person blocked either way; a deleted account’s notices are gone.',
  request: pageRequest.extend({ type: noticeTypeField.optional() }),
  response: z.object({ list: z.array(noticeItem), total: z.number().int() }),
  errors: [],
});

export const getNoticeUnreadNum = defineEndpoint({
  path: '/api/notice/getUnreadNum',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'How many of your notices are unread: `num` in all, and per type.',
  request: emptyRequest,
  response: noticeUnread,
  errors: [],
});

export const readNotice = defineEndpoint({
  path: '/api/notice/readNotice',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Marks one notice (`id`, yours) as read, or without `id` all of them (or all of one `type`).',
  request: z.object({
    id: z.number({ error: 'validation.field' }).int().positive().optional(),
    type: noticeTypeField.optional(),
  }),
  response: noPayload,
  errors: [],
});

/** Your notification settings. */
export const noticeSetting = z.object({
  /** The kinds of notice Web Push may announce on your devices while you are away. */
  push_types: z.array(z.enum(NOTICE_TYPES)),
  /** VIP: 1 when your visits to others' profiles are not recorded (they do not see you among their visitors). */
  hide_visits: flag,
});
export type NoticeSetting = z.infer<typeof noticeSetting>;

export const getNoticeSetting = defineEndpoint({
  path: '/api/notice/getNoticeSetting',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Your notification settings: which kinds Web Push announces, and (VIP) whether your visits are hidden.',
  request: emptyRequest,
  response: noticeSetting,
  errors: [],
});

export const saveNoticeSetting = defineEndpoint({
  path: '/api/notice/saveNoticeSetting',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Changes your notification settings; a field left out stays. `hide_visits` 1 is for VIP members (-2805 otherwise). Answers the settings.',
  request: z.object({
    push_types: z
      .array(noticeTypeField, { error: 'validation.field' })
      .max(NOTICE_TYPES.length, { error: 'validation.field' })
      .optional(),
    hide_visits: flag.optional(),
  }),
  response: noticeSetting,
  errors: [CODE.vipRequired],
});

export const appealNotice = defineEndpoint({
  path: '/api/notice/appeal',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    "Appeals once against a mute, a suspension or a removal, from its `system` notice (`moderation.appeal` is `can`). The appeal joins the operators' queue; the answer comes back as a notice.",
  request: z.object({
    id: z.number({ error: 'validation.field' }).int().positive(),
    content: z
      .string({ error: 'validation.appeal' })
      .trim()
      .min(1, { error: 'validation.appeal' })
      .max(CONSOLE.appealMax, { error: 'validation.appeal' }),
  }),
  response: noPayload,
  errors: [CODE.appealNotAllowed, CODE.appealAlreadySent],
});
