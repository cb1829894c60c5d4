// People: relations (follow, zan, top, block, no-see) and their lists, the matchmaking feed,
// search, and reports. SPEC §1, §6, §7; DESIGN §2 "Endpoints the specification implies", §3.
import { z } from 'zod';
import {
  FEED,
  GENDERS,
  INPUT_MAX,
  MESSAGE_POLICIES,
  REPORT_IMAGES_MAX,
  REPORT_REASONS,
  REPORT_TARGET,
  SEARCH_KEYWORD_MAX,
} from '../constants.ts';
import { CODE } from '../errors.ts';
import { normalizeText, rawInputMax } from '../text.ts';
import { TEXT_RULES } from '../text-rules.ts';
import { messageIdField } from './chat.ts';
import { defineEndpoint } from './endpoint.ts';
import { fileIdField, pageRequest, userIdField, userTextField } from './fields.ts';
import { publicUser } from './profile.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().nonnegative();
const userIdRequest = z.object({ userId: userIdField });

/** The viewer's relations to a person (getUserDetail, feed cards). */
export const relationFlags = z.object({ is_follow: flag, is_zan: flag, is_top: flag, is_block: flag, is_nosee: flag });

/** Another user's profile page: the public profile, the viewer's relation flags, and the person's counts. */
export const userDetail = publicUser.extend({
  ...relationFlags.shape,
  /** People this person follows. */
  follow_count: count,
  /** People who follow this person. */
  fans_count: count,
  /** Likes (zan) this person received. */
  zan_count: count,
  /** 1 when active within FEED.recentActiveMs; the exact time is never shown. */
  recent_active: flag,
  /** Who may start a conversation with this person (their setting), so the profile and chat can say it. */
  message_policy: z.enum(MESSAGE_POLICIES),
  /**
   * 1 when the viewer may write to this person now as far as their policy goes (always 1 once a conversation
   * exists); 0 and the composer says who may write before anyone types. The daily budget is not counted here.
   */
  may_write: flag,
});
export type UserDetail = z.infer<typeof userDetail>;

/** A person on the feed or in search results: enough for a large card and its full-screen photo view. */
export const personCard = publicUser.extend({
  recent_active: flag,
  is_follow: flag,
  is_zan: flag,
  /** Up to 9 album photos, newest first. */
  photos: z.array(z.object({ url: z.string(), thumb: z.string() })),
});
export type PersonCard = z.infer<typeof personCard>;

/** An item of a relation list: the person and when the relation began. */
export const relationItem = publicUser.extend({ relation_time: z.number().int() });
export type RelationItem = z.infer<typeof relationItem>;

const relationList = z.object({ list: z.array(relationItem), total: z.number().int() });

function toggle<K extends string>(path: `/api/${string}`, summary: string, state: K) {
  return defineEndpoint({
    path,
    method: 'POST',
    auth: 'user',
    payload: 'data',
    summary,
    request: userIdRequest,
    response: z.object({ [state]: flag } as Record<K, typeof flag>),
    errors: [CODE.noSuchUser, CODE.accountGone, CODE.notYourself, CODE.blocked],
  });
}

export const followUser = toggle(
  '/api/chat/followUser',
  'Follow or unfollow a person; answers the new state.',
  'is_follow',
);
export const topUser = toggle(
  '/api/chat/top',
  'Pin or unpin a person (their chat comes first); answers the new state.',
  'is_top',
);
export const blockUser = toggle(
  '/api/chat/blockUser',
  'Block or unblock a person. A block works both ways: each disappears from the other, and follows end.',
  'is_block',
);
export const noSeeUser = toggle(
  '/api/user/noSeeUser',
  "Hide or show again a person's updates in your square; answers the new state.",
  'is_nosee',
);

export const zan = defineEndpoint({
  path: '/api/chat/zan',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'Like (zan) or unlike a person, once per person however often it is sent; answers the new state and count.',
  request: userIdRequest,
  response: z.object({ is_zan: flag, zan_count: count }),
  errors: [CODE.noSuchUser, CODE.accountGone, CODE.notYourself, CODE.blocked],
});

function relationListEndpoint(path: `/api/${string}`, summary: string) {
  return defineEndpoint({
    path,
    method: 'POST',
    auth: 'user',
    payload: 'data',
    summary,
    request: pageRequest,
    response: relationList,
    errors: [],
  });
}

export const getFollowList = relationListEndpoint('/api/user/getFollowList', 'People you follow, newest first.');
export const getFansList = relationListEndpoint('/api/user/getFansList', 'People who follow you, newest first.');
export const getZanMeList = {
  ...relationListEndpoint(
    '/api/user/getZanMeList',
    'People who liked you, newest first. VIP only: others get -2805 with `data.total`, how many liked them.',
  ),
  errors: [CODE.vipRequired],
};
export const getBlockList = relationListEndpoint('/api/user/getBlockList', 'People you blocked, newest first.');
export const getNoSeeList = relationListEndpoint(
  '/api/user/getNoSeeList',
  'People whose updates you hid, newest first.',
);

/** A match: two people who each liked the other. The person, and when the second like made it. */
export const matchItem = publicUser.extend({ match_time: z.number().int() });
export type MatchItem = z.infer<typeof matchItem>;

