// Reports to the operator (DESIGN §3 "Reports"; docs/decisions/0038-reports.md). The operator
// reads and closes them in the database (docs/operations.md "Reports"); SPEC shows no admin role.
import { type addReport, CODE, REPORT_TARGET, REPORTS_PER_DAY } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileService } from '../file/file.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { ReportRepository } from './report.repository.ts';

export type ReportInput = z.output<(typeof addReport)['request']>;

const DAY = 86_400_000;

export interface ReportServiceDeps {
  /** Hears `account.deleting`: erases the user's rows inside the deletion's transaction. */
  events: Events;
  repository: ReportRepository;
  users: UserService;
  files: FileService;
  transactions: Transactions;
  clock: Clock;
  /** The author of a reported update or comment (-2501 / -2502 when it is gone): the square's services. */
  authors: { updates(id: number): Promise<number>; comment(id: number): Promise<number> };
}

export class ReportService {
  readonly #deps: ReportServiceDeps;
  constructor(deps: ReportServiceDeps) {
    this.#deps = deps;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /**
   * Stores a report about a person, an update or a comment. It works across a block (one reports, then blocks). The daily cap is counted
   * while the reporter's row is held, so concurrent reports on any instance cannot overrun it, and a refused
   * report (unknown person, another's file) uses none of it.
   */
  async add(reporterId: number, input: ReportInput): Promise<{ id: number }> {
    const { repository, users, files, transactions, clock } = this.#deps;
    const images = [...new Set(input.images ?? [])];
    // A message's report (target_id its message_id) comes with the moderation feature (issue 23).
    if (typeof input.target_id === 'string') throw new AppError(CODE.messageNotFound);
    const targetId = input.target_id;
    return transactions.run(async () => {
      await users.lock(reporterId);
      // An update or a comment: it must exist, and not be the reporter's own.
      const authorId = await this.#authorOf(input.target_type, targetId);
      if (authorId === reporterId) throw new AppError(CODE.notYourself);
      await users.publicProfile(authorId);
      await files.ownedMany(reporterId, images);
      const now = clock.now();
      if ((await repository.countSince(reporterId, now - DAY)) >= REPORTS_PER_DAY) {
        throw new AppError(CODE.tooManyRequests, { messageKey: 'report.dailyLimit', vars: { max: REPORTS_PER_DAY } });
      }
      const id = await repository.insert({
        reporter_id: reporterId,
        target_type: input.target_type,
        target_id: targetId,
        reason: input.reason,
        content: input.content ?? '',
        images,
        create_time: now,
      });
      return { id };
    });
  }

  #authorOf(type: ReportInput['target_type'], id: number): Promise<number> {
    if (type === REPORT_TARGET.updates) return this.#deps.authors.updates(id);
    if (type === REPORT_TARGET.comment) return this.#deps.authors.comment(id);
    return Promise.resolve(id);
  }

  /** Account deletion: reports by the user and about the user. */
  eraseUser(userId: number): Promise<void> {
    return this.#deps.repository.deleteByUser(userId);
  }
}
