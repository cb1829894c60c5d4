// Composition of member safety's chat side (issue 24; docs/decisions/0093-warnings-and-stranger-images.md): the money
// words every instance holds (read before the chat is built, which checks messages against them), the watch that
// files a report on money talk to strangers (after the reports and the queue), and the console's word list.
import type { AuditRecorder } from '../features/moderation/moderation.ports.ts';
import type { ReportService } from '../features/report/report.service.ts';
import { SafetyRepository } from '../features/safety/safety.repository.ts';
import { safetyRoutes } from '../features/safety/safety.routes.ts';
import { MoneyTalkWatch } from '../features/safety/safety.watch.ts';
import { SafetyWords } from '../features/safety/safety.words.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Broker } from '../platform/realtime/broker.ts';
import type { Platform } from './platform.ts';

/** The money words, read from the table; every instance hears a change through the broker. */
export async function openSafetyWords(deps: Platform & { broker: Broker }): Promise<SafetyWords> {
  const words = new SafetyWords({
    transactions: deps.transactions,
    repository: new SafetyRepository(deps.transactions),
    broker: deps.broker,
    log: deps.server.log,
  });
  await words.load();
  return words;
}

export interface SafetyDeps extends Platform {
  words: SafetyWords;
  reports: ReportService;
  audit: AuditRecorder;
}

export function buildSafety(deps: SafetyDeps) {
  const { server, transactions, events, words, reports, audit } = deps;
  new MoneyTalkWatch({ repository: new SafetyRepository(transactions), events, reports });
  return {
    registerRoutes(options: RouteOptions) {
      safetyRoutes(server, options, { words, audit, transactions });
    },
  };
}