export const getMatchList = defineEndpoint({
  path: '/api/user/getMatchList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Your matches (people you liked who liked you), newest first. Taking back either like ends a match; a block ends both likes.',
  request: pageRequest,
  response: z.object({ list: z.array(matchItem), total: z.number().int() }),
  errors: [],
});

/** A visitor of your profile: the person and their latest visit (one a day is recorded). */
export const visitorItem = publicUser.extend({ visit_time: z.number().int() });
export type VisitorItem = z.infer<typeof visitorItem>;

export const getVisitorList = defineEndpoint({
  path: '/api/user/getVisitorList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Who opened your profile, latest visit first. VIP only: others get -2805 with `data.total`, how many people visited.',
  request: pageRequest,
  response: z.object({ list: z.array(visitorItem), total: z.number().int() }),
  errors: [CODE.vipRequired],
});

export const getUserDetail = defineEndpoint({
  path: '/api/user/getUserDetail',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    "Another user's profile with your relation flags and their counts (yours too, as others see it). -2001 when there is no such user, or a block stands between you; -2012 when the account was deleted (nothing more of it is told).",
  request: userIdRequest,
  response: userDetail,
  errors: [CODE.noSuchUser, CODE.accountGone],
});

const optionalInt = (min: number, max: number) =>
  z.number({ error: 'validation.field' }).int().min(min).max(max).optional();

export const getRecommendList = defineEndpoint({
  path: '/api/user/getRecommendList',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'The matchmaking feed (docs/feed.md). The first page answers a `snapshot`; send it back with later pages so they never repeat or skip a person.',
  request: pageRequest.extend({
    snapshot: z.string({ error: 'validation.field' }).max(64, { error: 'validation.field' }).optional(),
    /** Absent: who the viewer wants to meet (their want_gender); 0: anyone; 1 men; 2 women. */
    gender: z
      .number({ error: 'validation.field' })
      .refine((value) => (GENDERS as readonly number[]).includes(value), { error: 'validation.field' })
      .optional(),
    ageMin: optionalInt(FEED.ageMin, FEED.ageMax),
    ageMax: optionalInt(FEED.ageMin, FEED.ageMax),
    province: z.string({ error: 'validation.regionInvalid' }).max(INPUT_MAX.region).trim().optional(),
    city: z.string({ error: 'validation.regionInvalid' }).max(INPUT_MAX.region).trim().optional(),
    heightMin: optionalInt(FEED.heightMin, FEED.heightMax),
    heightMax: optionalInt(FEED.heightMin, FEED.heightMax),
    /** Only verified members (their badge). */
    verifiedOnly: z.boolean({ error: 'validation.field' }).optional(),
  }),
  response: z.object({ list: z.array(personCard), total: z.number().int(), snapshot: z.string() }),
  // heightMin and heightMax are VIP filters (VIP_FEED_FILTERS).
  errors: [CODE.vipRequired],
});

export const searchUser = defineEndpoint({
  path: '/api/user/searchUser',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'People by name (part of it) or account number (exactly); never by phone number.',
  request: pageRequest.extend({
    keyword: z
      .string({ error: 'validation.field' })
      .max(rawInputMax(SEARCH_KEYWORD_MAX), { error: 'validation.field' })
      // As names are stored (text.ts): NFKC but for Chinese punctuation, so "小明！" finds "小明！".
      .transform((value) => normalizeText(value))
      .refine((value) => value.length > 0 && [...value].length <= SEARCH_KEYWORD_MAX, { error: 'validation.field' }),
    /** Only verified members (their badge). */
    verifiedOnly: z.boolean({ error: 'validation.field' }).optional(),
  }),
  response: z.object({ list: z.array(personCard), total: z.number().int() }),
  errors: [],
});

export const addReport = defineEndpoint({
  path: '/api/report/addReport',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: `Report a person, an update, a comment or a message you sent or received (target_type: REPORT_TARGET) to the operator with a reason, optional text and up to ${REPORT_IMAGES_MAX} screenshots (uploaded files).`,
  request: z
    .object({
      target_type: z.union(
        [
          z.literal(REPORT_TARGET.user, { error: 'validation.field' }),
          z.literal(REPORT_TARGET.updates, { error: 'validation.field' }),
          z.literal(REPORT_TARGET.comment, { error: 'validation.field' }),
          z.literal(REPORT_TARGET.message, { error: 'validation.field' }),
        ],
        { error: 'validation.field' },
      ),
      /** The user's, update's or comment's id; for a message (4), its `message_id`. */
      target_id: z.union([userIdField, messageIdField], { error: 'validation.field' }),
      reason: z
        .number({ error: 'validation.reportReason' })
        .refine((value) => (REPORT_REASONS as readonly number[]).includes(value), { error: 'validation.reportReason' }),
      content: userTextField(TEXT_RULES.reportContent).optional(),
      images: z.array(fileIdField).max(REPORT_IMAGES_MAX, { error: 'validation.reportImages' }).optional(),
    })
    .refine((input) => (input.target_type === REPORT_TARGET.message) === (typeof input.target_id === 'string'), {
      error: 'validation.field',
      path: ['target_id'],
    }),
  response: z.object({ id: z.number().int() }),
  errors: [
    CODE.noSuchUser,
    CODE.accountGone,
    CODE.notYourself,
    CODE.fileNotFound,
    CODE.tooManyRequests,
    CODE.updatesNotFound,
    CODE.commentNotFound,
    CODE.messageNotFound,
  ],
});
