// Reports to the operators (DESIGN §3 "Reports"; docs/decisions/0038-reports.md, 0087-moderation.md): a person, an
// update, a comment or a message. Each report joins the queue item of its target (features/moderation), which keeps
// a copy of what was reported; three different members with accounts a week old reporting one member within a day
// take that member out of the feed until an operator looks (protection before review).
import { type addReport, CODE, MODERATION, REPORT_TARGET, REPORTS_PER_DAY } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileService } from '../file/file.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { ReportRepository, ReportRow } from './report.repository.ts';

export type { ReportRow };

export type ReportInput = z.output<(typeof addReport)['request']>;

const DAY = 86_400_000;

/** A report's target as the queue files it. */
export interface ReportedTarget {
  targetType: number;
  /** The id written out, or a message's message_id. */
  targetKey: string;
  memberId: number;
}

/** What reports need of the queue (features/moderation): inside the report's transaction. */
export interface ReportQueue {
  /** Files the report into its target's open item (opening one), keeps a copy of the target; answers the item. */
  reported(target: ReportedTarget, now: number): Promise<number>;
  /** Protection held the member because of this item: it goes first in the queue. */
  held(caseId: number): Promise<void>;
}

/** What reports need of the chat: a message one of its two people may report (-2603 otherwise). */
export interface ReportableMessages {
  reportable(userId: number, messageId: string): Promise<{ id: number; from_user_id: number; to_user_id: number }>;
}

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
  messages: ReportableMessages;
  /** The queue; set by the wiring once moderation is built (it needs this service too). */
  queue?: ReportQueue;
}

export class ReportService {
  readonly #deps: ReportServiceDeps;
  #queue: ReportQueue | null;
  constructor(deps: ReportServiceDeps) {
    this.#deps = deps;
    this.#queue = deps.queue ?? null;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /** The queue the reports go to (wiring/moderation.ts). */
  useQueue(queue: ReportQueue): void {
    this.#queue = queue;
  }

  /**
   * Stores a report about a person, an update, a comment or a message. It works across a block (one reports, then
   * blocks). The reporter's and the member's rows are held (in id order) while the daily cap is counted and while
   * protection counts the member's reporters, so concurrent reports on any instance can neither overrun the cap
   * nor miss one another; a refused report (unknown person, another's file) uses none of it.
   */
  async add(reporterId: number, input: ReportInput): Promise<{ id: number }> {
    const { repository, users, files, transactions, clock } = this.#deps;
    const images = [...new Set(input.images ?? [])];
    return transactions.run(async () => {
      const target = await this.#target(reporterId, input);
      if (target.memberId === reporterId) throw new AppError(CODE.notYourself);
      await users.lockPair(reporterId, target.memberId);
      await files.ownedMany(reporterId, images);
      const now = clock.now();
      if ((await repository.countSince(reporterId, now - DAY)) >= REPORTS_PER_DAY) {
        throw new AppError(CODE.tooManyRequests, { messageKey: 'report.dailyLimit', vars: { max: REPORTS_PER_DAY } });
      }
      const id = await repository.insert({
        reporter_id: reporterId,
        target_type: input.target_type,
        target_id: target.rowId,
        target_key: target.targetKey,
        member_id: target.memberId,
        reason: input.reason,
        content: input.content ?? '',
        images,
        create_time: now,
      });
      const queue = this.#queue;
      if (queue) {
        const caseId = await queue.reported(target, now);
        await repository.setCase(id, caseId);
        if (await this.#protect(target.memberId, now)) await queue.held(caseId);
      }
      return { id };
    });
  }

  /**
   * A report the system files about a member (features/safety: money talk to strangers), inside the caller's
   * transaction, which holds the member's row: one while its queue item is open, so false when one is.
   */
  async addAutomatic(memberId: number, reason: number, content: string, now: number): Promise<boolean> {
    const { repository } = this.#deps;
    if (await repository.openAutomatic(memberId)) return false;
    const target = { targetType: REPORT_TARGET.user, targetKey: String(memberId), memberId };
    const id = await repository.insert({
      reporter_id: memberId,
      target_type: REPORT_TARGET.user,
      target_id: memberId,
      target_key: target.targetKey,
      member_id: memberId,
      reason,
      content,
      images: [],
      create_time: now,
      automatic: 1,
    });
    if (this.#queue) await repository.setCase(id, await this.#queue.reported(target, now));
    return true;
  }

  /**
   * Protection before review: enough different members with accounts old enough reported the member within the
   * window. The hold is one conditional UPDATE, so it happens once whatever the race (the member's row is held).
   */
  async #protect(memberId: number, now: number): Promise<boolean> {
    const reporters = await this.#deps.repository.oldReportersSince(
      memberId,
      now - MODERATION.protectWindowMs,
      now - MODERATION.protectReporterAgeMs,
    );
    if (reporters < MODERATION.protectReporters) return false;
    return this.#deps.users.hold(memberId);
  }

  async #target(reporterId: number, input: ReportInput): Promise<ReportedTarget & { rowId: number }> {
    const { authors, messages } = this.#deps;
    if (input.target_type === REPORT_TARGET.message || typeof input.target_id === 'string') {
      if (input.target_type !== REPORT_TARGET.message || typeof input.target_id !== 'string') {
        throw new AppError(CODE.messageNotFound);
      }
      const message = await messages.reportable(reporterId, input.target_id);
      // Either of the two may report it: it is about its sender, or, reported by the sender (a message they sent
      // shows the conversation), about the other person.
      return {
        targetType: REPORT_TARGET.message,
        targetKey: input.target_id,
        memberId: message.from_user_id === reporterId ? message.to_user_id : message.from_user_id,
        rowId: message.id,
      };
    }
    const id = input.target_id;
    const base = { targetType: input.target_type, targetKey: String(id), rowId: id };
    if (input.target_type === REPORT_TARGET.updates) return { ...base, memberId: await authors.updates(id) };
    if (input.target_type === REPORT_TARGET.comment) return { ...base, memberId: await authors.comment(id) };
    return { ...base, memberId: id };
  }

  /** The reports of one queue item, oldest first (the console's getReport). */
  ofCase(caseId: number): Promise<ReportRow[]> {
    return this.#deps.repository.ofCase(caseId);
  }

  reasonsOf(caseIds: readonly number[]): Promise<Map<number, number[]>> {
    return this.#deps.repository.reasonsOf(caseIds);
  }

  /** The queue items this member reported something in. */
  casesBy(reporterId: number): Promise<number[]> {
    return this.#deps.repository.casesBy(reporterId);
  }

  /** A queue item closed: its reports are handled. */
  closeCase(caseId: number): Promise<void> {
    return this.#deps.repository.closeCase(caseId);
  }

  /** Account deletion: the reports by and about the user (repository). */
  eraseUser(userId: number): Promise<void> {
    return this.#deps.repository.deleteByUser(userId);
  }
}
