// The audit log (issue 23; docs/decisions/0086-operator-console.md): who did what to whom, when, why and from which
// queue item. Every service of the console records through `record`, inside its own transaction when it has one,
// so an action and its entry are kept or lost together.
import type { AuditAction, AuditEntry } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';

export interface AuditRecord {
  /** 0 for the `operator` command run in a shell. */
  operatorId: number;
  action: AuditAction;
  userId?: number;
  reportId?: number;
  reason?: string;
  /** What else tells the entry apart (hours, the removed content, the operator changed). */
  detail?: string;
}

export class AuditService {
  readonly #repository: AuditRepository;
  readonly #clock: Clock;

  constructor(deps: { repository: AuditRepository; clock: Clock }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  async record(entry: AuditRecord): Promise<number> {
    return this.#repository.insert({
      operator_id: entry.operatorId,
      action: entry.action,
      user_id: entry.userId ?? 0,
      report_id: entry.reportId ?? 0,
      reason: entry.reason ?? '',
      detail: entry.detail ?? '',
      create_time: this.#clock.now(),
    });
  }

  /** getAuditLog: newest first. */
  async list(input: AuditFilter & { page: number; pageSize: number }): Promise<{ list: AuditEntry[]; total: number }> {
    const { list, total } = await this.#repository.page(
      { operatorId: input.operatorId, userId: input.userId },
      input.page,
      input.pageSize,
    );
    return { list: list.map(auditEntryOf), total };
  }

  /** A member's entries, newest first (the member's page, a report's history). */
  async forMember(userId: number, limit = 100): Promise<AuditEntry[]> {
    const { list } = await this.#repository.page({ userId }, 1, limit);
    return list.map(auditEntryOf);
  }

  /** Distinct queue items closed per China Standard Time day (getStats' reports_closed). */
  closedReportsByDay(actions: readonly AuditAction[], since: number, dayOffsetMs: number) {
    return this.#repository.closedReportsByDay(actions, since, dayOffsetMs);
  }
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operator: { id: row.operator_id, name: row.operator_name },
    action: row.action as AuditAction,
    user_id: row.user_id,
    report_id: row.report_id,
    reason: row.reason,
    detail: row.detail,
    create_time: row.create_time,
  };
}
