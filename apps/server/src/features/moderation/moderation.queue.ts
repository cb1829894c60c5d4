// The queue as operators read it (getReportList, getReport; a member's items for getMember): each item with its
// member and reasons, and one item with every report, the target as it was reported (the kept copy, even when it
// was revoked, deleted or removed since), a message's conversation around it, the member's history and the appeal.
import {
  CODE,
  CONSOLE,
  type consoleGetReport,
  type EvidenceTarget,
  type MemberState,
  type MemberSummary,
  type MessageType,
  REPORT_TARGET,
  type ReportCase,
} from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { keyOf } from '../../platform/storage/storage.ts';
import { parseImages } from '../chat/chat.view.ts';
import type { EvidenceKeeper, Snapshot } from './moderation.evidence.ts';
import type { AuditRecorder, CaseReports, ContentAccess, MemberAccess, StoredMessage } from './moderation.ports.ts';
import type { CaseRow, ModerationRepository } from './moderation.repository.ts';

/** Where a console session opens an image of the evidence (moderation.routes.ts): never a member's URL. */
export const EVIDENCE_PATH = '/api/console/evidence/';

export function evidenceUrl(key: string): string {
  return EVIDENCE_PATH + key;
}

type ReportAnswer = z.input<(typeof consoleGetReport)['response']>;

export interface ModerationQueueDeps {
  repository: ModerationRepository;
  evidence: EvidenceKeeper;
  users: MemberAccess;
  reports: CaseReports;
  content: ContentAccess;
  audit: AuditRecorder;
  clock: Clock;
}

export class ModerationQueue {
  readonly #deps: ModerationQueueDeps;
  constructor(deps: ModerationQueueDeps) {
    this.#deps = deps;
  }

  async list(input: {
    status: 'open' | 'closed';
    page: number;
    pageSize: number;
  }): Promise<{ list: ReportCase[]; total: number }> {
    const { list, total } = await this.#deps.repository.page(input.status, input.page, input.pageSize);
    return { list: await this.views(list), total };
  }

