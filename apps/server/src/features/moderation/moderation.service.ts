// Moderation (issue 23; docs/decisions/0087-moderation.md): reports file into the queue and keep a copy of what
// they name; operators act on a member (warn, mute, suspend, ban, shadowban, lift), remove content for everyone, or
// dismiss an item; members appeal once from a notice. Each of these is one transaction with its audit entry, its
// notice and the closing of its item; a suspension or a ban ends every session (SessionService.revokeAll), which
// closes the member's sockets on every instance.
import {
  CODE,
  CONTENT_TARGET,
  type ConsoleEndpoints,
  type MemberState,
  type ModerationAction,
  REPORT_TARGET,
  type ReportCase,
} from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import type { ModerationNoticeInput } from '../notice/notice.service.ts';
import type { ReportedTarget, ReportQueue } from '../report/report.service.ts';
import type { Sanctions } from '../user/user.service.ts';
import type { EvidenceKeeper } from './moderation.evidence.ts';
import type {
  AuditRecorder,
  CaseReports,
  ContentAccess,
  MemberAccess,
  ModerationNotices,
  SessionEnder,
} from './moderation.ports.ts';
import { type ModerationQueue, messageSnapshot } from './moderation.queue.ts';
import type { CaseRow, ModerationRepository } from './moderation.repository.ts';

type Input<K extends keyof ConsoleEndpoints> = z.output<ConsoleEndpoints[K]['request']>;

const HOUR = 3_600_000;

export interface ModerationServiceDeps {
  repository: ModerationRepository;
  queue: ModerationQueue;
  evidence: EvidenceKeeper;
  users: MemberAccess;
  sessions: SessionEnder;
  notices: ModerationNotices;
  reports: CaseReports;
  content: ContentAccess;
  audit: AuditRecorder;
  transactions: Transactions;
  clock: Clock;
  /** Hears `chat.revoking` (keeps the message) and `account.deleting`. */
  events: Events;
}

export class ModerationService implements ReportQueue {
  readonly #deps: ModerationServiceDeps;
  constructor(deps: ModerationServiceDeps) {
    this.#deps = deps;
    // Every revoked (or removed) message is kept for operators before it is emptied, in that transaction.
    deps.events.on('chat.revoking', ({ message }) =>
      deps.evidence.keep(REPORT_TARGET.message, message.message_id, async () => messageSnapshot(message)),
    );
    deps.events.on('account.deleting', ({ userId }) => deps.repository.deleteAppealsOf(userId));
  }

  /** ReportQueue: inside the report's transaction, the item it joins and a copy of its target. */
  async reported(target: ReportedTarget, now: number): Promise<number> {
    const { repository, evidence, queue } = this.#deps;
    const caseId = await repository.joinCase({ kind: 'report', ...target }, now);
    await evidence.keep(target.targetType, target.targetKey, () => queue.snapshot(target.targetType, target.targetKey));
    return caseId;
  }

  /** ReportQueue: protection held the member; this item goes first. */
  held(caseId: number): Promise<void> {
    return this.#deps.repository.markHeld(caseId);
  }

  /** Items about this member, newest first (the console's getMember: reports_against). */
  casesAgainst(userId: number): Promise<ReportCase[]> {
    return this.#deps.queue.casesAgainst(userId);
  }

  /** Items this member reported something in, newest first (getMember: reports_by). */
  casesBy(userId: number): Promise<ReportCase[]> {
    return this.#deps.queue.casesBy(userId);
  }

