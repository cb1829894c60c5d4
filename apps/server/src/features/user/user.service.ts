import { randomInt } from 'node:crypto';
import { CODE, isProfileComplete, PHONE_PATTERN, type PublicUser, type UserInfo } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type MemberState, mutedRefusal, outOfSight, signInRefusal } from '../../platform/moderation/member-state.ts';
import { type ProfileChanges, profileUpdate } from './user.profile.ts';
import type { UserRepository } from './user.repository.ts';
import { ownUserInfo, publicUserInfo, recentActive } from './user.view.ts';

/** How passwords are hashed and checked: scrypt (platform/crypto.ts); the unit tests count the checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** A missing hash is checked against a dummy one, so it costs what a wrong password costs. */
  verify(password: string, stored: string | null): Promise<boolean>;
}

/** How often `active_time` is written at most: once an hour per user (docs/feed.md "Activity"). */
const ACTIVE_STAMP_EVERY_MS = 3_600_000;

/**
 * The user's own user info as getUserInfo and the logins answer it: this service's fields and the kk lock's
 * (KkLockService.userInfo puts them together in wiring/accounts.ts, as this feature may not import that one).
 */
export interface OwnUserInfo {
  info(userId: number): Promise<UserInfo>;
}

/** What moderation puts on a member (migration 0017): ends in ms since the epoch, or 0/1 flags. */
export interface Sanctions {
  muted_until?: number;
  suspended_until?: number;
  banned?: number;
  shadowbanned?: number;
  held?: number;
}

/** The profile's free texts, which others read: a mute keeps them as they are (updateProfile). */
const MUTED_TEXTS = ['username', 'signature', 'address', 'work'] as const;

const scryptPasswords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

export class UserService {
  readonly #repository: UserRepository;
  readonly #clock: Clock;
  readonly #passwords: PasswordHasher;
  /** When this instance last stamped each user active: most requests then cost no SQL at all. */
  readonly #stamped = new Map<number, number>();
  readonly #events: Events;

  constructor(repository: UserRepository, clock: Clock, events: Events, passwords: PasswordHasher = scryptPasswords) {
    this.#repository = repository;
    this.#clock = clock;
    this.#events = events;
    this.#passwords = passwords;
  }

