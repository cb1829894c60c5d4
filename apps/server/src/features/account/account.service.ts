// Account deletion (DESIGN §3): with a delete-purpose code (or, for an account without a phone, its password),
// every row about the user, every file and every session goes, for real. Each feature that stores something
// about a user erases it when it hears `account.deleting`, inside the one transaction below (docs/architecture.md,
// "Transactions"); a feature that fails to rolls the whole deletion back.
import { CODE, SMS_TYPE } from '@kk/contract';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import type { FileService } from '../file/file.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { UserService } from '../user/user.service.ts';

export interface AccountServiceDeps {
  users: UserService;
  sms: SmsService;
  /** The login's password check and per-account throttle (LoginService.confirmPassword). */
  passwords: { confirmPassword(userId: number, password: string, ip: string): Promise<void> };
  sessions: SessionService;
  files: FileService;
  /** `account.deleting`: every other feature's rows about the user (kk lock, photos, relations, the square, chat…). */
  events: Events;
  transactions: Transactions;
  log: { error(details: object, text: string): void };
}

export class AccountService {
  readonly #deps: AccountServiceDeps;
  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
  }

  /** An Alipay or Apple account has no phone to send to (-2011): it confirms with its password instead. */
  async sendDeletionCode(userId: number, ip: string): Promise<void> {
    const { users, sms } = this.#deps;
    const phone = await users.realPhoneOf(userId);
    if (phone === null) throw new AppError(CODE.deletionNeedsPassword);
    await sms.send(phone, SMS_TYPE.deleteAccount, ip);
  }

  async delete(userId: number, confirmation: DeletionConfirmation, ip: string): Promise<void> {
    const { users, sms, sessions, files, events, transactions, log } = this.#deps;
    const phone = await users.realPhoneOf(userId);
    // Outside the transaction: a wrong try must stay counted when the deletion is refused.
    await this.#confirm(userId, phone, confirmation, ip);
    const objects = await transactions.run(async () => {
      // Held first, so an upload or a photo being added waits, then finds the account gone (no orphan files).
      await users.lock(userId);
      // The features' rows, before the files they point at and the user row everything references.
      await events.emit('account.deleting', { userId });
      const objects = await files.eraseUser(userId);
      await sessions.revokeAll(userId);
      if (phone !== null) await sms.erasePhone(phone);
      await users.erase(userId);
      return objects;
    });
    // After the commit: the feed's pools on this instance let go of the account at once.
    await users.personChanged(userId);
    // Only after the commit: a rolled-back deletion keeps its files. A file left behind is logged, not fatal.
    await files.deleteObjects(objects).catch((error: unknown) => {
      log.error({ err: error, userId }, 'files of a deleted account could not be removed');
    });
  }

  /**
   * A phone account redeems a delete-purpose code; an account without one (Alipay, Apple) gives its password,
   * checked and throttled as login does. Each is refused the other's proof, so a password never replaces the
   * code of a phone account (a stolen session plus a guessed password must not be enough there).
   */
  async #confirm(userId: number, phone: string | null, confirmation: DeletionConfirmation, ip: string) {
    if (phone === null) {
      if (confirmation.password === undefined) throw new AppError(CODE.deletionNeedsPassword);
      await this.#deps.passwords.confirmPassword(userId, confirmation.password, ip);
      return;
    }
    if (confirmation.code === undefined) throw paramsError('validation.codeRequired', 'code');
    await this.#deps.sms.redeem(phone, SMS_TYPE.deleteAccount, confirmation.code);
  }
}

/** What deleteAccount carries: the contract lets exactly one of the two through. */
export interface DeletionConfirmation {
  code?: string | undefined;
  password?: string | undefined;
}
