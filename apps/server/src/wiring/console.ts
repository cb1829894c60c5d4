// Composition of the operator console's server side (issue 23; docs/decisions/0086-operator-console.md): the audit
// log, operators and their console sessions, members as the console sees them, and the service's numbers. Its `resolveSession` goes into RouteOptions.resolveConsoleSession, so
// every `operator` endpoint (of this area or another) is opened by a console cookie and nothing else.
import { AuditRepository } from '../features/audit/audit.repository.ts';
import { auditRoutes } from '../features/audit/audit.routes.ts';
import { AuditService } from '../features/audit/audit.service.ts';
import { MembersRepository } from '../features/members/members.repository.ts';
import { membersRoutes } from '../features/members/members.routes.ts';
import { MembersService } from '../features/members/members.service.ts';
import { type ReportCases, ReportTableCases } from '../features/members/report-cases.repository.ts';
import { ConsoleLoginService } from '../features/operator/console-login.service.ts';
import { ConsoleSessionRepository } from '../features/operator/console-session.repository.ts';
import { OperatorRepository } from '../features/operator/operator.repository.ts';
import { operatorRoutes } from '../features/operator/operator.routes.ts';
import { OperatorService } from '../features/operator/operator.service.ts';
import { StatsRepository } from '../features/stats/stats.repository.ts';
import { statsRoutes } from '../features/stats/stats.routes.ts';
import { StatsService } from '../features/stats/stats.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Limiter } from '../platform/limiter/limiter.ts';
import type { Platform } from './platform.ts';

export interface ConsoleDeps extends Platform {
  limiter: Limiter;
  /**
   * The reports by and against a member, as queue items: the moderation feature's, once it is built; until then
   * read from the `reports` table (ReportTableCases).
   */
  reportCases?: ReportCases;
}

/** Operators and the audit log alone, over a platform without a server: what `npm run operator` needs. */
export function buildOperators({ transactions, clock }: Pick<Platform, 'transactions' | 'clock'>) {
  const audit = new AuditService({ repository: new AuditRepository(transactions), clock });
  const repository = new OperatorRepository(transactions);
  const sessions = new ConsoleSessionRepository(transactions);
  const operators = new OperatorService({ repository, sessions, audit, transactions, clock });
  return { audit, repository, sessions, operators };
}

export function buildConsole(deps: ConsoleDeps) {
  const { server, transactions, clock, limiter } = deps;
  const { audit, repository, sessions, operators } = buildOperators(deps);
  const logins = new ConsoleLoginService({ repository, sessions, audit, limiter, transactions, clock });
  const members = new MembersService({
    repository: new MembersRepository(transactions),
    reportCases: deps.reportCases ?? new ReportTableCases(transactions),
    audit,
    clock,
  });
  const stats = new StatsService({ repository: new StatsRepository(transactions), audit, clock });
  return {
    audit,
    operators,
    logins,
    members,
    /** RouteOptions.resolveConsoleSession. */
    resolveSession: logins.resolve,
    registerRoutes(options: RouteOptions) {
      operatorRoutes(server, options, logins, operators);
      auditRoutes(server, options, audit);
      membersRoutes(server, options, members);
      statsRoutes(server, options, stats);
    },
  };
}

export type Console = ReturnType<typeof buildConsole>;