  /** getReport: the item with its evidence; the look is audited (it shows members' private words). */
  async view(operatorId: number, caseId: number) {
    const answer = await this.#deps.queue.detail(caseId);
    await this.#deps.audit.record({
      operatorId,
      action: 'viewReport',
      userId: answer.report.member.id,
      reportId: caseId,
    });
    return answer;
  }

  /** takeAction: one action on a member, at once and on every instance. */
  async takeAction(operatorId: number, input: Input<'consoleTakeAction'>): Promise<{ state: MemberState }> {
    const { users, sessions, transactions, clock, audit } = this.#deps;
    const { userId, action, reason } = input;
    if ((action === 'mute' || action === 'suspend') && input.hours === undefined) {
      throw paramsError('validation.hours', 'hours');
    }
    await transactions.run(async () => {
      const row = await users.row(userId);
      if (!row) throw new AppError(CODE.noSuchUser);
      await users.lock(userId);
      const item = input.reportId === undefined ? null : await this.#openItemAbout(input.reportId, userId);
      const now = clock.now();
      const until = input.hours === undefined ? 0 : now + input.hours * HOUR;
      const changes = sanctionsOf(action, until);
      await users.setSanctions(userId, { ...changes, held: 0 });
      await this.#deps.repository.releaseMember(userId);
      if (action === 'suspend') await sessions.revokeAll(userId, CODE.suspended);
      if (action === 'ban') await sessions.revokeAll(userId, CODE.banned);
      const told = noticeOf(action, row, now);
      if (told && !(item?.kind === 'appeal' && action === 'lift')) {
        await this.#tell(userId, {
          action,
          reason,
          until,
          appeal: told,
          targetType: REPORT_TARGET.user,
          targetKey: String(userId),
        });
      }
      await audit.record({
        operatorId,
        action,
        userId,
        reason,
        ...(item ? { reportId: item.id } : {}),
        detail: input.hours === undefined ? '' : `hours=${input.hours}`,
      });
      if (item) await this.#close(operatorId, item, action === 'lift' ? 'accepted' : 'rejected', reason, now);
    });
    return { state: await this.#deps.queue.memberState(userId) };
  }

  /** removeContent: gone for everyone, a copy kept for operators, and the member told they may appeal. */
  async removeContent(operatorId: number, input: Input<'consoleRemoveContent'>): Promise<void> {
    const { transactions, clock, audit, users, repository } = this.#deps;
    await transactions.run(async () => {
      const item = input.reportId === undefined ? null : await this.#openItem(input.reportId);
      const targetKey = String(input.target_id);
      const memberId = await this.#remove(input.target_type, input.target_id);
      await users.setSanctions(memberId, { held: 0 }).catch(() => undefined);
      await repository.releaseMember(memberId);
      await this.#tell(memberId, {
        action: 'removeContent',
        reason: input.reason,
        until: 0,
        appeal: 'can',
        targetType: input.target_type,
        targetKey,
      });
      await audit.record({
        operatorId,
        action: 'removeContent',
        userId: memberId,
        reason: input.reason,
        ...(item ? { reportId: item.id } : {}),
        detail: `${input.target_type}:${targetKey}`,
      });
      if (item) await this.#close(operatorId, item, 'rejected', input.reason, clock.now());
    });
  }

  /** dismissReport: closes an item with no action (an appeal: refused, and the member told why). */
  async dismiss(operatorId: number, input: Input<'consoleDismissReport'>): Promise<void> {
    const { transactions, clock, audit, users, repository } = this.#deps;
    await transactions.run(async () => {
      const item = await this.#openItem(input.id);
      if ((await users.row(item.member_id)) !== undefined) await users.setSanctions(item.member_id, { held: 0 });
      await repository.releaseMember(item.member_id);
      await audit.record({
        operatorId,
        action: 'dismissReport',
        userId: item.member_id,
        reportId: item.id,
        reason: input.reason,
      });
      await this.#close(operatorId, item, 'rejected', input.reason, clock.now());
    });
  }

  /**
   * appealNotice: once per notice (NoticeService.takeAppeal moves its state in one conditional UPDATE), joining
   * the queue as an item of its own about what was sanctioned or removed.
   */
  async appeal(userId: number, input: { id: number; content: string }): Promise<void> {
    const { transactions, notices, repository, clock } = this.#deps;
    await transactions.run(async () => {
      const notice = await notices.takeAppeal(userId, input.id);
      const now = clock.now();
      const caseId = await repository.openAppealCase(
        { kind: 'appeal', targetType: notice.targetType, targetKey: notice.targetKey, memberId: userId },
        notice.id,
        now,
      );
      await repository.insertAppeal({
        case_id: caseId,
        notice_id: notice.id,
        user_id: userId,
        content: input.content,
        action: notice.action,
        reason: notice.reason,
        until: notice.until,
        create_time: now,
      });
    });
  }

  /** An open item, or -2926. */
  async #openItem(id: number): Promise<CaseRow> {
    const item = await this.#deps.repository.caseById(id);
    if (item?.status !== 0) throw new AppError(CODE.reportNotFound);
    return item;
  }

  /** An open item about this member: acting on one member never closes another's item (a slip in the console). */
  async #openItemAbout(id: number, userId: number): Promise<CaseRow> {
    const item = await this.#openItem(id);
    if (item.member_id !== userId) throw new AppError(CODE.reportNotFound);
    return item;
  }

  /**
   * Closes an item (two operators at once: the second is told it is not there). An appeal's answer goes back to
   * the member: its notice's state, and a notice saying so (a refusal with the operator's reason).
   */
  async #close(
    operatorId: number,
    item: CaseRow,
    answer: 'accepted' | 'rejected',
    reason: string,
    now: number,
  ): Promise<void> {
    const { repository, reports, notices, audit } = this.#deps;
    if (!(await repository.close(item.id, now))) throw new AppError(CODE.reportNotFound);
    await reports.closeCase(item.id);
    if (item.kind !== 'appeal') return;
    const appeal = await repository.appealOf(item.id);
    if (!appeal) return;
    await notices.answerAppeal(appeal.notice_id, answer);
    await this.#tell(item.member_id, {
      action: answer === 'accepted' ? 'appealAccepted' : 'appealRejected',
      reason,
      until: 0,
      appeal: 'none',
      targetType: item.target_type,
      targetKey: item.target_key,
    });
    await audit.record({
      operatorId,
      action: 'answerAppeal',
      userId: item.member_id,
      reportId: item.id,
      reason,
      detail: answer,
    });
  }

  /** A notice to a member who is still there (a deleted account hears nothing). */
  async #tell(userId: number, input: ModerationNoticeInput): Promise<void> {
    if ((await this.#deps.users.row(userId)) === undefined) return;
    await this.#deps.notices.moderation(userId, input);
  }

  /** Removes one piece of content through the feature that owns it, after keeping a copy; answers its author. */
  async #remove(targetType: number, targetId: number | string): Promise<number> {
    const { content, users, evidence, queue } = this.#deps;
    const isMessage = targetType === CONTENT_TARGET.message;
    if (isMessage !== (typeof targetId === 'string')) throw new AppError(CODE.contentNotFound);
    if (typeof targetId === 'string') {
      // The chat keeps the copy as it empties the message (`chat.revoking`).
      const removed = await content.chat.remove(targetId).catch(notFound);
      return removed.from_user_id;
    }
    const key = String(targetId);
    if (targetType === CONTENT_TARGET.updates || targetType === CONTENT_TARGET.comment) {
      const snap = await queue.snapshot(targetType, key);
      if (!snap) throw new AppError(CODE.contentNotFound);
      await evidence.keep(targetType, key, async () => snap);
      if (targetType === CONTENT_TARGET.updates) await content.updates.delete(snap.memberId, targetId);
      else await content.comments.delete(snap.memberId, targetId);
      return snap.memberId;
    }
    if (targetType === CONTENT_TARGET.photo) {
      const owner = await content.photos.ownerOf(targetId).catch(notFound);
      const photo = (await content.photos.list(owner, owner)).list.find((item) => item.id === targetId);
      await evidence.keep(targetType, key, async () => ({
        memberId: owner,
        text: '',
        keys: photo ? [photo.url.replace(/^\/files\//, '')] : [],
        createTime: photo?.create_time ?? 0,
      }));
      await content.photos.delete(owner, targetId);
      return owner;
    }
    const row = await users.row(targetId);
    if (!row) throw new AppError(CODE.contentNotFound);
    await evidence.keep(targetType, key, async () => ({
      memberId: targetId,
      text: targetType === CONTENT_TARGET.signature ? row.signature : row.username,
      keys: targetType === CONTENT_TARGET.avatar ? [row.avatar.replace(/^\/files\//, '')] : [],
      createTime: Number(row.update_time),
    }));
    if (targetType === CONTENT_TARGET.avatar) await content.avatars.useSystem(targetId);
    else await users.resetText(targetId, targetType === CONTENT_TARGET.signature ? 'signature' : 'username');
    return targetId;
  }
}

/** A removal of something that is not there answers -2929. */
function notFound(error: unknown): never {
  if (error instanceof AppError) throw new AppError(CODE.contentNotFound);
  throw error;
}

/** What an action puts on the member's row. */
function sanctionsOf(action: ModerationAction, until: number): Sanctions {
  switch (action) {
    case 'mute':
      return { muted_until: until };
    case 'suspend':
      return { suspended_until: until };
    case 'ban':
      return { banned: 1 };
    case 'shadowban':
      return { shadowbanned: 1 };
    case 'lift':
      return { muted_until: 0, suspended_until: 0, banned: 0, shadowbanned: 0 };
    default:
      return {};
  }
}

/**
 * Whether the member is told, and whether they may appeal from that notice: a mute or suspension may be appealed,
 * a warning or a ban not; a shadowban is never told; a lift is told when it ends something the member knew of.
 */
function noticeOf(
  action: ModerationAction,
  row: { muted_until: number; suspended_until: number; banned: number },
  now: number,
): 'none' | 'can' | null {
  if (action === 'mute' || action === 'suspend') return 'can';
  if (action === 'warn' || action === 'ban') return 'none';
  if (action === 'lift' && (row.muted_until > now || row.suspended_until > now || row.banned === 1)) return 'none';
  return null;
}
