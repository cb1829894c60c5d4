import { randomInt } from 'node:crypto';
import { CODE, PHONE_PATTERN, type PublicUser, type UserInfo } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type ProfileChanges, profileUpdate } from './user.profile.ts';
import type { UserRepository } from './user.repository.ts';
import { ownUserInfo, publicUserInfo } from './user.view.ts';

export class UserService {
  readonly #repository: UserRepository;
  readonly #clock: Clock;

  constructor(repository: UserRepository, clock: Clock) {
    this.#repository = repository;
    this.#clock = clock;
  }

  async info(userId: number): Promise<UserInfo> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    return ownUserInfo(row);
  }

  byPhone(phone: string): Promise<UserRow | undefined> {
    return this.#repository.byPhone(phone);
  }

  /**
   * A new account. Its public number and default name are random, never derived from the phone
   * (DESIGN §3 privacy); the name is `kk` plus the number, so it is unique as the number is.
   */
  async register(phone: string, password: string | null): Promise<UserRow> {
    const passwordHash = password == null ? null : await hashPassword(password);
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
    const row = PHONE_PATTERN.test(account)
      ? await this.#repository.byPhone(account)
      : await this.#repository.byUsername(account);
    const ok = await verifyPassword(password, row?.password_hash ?? null);
    if (!row || !ok) throw new AppError(CODE.wrongPassword);
    return row;
  }

  async setPassword(userId: number, password: string): Promise<void> {
    await this.#repository.setPassword(userId, await hashPassword(password), this.#clock.now());
  }

  async initPassword(userId: number, password: string): Promise<void> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    if (row.password_hash) throw new AppError(CODE.passwordAlreadySet);
    const set = await this.#repository.setFirstPassword(userId, await hashPassword(password), this.#clock.now());
    if (!set) throw new AppError(CODE.passwordAlreadySet);
  }

  async updateProfile(userId: number, changes: ProfileChanges): Promise<UserInfo> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    const update = profileUpdate(row, changes, this.#clock.now());
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
    return this.info(userId);
  }

  /** Another user's public profile; -2001 when there is no such user (any more). */
  async publicProfile(userId: number): Promise<PublicUser> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.noSuchUser);
    return publicUserInfo(row, this.#clock.now());
  }

  async setAvatar(userId: number, url: string): Promise<void> {
    await this.#repository.update(userId, { avatar: url, update_time: this.#clock.now() });
  }

  async setBackground(userId: number, url: string): Promise<void> {
    await this.#repository.update(userId, { bg_img: url, update_time: this.#clock.now() });
  }

  async background(userId: number): Promise<{ url: string }> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.noSuchUser);
    return { url: row.bg_img };
  }

  /** True while the image is this user's avatar or background (so deleting its photo keeps the file). */
  async usesImage(userId: number, url: string): Promise<boolean> {
    const row = await this.#repository.byId(userId);
    return row != null && (row.avatar === url || row.bg_img === url);
  }

  async phoneOf(userId: number): Promise<string> {
    const row = await this.#repository.byId(userId);
    if (!row) throw new AppError(CODE.notLoggedIn);
    return row.phone;
  }

  erase(userId: number): Promise<void> {
    return this.#repository.delete(userId);
  }
}
