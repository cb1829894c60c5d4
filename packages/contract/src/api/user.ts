import { z } from 'zod';
import { MESSAGE_POLICIES } from '../constants.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
/** Times travel as milliseconds since the epoch; 0 means "not set" (SPEC §3: unspecified fields are 0). */
const time = z.number().int().nonnegative();

/**
 * The user info of SPEC §3, as its owner sees it. `phone` is always masked (DESIGN §3 privacy);
 * unspecified fields default to empty or 0.
 */
export const userInfo = z.object({
  id: z.number().int(),
  userid: z.string(),
  phone: z.string(),
  height: z.number(),
  weight: z.number(),
  birthday: z.string(),
  username: z.string(),
  signature: z.string(),
  gender: z.number().int(),
  /** Who they want to meet: WANT_GENDERS (0 anyone, 1 men, 2 women); the feed's default gender filter. */
  want_gender: z.number().int(),
  marriage: z.number().int(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  address: z.string(),
  work: z.string(),
  salary: z.string(),
  email: z.string(),
  avatar: z.string(),
  kk_lock: flag,
  kk_lock_start_time: time,
  kk_lock_end_time: time,
  hasPassword: flag,
  kk_lock_target_avatar: z.string(),
  kk_lock_target_id: z.number().int(),
  kk_lock_target_mark_name: z.string(),
  kk_lock_target_username: z.string(),
  lock_start_time: time,
  create_time: time,
  /** 1 while an operator's approval of a verification selfie covers the current avatar (api/verify.ts). */
  verified: flag,
  /** Who may start a conversation with you (MESSAGE_POLICIES); `everyone` by default. */
  message_policy: z.enum(MESSAGE_POLICIES),
  /** 1 (the default): images from people you have not answered arrive blurred, with a tap to show. */
  blur_stranger_images: flag,
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = z.object({ user: userInfo, token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;