  /** Items about this member, newest first (getMember's reports_against). */
  async casesAgainst(userId: number): Promise<ReportCase[]> {
    return this.views(await this.#deps.repository.casesAgainst(userId));
  }

  /** Items this member reported something in, newest first (getMember's reports_by). */
  async casesBy(userId: number): Promise<ReportCase[]> {
    const ids = await this.#deps.reports.casesBy(userId);
    return this.views(await this.#deps.repository.casesByIds(ids));
  }

  async open(caseId: number): Promise<CaseRow> {
    const row = await this.#deps.repository.caseById(caseId);
    if (!row) throw new AppError(CODE.reportNotFound);
    return row;
  }

  /** One item with its evidence (getReport). The look itself is audited by the caller's route. */
  async detail(caseId: number): Promise<ReportAnswer> {
    const { repository, reports, audit } = this.#deps;
    const row = await this.open(caseId);
    const [report] = await this.views([row]);
    const entries = await reports.ofCase(caseId);
    const reporterRows = await this.#rows(entries.map((entry) => entry.reporter_id));
    const target = await this.#target(row);
    const context = row.target_type === REPORT_TARGET.message ? await this.#context(row.target_key) : [];
    const appeal = row.kind === 'appeal' ? await repository.appealOf(caseId) : undefined;
    const [againstRows, actions] = await Promise.all([
      repository.casesAgainst(row.member_id),
      audit.forMember(row.member_id),
    ]);
    return {
      report: report as ReportCase,
      reports: await Promise.all(
        entries.map(async (entry) => {
          const reporter = entry.automatic === 1 ? undefined : reporterRows.get(entry.reporter_id);
          return {
            id: entry.id,
            reporter: reporter ? summaryOf(reporter) : null,
            ...(entry.automatic === 1 ? { automatic: 1 as const } : {}),
            reason: entry.reason,
            content: entry.content,
            images: await this.#screenshots(entry.images),
            create_time: entry.create_time,
          };
        }),
      ),
      target,
      context,
      appeal: appeal
        ? {
            id: appeal.id,
            content: appeal.content,
            create_time: appeal.create_time,
            action: appeal.action as NonNullable<ReportAnswer['appeal']>['action'],
            reason: appeal.reason,
            until: appeal.until,
          }
        : null,
      member_state: await this.memberState(row.member_id),
      history: {
        reports: await this.views(againstRows.filter((other) => other.id !== caseId)),
        actions,
      },
    };
  }

  async memberState(userId: number): Promise<MemberState> {
    const row = await this.#deps.users.row(userId);
    if (!row) {
      return { muted_until: 0, suspended_until: 0, banned: 0, shadowbanned: 0, held: 0, deleted: 1 };
    }
    const now = this.#deps.clock.now();
    return {
      muted_until: row.muted_until > now ? Number(row.muted_until) : 0,
      suspended_until: row.suspended_until > now ? Number(row.suspended_until) : 0,
      banned: row.banned === 1 ? 1 : 0,
      shadowbanned: row.shadowbanned === 1 ? 1 : 0,
      held: row.held === 1 ? 1 : 0,
      deleted: 0,
    };
  }

  async views(rows: readonly CaseRow[]): Promise<ReportCase[]> {
    if (rows.length === 0) return [];
    const [reasons, members] = await Promise.all([
      this.#deps.reports.reasonsOf(rows.map((row) => row.id)),
      this.#rows(rows.map((row) => row.member_id)),
    ]);
    return rows.map((row) => {
      const member = members.get(row.member_id);
      return {
        id: row.id,
        kind: row.kind === 'appeal' ? 'appeal' : 'report',
        target_type: row.target_type,
        target_id: targetIdOf(row.target_type, row.target_key),
        member: member ? summaryOf(member) : goneSummary(row.member_id),
        reasons: row.kind === 'appeal' ? [] : (reasons.get(row.id) ?? []),
        count: row.report_count,
        first_time: row.first_time,
        last_time: row.last_time,
        status: row.status === 0 ? 'open' : 'closed',
        held: row.held === 1 ? 1 : 0,
      };
    });
  }

  /**
   * What a content target is now, for its copy (reports and removals keep one): null when it is gone. A person:
   * their signature, avatar and album photos; a message: its text or pictures.
   */
  async snapshot(targetType: number, targetKey: string): Promise<Snapshot | null> {
    const { content, users } = this.#deps;
    if (targetType === REPORT_TARGET.message) {
      const found = await content.chat.around(targetKey, 0);
      return found && found.row.revoke_time === 0 ? messageSnapshot(found.row) : null;
    }
    const id = Number(targetKey);
    if (targetType === REPORT_TARGET.updates) {
      const update = await content.updates.snapshot(id);
      return (
        update && { memberId: update.user_id, text: update.content, keys: update.keys, createTime: update.create_time }
      );
    }
    if (targetType === REPORT_TARGET.comment) {
      const comment = await content.comments.snapshot(id);
      return comment && { memberId: comment.user_id, text: comment.content, keys: [], createTime: comment.create_time };
    }
    const row = await users.row(id);
    if (!row) return null;
    const photos = await content.photos.list(id, id);
    const keys = [row.avatar, ...photos.list.map((photo) => photo.url)].flatMap((url) => {
      const key = keyOf(url);
      return key ? [key] : [];
    });
    return { memberId: id, text: row.signature, keys, createTime: Number(row.create_time) };
  }

  /** The target as reported: the kept copy when there is one, else what there is now (the copy was purged). */
  async #target(row: CaseRow): Promise<EvidenceTarget> {
    const kept = await this.#deps.evidence.find(row.target_type, row.target_key);
    const now = await this.snapshot(row.target_type, row.target_key).catch(() => null);
    const isPerson = row.target_type === REPORT_TARGET.user;
    const profile = isPerson ? await this.#deps.users.publicProfile(row.member_id).catch(() => null) : null;
    const base = {
      target_type: row.target_type,
      target_id: targetIdOf(row.target_type, row.target_key),
      gone: now ? (0 as const) : (1 as const),
      profile,
    };
    if (kept) {
      return { ...base, text: kept.content, images: kept.images.map(evidenceUrl), create_time: kept.content_time };
    }
    return {
      ...base,
      text: now?.text ?? '',
      images: (now?.keys ?? []).map(evidenceUrl),
      create_time: now?.createTime ?? 0,
    };
  }

  /** The messages around a reported one; revoked ones show their kept copy. */
  async #context(messageId: string): Promise<ReportAnswer['context']> {
    const found = await this.#deps.content.chat.around(messageId, CONSOLE.contextMessages);
    if (!found) return [];
    const revoked = found.rows.filter((message) => message.revoke_time > 0).map((message) => message.message_id);
    const kept = new Map(
      (await this.#deps.evidence.findMany(REPORT_TARGET.message, revoked)).map((row) => [row.target_key, row]),
    );
    return found.rows.map((message) => {
      const copy = kept.get(message.message_id);
      const images = copy
        ? copy.images.map(evidenceUrl)
        : parseImages(message.images).flatMap((image) => {
            const key = keyOf(image.url);
            return key ? [evidenceUrl(key)] : [];
          });
      return {
        message_id: message.message_id,
        from_user_id: message.from_user_id,
        type: message.type as MessageType,
        content: copy ? copy.content : message.content,
        images,
        create_time: message.create_time,
        revoked: message.revoke_time > 0 ? 1 : 0,
        reported: message.message_id === messageId ? 1 : 0,
      };
    });
  }

  async #screenshots(fileIds: readonly string[]): Promise<string[]> {
    const urls: string[] = [];
    for (const id of fileIds) {
      const file = await this.#deps.content.files.byId(id);
      if (file) urls.push(evidenceUrl(file.storage_key));
    }
    return urls;
  }

  async #rows(ids: readonly number[]): Promise<Map<number, UserRow>> {
    const rows = new Map<number, UserRow>();
    for (const id of new Set(ids)) {
      if (id <= 0) continue;
      const row = await this.#deps.users.row(id);
      if (row) rows.set(id, row);
    }
    return rows;
  }
}

/** A message's copy: its text, or its pictures (an image or an emote). */
export function messageSnapshot(message: Omit<StoredMessage, 'id' | 'revoke_time'>): Snapshot {
  const keys = parseImages(message.images).flatMap((image) => {
    const key = keyOf(image.url);
    return key ? [key] : [];
  });
  return { memberId: message.from_user_id, text: message.content, keys, createTime: message.create_time };
}

function summaryOf(row: UserRow): MemberSummary {
  return { id: Number(row.id), userid: row.userid, username: row.username, avatar: row.avatar };
}

/** A deleted account: its id only (nothing else of it is kept). */
function goneSummary(id: number): MemberSummary {
  return { id, userid: '', username: '', avatar: '' };
}

function targetIdOf(targetType: number, targetKey: string): number | string {
  return targetType === REPORT_TARGET.message ? targetKey : Number(targetKey);
}
