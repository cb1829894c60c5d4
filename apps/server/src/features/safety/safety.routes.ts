// The console's money words (issue 24): anyone signed in to the console reads them; an admin replaces them
// (audited as editSafetyWords), and every instance uses the new list at once (safety.words.ts).
import { consoleEndpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import type { Transactions } from '../../platform/db/transaction.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AuditRecorder } from '../moderation/moderation.ports.ts';
import type { SafetyWords } from './safety.words.ts';

export function safetyRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  deps: { words: SafetyWords; audit: AuditRecorder; transactions: Transactions },
) {
  const { words, audit, transactions } = deps;
  registerEndpoint(app, options, consoleEndpoints.consoleGetSafetyWords, async () => ({ words: await words.list() }));
  registerEndpoint(app, options, consoleEndpoints.consoleSetSafetyWords, (input, context) =>
    transactions.run(async () => {
      const kept = await words.replace(input.words);
      await audit.record({
        operatorId: context.console?.operator.id ?? 0,
        action: 'editSafetyWords',
        detail: kept.join('、').slice(0, 500),
      });
      return { words: kept };
    }),
  );
}
