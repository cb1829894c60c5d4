// The square: updates with images, likes (zan) and comments, and the counts of what is new on your
// updates. SPEC §1 "square", §2; DESIGN §2 "Square". Paging and notices: docs/decisions/0044-the-square.md.
import { z } from 'zod';
import { SQUARE, UPDATES_LIST_TYPES } from '../constants.ts';
import { CODE } from '../errors.ts';
import { normalizeText, rawInputMax } from '../text.ts';
import { TEXT_RULES } from '../text-rules.ts';
import { defineEndpoint, emptyRequest, noPayload } from './endpoint.ts';
import { fileIdField, pageRequest, userIdField, userTextField } from './fields.ts';
import { publicUser } from './profile.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().nonnegative();
const idField = z.number({ error: 'validation.field' }).int().positive();

/**
 * The paging cursor of the square's lists: the first page (sent without it) answers the newest update id it saw;
 * later pages send it back and list only updates up to it, so updates posted meanwhile never shift a page (no
 * repeats, no gaps). Pull to refresh starts again without it. 0 when the square was empty.
 */
const beforeField = z.number({ error: 'validation.field' }).int().min(0).optional();

/** An update as a list shows it: the author's public profile, images, and the viewer's like state and counts. */
export const updatesItem = z.object({
  id: z.number().int(),
  content: z.string(),
  /**
   * In the order they were sent; `thumb` is a small WebP of the same shape (longest side THUMB_SIDE) for the
   * grid, `url` the full image for the preview; `width` and `height` the full image's size, so a lone image is
   * shown at its own shape before it loads.
   */
  images: z.array(
    z.object({
      url: z.string(),
      thumb: z.string(),
      width: z.number().int().optional(),
      height: z.number().int().optional(),
    }),
  ),
  create_time: z.number().int(),
  zan_count: count,
  /** 1 when the viewer liked it. */
  is_zan: flag,
  /** Comments the viewer can see (those of blocked and no-see people are left out, as in getCommentList). */
  comment_count: count,
  /** 1 on the viewer's own updates. */
  can_delete: flag,
  user: publicUser,
});
export type UpdatesItem = z.infer<typeof updatesItem>;

/** A page of updates and the cursor to send back for the next pages. */
const updatesPage = z.object({ list: z.array(updatesItem), total: z.number().int(), before: z.number().int() });
export type UpdatesPage = z.infer<typeof updatesPage>;

export const addUpdates = defineEndpoint({
  path: '/api/updates/addUpdates',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: `Post an update: text (at most ${SQUARE.updatesContentMax} characters) and up to ${SQUARE.updatesImagesMax} uploaded images, at least one of the two (-2503). Answers the update.`,
  request: z.object({
    content: userTextField(TEXT_RULES.updatesContent).default(''),
    /** File ids from POST /api/file/upload, your own, shown in this order. */
    images: z
      .array(fileIdField, { error: 'validation.fileRequired' })
      .max(SQUARE.updatesImagesMax, { error: 'validation.updatesImages' })
      .default([]),
  }),
  response: updatesItem,
  errors: [CODE.updatesEmpty, CODE.fileNotFound, CODE.muted],
});

export const getUpdatesList = defineEndpoint({
  path: '/api/updates/getUpdatesList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    "The square, newest first: `latest` everyone's, `following` the people you follow and yours, `user` one person's (userId). People blocked either way and your no-see list are left out. The first page answers `before`; send it back with later pages. `user` answers -2001 when a block stands between you.",
  request: pageRequest
    .extend({
      // A bounded string first, so the schema shows a maximum length like every other string field.
      type: z
        .string({ error: 'validation.field' })
        .max(16, { error: 'validation.field' })
        .pipe(z.enum(UPDATES_LIST_TYPES, { error: 'validation.field' }))
        .default('latest'),
      userId: userIdField.optional(),
      before: beforeField,
    })
    .refine((value) => value.type !== 'user' || value.userId != null, {
      error: 'validation.field',
      path: ['userId'],
    }),
  response: updatesPage,
  errors: [CODE.noSuchUser, CODE.accountGone],
});