  /** The user's own fields of user info; the kk lock's are added by OwnUserInfo. */
  async info(userId: number): Promise<UserInfo> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    return ownUserInfo(row);
  }

  /**
   * Another feature changed what the feed holds of a person (photos, the account gone), after its commit. Before
   * it, a refresh elsewhere could read the old state again and keep it for a pool's lifetime.
   */
  personChanged(userId: number): Promise<void> {
    return this.#events.emit('person.changed', { userId });
  }

  byPhone(phone: string): Promise<UserRow | undefined> {
    return this.#repository.byPhone(phone);
  }

  /**
   * A new account. Its public number and default name are random, never derived from the phone
   * (DESIGN §3 privacy); the name is `kk` plus the number, so it is unique as the number is.
   */
  async register(phone: string, password: string | null): Promise<UserRow> {
    const passwordHash = password == null ? null : await this.#passwords.hash(password);
    const now = this.#clock.now();
    for (let tries = 0; ; tries++) {
      const userid = String(randomInt(10_000_000, 100_000_000));
      if (await this.#repository.useridTaken(userid)) continue;
      try {
        return await this.#repository.insert({
          userid,
          phone,
          password_hash: passwordHash,
          username: `kk${userid}`,
          active_time: now,
          create_time: now,
          update_time: now,
        });
      } catch (error) {
        // A concurrent registration of the same phone won: that account is the one to log into.
        const existing = await this.#repository.byPhone(phone);
        if (existing) return existing;
        if (tries >= 5) throw error;
      }
    }
  }

  /**
   * Password check for login by phone number or username. Unknown accounts, accounts without a password
   * and wrong passwords all cost one scrypt and answer the same (DESIGN §3).
   */
  async authenticate(account: string, password: string): Promise<UserRow> {
    return this.checkPassword(await this.byLoginName(account), password);
  }

  /** The check of `authenticate` on an account already looked up (byLoginName), so login looks it up once. */
  async checkPassword(row: UserRow | undefined, password: string): Promise<UserRow> {
    const ok = await this.#passwords.verify(password, row?.password_hash ?? null);
    if (!row || !ok) throw new AppError(CODE.wrongPassword);
    return row;
  }

  /** The account a login name designates: a phone-shaped name is read as a phone (DESIGN §3). */
  byLoginName(account: string): Promise<UserRow | undefined> {
    return PHONE_PATTERN.test(account) ? this.#repository.byPhone(account) : this.#repository.byUsername(account);
  }

  async setPassword(userId: number, password: string): Promise<void> {
    await this.#repository.setPassword(userId, await this.#passwords.hash(password), this.#clock.now());
  }

  async initPassword(userId: number, password: string): Promise<void> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    if (row.password_hash) throw new AppError(CODE.passwordAlreadySet);
    const set = await this.#repository.setFirstPassword(
      userId,
      await this.#passwords.hash(password),
      this.#clock.now(),
    );
    if (!set) throw new AppError(CODE.passwordAlreadySet);
  }

  async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    const update = profileUpdate(row, changes, this.#clock.now());
    // Muted: the texts others read (a name, a signature, an address, a workplace) stay as they are; the rest of
    // the profile may change. A form that sends a text unchanged is not refused for it.
    const textChanged = MUTED_TEXTS.some((field) => update[field] !== undefined && update[field] !== row[field]);
    const muted = textChanged ? mutedRefusal(row, this.#clock.now()) : null;
    if (muted) throw muted;
    if (update.username !== undefined && (await this.#repository.usernameTaken(update.username as string, userId))) {
      throw new AppError(CODE.usernameTaken, { data: { field: 'username' } });
    }
    try {
      await this.#repository.update(userId, update);
    } catch (error) {
      // The unique index is the last word on a username two people chose at the same moment.
      if (update.username !== undefined && (await this.#repository.usernameTaken(update.username as string, userId))) {
        throw new AppError(CODE.usernameTaken, { data: { field: 'username' } });
      }
      throw error;
    }
    const after = { ...row, ...update } as UserRow;
    await this.#events.emit('person.changed', {
      userId,
      place: isProfileComplete(after)
        ? { gender: after.gender, province: after.province, city: after.city }
        : undefined,
    });
  }

  /**
   * Called on every signed-in request: stamps `active_time` at most once an hour per user (the feed favours recent
   * activity, cards say "recently active"). The map spares the query on this instance; the conditional UPDATE
   * keeps it once an hour across instances.
   */
  async touchActive(userId: number): Promise<void> {
    const now = this.#clock.now();
    const last = this.#stamped.get(userId);
    if (last !== undefined && now - last < ACTIVE_STAMP_EVERY_MS && now >= last) return;
    // Bounded: forgetting everyone only costs one conditional UPDATE each on their next request.
    if (this.#stamped.size >= 100_000) this.#stamped.clear();
    this.#stamped.set(userId, now);
    await this.#repository.touchActive(userId, now, ACTIVE_STAMP_EVERY_MS);
  }

  /**
   * Before a session is made (every login path): -2903 banned, -2902 suspended with its end. Checked after the
   * credentials, so a refusal tells nothing to someone who does not hold them.
   */
  async assertMaySignIn(userId: number): Promise<void> {
    const row = await this.#repository.byId(userId);
    const refusal = row ? signInRefusal(row, this.#clock.now()) : null;
    if (refusal) throw refusal;
  }

  /**
   * Before a member writes what others read (updates, comments, profile texts; chat reads the row in its batch):
   * -2901 while muted. Answers whether what they write now is a shadow row (1 while shadowbanned), seen by them only.
   */
  async assertMayWrite(userId: number): Promise<{ shadow: 0 | 1 }> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    const refusal = mutedRefusal(row, this.#clock.now());
    if (refusal) throw refusal;
    return { shadow: Number(row.shadowbanned) === 1 ? 1 : 0 };
  }

  /** What moderation has put on the member now (undefined for no such account). */
  async memberState(userId: number): Promise<MemberState | undefined> {
    return this.#repository.byId(userId);
  }

  /** Suspended or banned now: out of others' lists, unavailable to the other side of a conversation. */
  isOutOfSight(row: Pick<MemberState, 'suspended_until' | 'banned'>): boolean {
    return outOfSight(row, this.#clock.now());
  }

  /** Another user's public profile; -2012 when the account was deleted, -2001 when there never was one. */
  async publicProfile(userId: number): Promise<PublicUser> {
    const row = await this.#repository.byId(userId);
    if (!row) throw await this.missing(userId);
    return publicUserInfo(row, this.#clock.now());
  }

  /** Whether a user read by another feature (feed, search) used the app lately: cards say so. */
  recentActive(row: Pick<UserRow, 'active_time'>, now: number): 0 | 1 {
    return recentActive(row, now);
  }

  /**
   * Another user's public profile and whether they used the app lately (FEED.recentActiveMs); -2012 when the
   * account was deleted, -2001 when there never was one or while they are suspended or banned.
   */
  async publicPerson(userId: number): Promise<PublicUser & { recent_active: 0 | 1 }> {
    const row = await this.#repository.byId(userId);
    if (!row) throw await this.missing(userId);
    const now = this.#clock.now();
    // Suspended or banned: -2001 as a block answers, so others cannot tell moderation from absence.
    if (outOfSight(row, now)) throw new AppError(CODE.noSuchUser);
    return { ...publicUserInfo(row, now), recent_active: recentActive(row, now) };
  }

  /** A user row that another feature read (relation lists), as anyone else sees it. */
  publicView(row: UserRow): PublicUser {
    return publicUserInfo(row, this.#clock.now());
  }

  /**
   * Within `transactions.run`: holds both users' rows, in id order so two people acting on each other at once
   * cannot deadlock. The viewer gone answers 401; the other person's account deleted -2012, never there -2001.
   */
  async lockPair(viewerId: number, otherId: number): Promise<void> {
    for (const id of viewerId < otherId ? [viewerId, otherId] : [otherId, viewerId]) {
      if (!(await this.#repository.lock(id))) {
        throw id === viewerId ? new AppError(CODE.notLoggedIn) : await this.missing(id);
      }
    }
  }

  /**
   * The refusal for another person who is not there: -2012 when their account was deleted (the app shows
   * 已注销用户), -2001 when there never was one. Nothing more of the person is kept to tell (gone_accounts).
   */
  async missing(userId: number): Promise<AppError> {
    return new AppError((await this.#repository.isGone(userId)) ? CODE.accountGone : CODE.noSuchUser);
  }

  async setAvatar(userId: number, url: string): Promise<void> {
    // The badge stays only on a picture an approval covered (docs/decisions/0091-verified-photos.md).
    await this.#repository.setAvatar(userId, url, this.#clock.now());
    await this.personChanged(userId);
  }

  /** The verified-photo badge (features/verify), inside the review's transaction. */
  async setVerified(userId: number, verified: 0 | 1): Promise<void> {
    await this.#repository.update(userId, { verified });
  }

  async setBackground(userId: number, url: string): Promise<void> {
    await this.#repository.update(userId, { bg_img: url, update_time: this.#clock.now() });
  }

  async background(userId: number): Promise<{ url: string }> {
    const row = await this.#repository.byId(userId);
    if (!row) throw await this.missing(userId);
    return { url: row.bg_img };
  }

  /** True while the image is this user's avatar or background (so deleting its photo keeps the file). */
  async usesImage(userId: number, url: string): Promise<boolean> {
    const row = await this.#repository.byId(userId);
    return row != null && (row.avatar === url || row.bg_img === url);
  }

  /** Accounts with no password whose phone starts with `prefix` (the demo's people: demo-chat.ts). */
  passwordlessByPhonePrefix(prefix: string): Promise<Array<{ id: number; phone: string }>> {
    return this.#repository.passwordlessByPhonePrefix(prefix);
  }

  async phoneOf(userId: number): Promise<string> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    return row.phone;
  }

  /** The account's phone, or null for an Alipay or Apple account, whose column holds a placeholder (user.view.ts). */
  async realPhoneOf(userId: number): Promise<string | null> {
    const phone = await this.phoneOf(userId);
    return PHONE_PATTERN.test(phone) ? phone : null;
  }

  /** A signed-in user's own password (confirming an action): -2004 when wrong or unset, one scrypt either way. */
  async checkOwnPassword(userId: number, password: string): Promise<void> {
    await this.checkPassword(await this.#repository.byId(userId), password);
  }

  /** Account deletion, last of its transaction: the row goes, and the id is kept as gone (nothing else of it). */
  erase(userId: number): Promise<void> {
    return this.#repository.delete(userId, this.#clock.now());
  }

  /** The user's row as it is now (moderation reads the member's state and account age from it). */
  row(userId: number): Promise<UserRow | undefined> {
    return this.#repository.byId(userId);
  }

  /** Whether the id belonged to an account since deleted. */
  isGone(userId: number): Promise<boolean> {
    return this.#repository.isGone(userId);
  }

  /**
   * Moderation in force (features/moderation): a mute's or suspension's end, a ban, a shadowban, protection's hold.
   * A change that can move the member into or out of feeds is told as `person.changed`.
   */
  async setSanctions(userId: number, changes: Sanctions): Promise<void> {
    await this.#repository.update(userId, changes);
    await this.personChanged(userId);
  }

  /** Protection before review: true when this call held the member (never twice; UserRepository.hold). */
  async hold(userId: number): Promise<boolean> {
    const held = await this.#repository.hold(userId);
    if (held) await this.personChanged(userId);
    return held;
  }

  /**
   * An operator removes a profile text (removeContent): the signature becomes empty, the username the form every
   * new account gets (`kk` and the public number, unique as the number is).
   */
  async resetText(userId: number, field: 'signature' | 'username'): Promise<void> {
    const row = await this.#repository.byId(userId);
    if (!row) throw await this.missing(userId);
    const value = field === 'signature' ? '' : `kk${row.userid}`;
    await this.#repository.update(userId, { [field]: value, update_time: this.#clock.now() });
    await this.personChanged(userId);
  }

  /** True once any account exists: the demo seed (features/demo) fills only an empty database. */
  hasAnyUser(): Promise<boolean> {
    return this.#repository.hasAny();
  }

  /** Demo data only: when a demo person was last active, as if they had used the app then. */
  async setActiveTime(userId: number, at: number): Promise<void> {
    await this.#repository.update(userId, { active_time: at });
  }

  /**
   * Within `transactions.run`: the user's limits (album, quota, deletion) are checked and written by one caller at
   * a time until the transaction ends. An account deleted meanwhile answers 401, as its session would.
   */
  async lock(userId: number): Promise<void> {
    if (!(await this.#repository.lock(userId))) throw new AppError(CODE.notLoggedIn);
  }
}
