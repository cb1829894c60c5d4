// Account deletion (DESIGN §3): with a delete-purpose code (or, for an account without a phone, its password),
// every row about the user, every file and every session goes, for real. Each feature that stores something
// about a user erases it here: one list to extend, inside the one transaction below (docs/architecture.md,
// "Transactions").
import { CODE, SMS_TYPE } from '@kk/contract';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import type { CommentService } from '../comment/comment.service.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import type { FileService } from '../file/file.service.ts';
import type { KkLockService } from '../kklock/kklock.service.ts';
import type { PhotoService } from '../photo/photo.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { ReportService } from '../report/report.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { UpdatesService } from '../updates/updates.service.ts';
import type { UserService } from '../user/user.service.ts';

export interface AccountServiceDeps {
  users: UserService;
  sms: SmsService;
  /** The login's password check and per-account throttle (LoginService.confirmPassword). */
  passwords: { confirmPassword(userId: number, password: string, ip: string): Promise<void> };
  sessions: SessionService;
  files: FileService;
  photos: PhotoService;
  feedback: FeedbackService;
  relations: RelationService;
  reports: ReportService;
  kkLock: KkLockService;
  updates: UpdatesService;
  comments: CommentService;
  /** Payment and provider login: the coin ledger, linked identities, login waits. */
  payment: { eraseUser(userId: number): Promise<void> };
  /** Chat: messages and sessions both ways, the event stream, emotes, push subscriptions. */
  chat: { eraseUser(userId: number): Promise<void> };
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
    const { users, sms, sessions, files, photos, feedback, relations, reports, transactions, log } = this.#deps;
    const phone = await users.realPhoneOf(userId);
    // Outside the transaction: a wrong try must stay counted when the deletion is refused.
    await this.#confirm(userId, phone, confirmation, ip);
    const objects = await transactions.run(async () => {
      // Held first, so an upload or a photo being added waits, then finds the account gone (no orphan files).
      await users.lock(userId);
      // Ends the user's kk lock and resolves their pending requests; the other side is told after the commit.
      await this.#deps.kkLock.eraseUser(userId);
      await photos.eraseUser(userId);
      await feedback.eraseUser(userId);
      // Both ways: what the user did to others and what others did to the user (docs/decisions.md "Relations").
      await relations.eraseUser(userId);
      await reports.eraseUser(userId);
      // The square: the user's comments, then their updates (with what others wrote on them) and likes.
      await this.#deps.comments.eraseUser(userId);
      await this.#deps.updates.eraseUser(userId);
      // Coins and VIP go with the account; its orders stay for the books, no longer linked to it.
      await this.#deps.payment.eraseUser(userId);
      // Chat: the conversations go for both sides (the peer keeps no messages from a deleted account).
      await this.#deps.chat.eraseUser(userId);
      const objects = await files.eraseUser(userId);
      await sessions.revokeAll(userId);
      if (phone !== null) await sms.erasePhone(phone);
      await users.erase(userId);
      return objects;
    });
    // After the commit: the feed's pools on this instance let go of the account at once.
    users.personChanged(userId);
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