export const getUpdatesDetail = defineEndpoint({
  path: '/api/updates/getUpdatesDetail',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'One update (the comments page). -2501 when it is gone or a block stands between you and its author.',
  request: z.object({ id: idField }),
  response: updatesItem,
  errors: [CODE.updatesNotFound],
});

export const deleteUpdates = defineEndpoint({
  path: '/api/updates/deleteUpdates',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Delete your own update with its comments, likes and image files. -2504 on anyone else’s.',
  request: z.object({ id: idField }),
  response: noPayload,
  errors: [CODE.updatesNotFound, CODE.notYours],
});

export const zanUpdates = defineEndpoint({
  path: '/api/updates/zanUpdates',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Like or unlike an update (a toggle): one like per person however often or concurrently it is sent. Answers the new state and count.',
  request: z.object({ id: idField }),
  response: z.object({ is_zan: flag, zan_count: count }),
  errors: [CODE.updatesNotFound],
});

export const searchUpdates = defineEndpoint({
  path: '/api/updates/searchUpdates',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Updates whose text contains the keyword, newest first, with the same leaving-out and `before` cursor as getUpdatesList.',
  request: pageRequest.extend({
    keyword: z
      .string({ error: 'validation.field' })
      .max(rawInputMax(SQUARE.keywordMax), { error: 'validation.field' })
      // As update texts are stored (text.ts), so what was typed into the update is found as typed.
      .transform((value) => normalizeText(value))
      .refine((value) => value.length > 0 && [...value].length <= SQUARE.keywordMax, { error: 'validation.field' }),
    before: beforeField,
  }),
  response: updatesPage,
  errors: [],
});

/** A comment: its author's public profile and, on a reply, whom it answers. */
export const commentItem = z.object({
  id: z.number().int(),
  updates_id: z.number().int(),
  content: z.string(),
  create_time: z.number().int(),
  /** The comment this one answers, when it is a reply (it may have been deleted since). */
  reply_id: z.number().int().nullable(),
  /** The author of the comment answered; null when it is no reply or that person is hidden from the viewer. */
  reply_user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** 1 when the viewer wrote it or wrote the update. */
  can_delete: flag,
  user: publicUser,
});
export type CommentItem = z.infer<typeof commentItem>;

export const addComment = defineEndpoint({
  path: '/api/comment/addComment',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: `Comment on an update (at most ${SQUARE.commentContentMax} characters), or reply to one of its comments with reply_id. Answers the comment.`,
  request: z.object({
    updates_id: idField,
    content: userTextField(TEXT_RULES.commentContent),
    reply_id: idField.optional(),
  }),
  response: commentItem,
  errors: [CODE.updatesNotFound, CODE.commentNotFound, CODE.muted],
});

export const getCommentList = defineEndpoint({
  path: '/api/comment/getCommentList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'The comments of an update, oldest first (new ones come at the end, so pages stay stable). Blocked and no-see people are left out.',
  request: pageRequest.extend({ updates_id: idField }),
  response: z.object({ list: z.array(commentItem), total: z.number().int() }),
  errors: [CODE.updatesNotFound],
});

export const deleteComment = defineEndpoint({
  path: '/api/comment/deleteComment',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Delete a comment: its author or the author of the update may. -2504 for anyone else.',
  request: z.object({ id: idField }),
  response: noPayload,
  errors: [CODE.commentNotFound, CODE.notYours],
});

/** What is new on your updates since you last looked (readUpdatesNotice): likes, and comments and replies to you. */
export const updatesNotice = z.object({
  zan_count: count,
  comment_count: count,
  /** zan_count + comment_count: the badge on Me. */
  total: count,
});
export type UpdatesNotice = z.infer<typeof updatesNotice>;

export const getUpdatesNotice = defineEndpoint({
  path: '/api/updates/getUpdatesNotice',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Counts of likes on your updates and of comments on them or replies to you, by others, since you last called readUpdatesNotice.',
  request: emptyRequest,
  response: updatesNotice,
  errors: [],
});

export const readUpdatesNotice = defineEndpoint({
  path: '/api/updates/readUpdatesNotice',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Mark everything counted by getUpdatesNotice as seen (when you open your updates).',
  request: emptyRequest,
  response: noPayload,
  errors: [],
});
