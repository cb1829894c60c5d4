// Account deletion (DESIGN §3): with a delete-purpose code, every row about the user, every file and every
// session goes, for real. Each feature that stores something about a user erases it here: one list to extend,
// inside the one transaction below (docs/architecture.md, "Transactions").
import { SMS_TYPE } from '@kk/contract';
import type { Transactions } from '../../platform/db/transaction.ts';
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
  sessions: SessionService;
  files: FileService;
  photos: PhotoService;
  feedback: FeedbackService;
  relations: RelationService;
  reports: ReportService;
  kkLock: KkLockService;
  updates: UpdatesService;
  comments: CommentService;
  /** Payment and provider login (issue 12): the coin ledger, linked identities, login waits. */
  payment: { eraseUser(userId: number): Promise<void> };
  /** Chat (issue 10): messages and sessions both ways, the event stream, emotes, push subscriptions. */
  chat: { eraseUser(userId: number): Promise<void> };
  transactions: Transactions;
  log: { error(details: object, text: string): void };
}

export class AccountService {
  readonly #deps: AccountServiceDeps;
  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
  }

  async sendDeletionCode(userId: number, ip: string): Promise<void> {
    const { users, sms } = this.#deps;
    await sms.send(await users.phoneOf(userId), SMS_TYPE.deleteAccount, ip);
  }

  async delete(userId: number, code: string): Promise<void> {
    const { users, sms, sessions, files, photos, feedback, relations, reports, transactions, log } = this.#deps;
    const phone = await users.phoneOf(userId);
    // Outside the transaction: a wrong try must stay counted when the deletion is refused.
    await sms.redeem(phone, SMS_TYPE.deleteAccount, code);
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
      await sms.erasePhone(phone);
      await users.erase(userId);
      return objects;
    });
    // Only after the commit: a rolled-back deletion keeps its files. A file left behind is logged, not fatal.
    await files.deleteObjects(objects).catch((error: unknown) => {
      log.error({ err: error, userId }, 'files of a deleted account could not be removed');
    });
  }
}
