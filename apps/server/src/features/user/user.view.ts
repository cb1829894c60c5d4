import { ageOn, FEED, maskPhone, PHONE_PATTERN, type PublicUser, type UserInfo } from '@kk/contract';
import type { UserRow } from '../../platform/db/schema.ts';

/**
 * The user as their owner sees them (SPEC §3). The phone is masked even here (DESIGN §3); the password
 * hash never leaves. The kk lock fields are 0 and empty here; UserService.info fills them from the kk lock.
 */
export function ownUserInfo(row: UserRow): UserInfo {
  return {
    id: Number(row.id),
    userid: row.userid,
    // Accounts made by Alipay or Apple login hold a placeholder, not a phone (provider-accounts.ts): shown as ''.
    phone: PHONE_PATTERN.test(row.phone) ? maskPhone(row.phone) : '',
    height: row.height,
    weight: row.weight,
    birthday: row.birthday,
    username: row.username,
    signature: row.signature,
    gender: row.gender,
    want_gender: row.want_gender,
    marriage: row.marriage,
    province: row.province,
    city: row.city,
    county: row.county,
    address: row.address,
    work: row.work,
    salary: row.salary,
    email: row.email,
    avatar: row.avatar,
    kk_lock: 0,
    kk_lock_start_time: 0,
    kk_lock_end_time: 0,
    hasPassword: row.password_hash ? 1 : 0,
    kk_lock_target_avatar: '',
    kk_lock_target_id: 0,
    kk_lock_target_mark_name: '',
    kk_lock_target_username: '',
    lock_start_time: 0,
    create_time: Number(row.create_time),
    verified: row.verified ? 1 : 0,
    message_policy: row.message_policy,
    blur_stranger_images: row.blur_stranger_images ? 1 : 0,
  };
}

/**
 * The user as anyone else sees them (DESIGN §3 privacy): age instead of the birthday, province and city but
 * not county, address or email, and never the phone.
 */
export function publicUserInfo(row: UserRow, now: number): PublicUser {
  return {
    id: Number(row.id),
    userid: row.userid,
    username: row.username,
    avatar: row.avatar,
    bg_img: row.bg_img,
    signature: row.signature,
    gender: row.gender,
    age: ageOn(row.birthday, now) ?? 0,
    height: row.height,
    weight: row.weight,
    marriage: row.marriage,
    province: row.province,
    city: row.city,
    work: row.work,
    salary: row.salary,
    create_time: Number(row.create_time),
    verified: row.verified ? 1 : 0,
  };
}

/** Whether someone used the app lately (FEED.recentActiveMs): cards and profiles say so, never the exact time. */
export function recentActive(row: Pick<UserRow, 'active_time'>, now: number): 0 | 1 {
  return Number(row.active_time) >= now - FEED.recentActiveMs ? 1 : 0;
}
