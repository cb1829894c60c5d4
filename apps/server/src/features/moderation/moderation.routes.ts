import { CODE, consoleEndpoints, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { consoleCookieOf } from '../../platform/http/console-auth.ts';
import { sendEnvelope } from '../../platform/http/envelope.ts';
import { languageOf, message } from '../../platform/http/language.ts';
import { type RequestContext, type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import { EXPORT_PREFIX, type FileStorage, isSafeKey } from '../../platform/storage/storage.ts';
import { EVIDENCE_PATH, type ModerationQueue } from './moderation.queue.ts';
import type { ModerationService } from './moderation.service.ts';

const CONTENT_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The operator of a console endpoint (auth `operator`: route.ts has checked the session). */
function operatorOf(context: RequestContext): number {
  return context.console?.operator.id ?? 0;
}

export function moderationRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  moderation: ModerationService,
  queue: ModerationQueue,
  storage: FileStorage,
) {
  registerEndpoint(app, options, consoleEndpoints.consoleGetReportList, (input) => queue.list(input));
  registerEndpoint(app, options, consoleEndpoints.consoleGetReport, (input, context) =>
    moderation.view(operatorOf(context), input.id),
  );
  registerEndpoint(app, options, consoleEndpoints.consoleTakeAction, (input, context) =>
    moderation.takeAction(operatorOf(context), input),
  );
  registerEndpoint(app, options, consoleEndpoints.consoleRemoveContent, async (input, context) => {
    await moderation.removeContent(operatorOf(context), input);
    return null;
  });
  registerEndpoint(app, options, consoleEndpoints.consoleDismissReport, async (input, context) => {
    await moderation.dismiss(operatorOf(context), input);
    return null;
  });
  registerEndpoint(app, options, endpoints.appealNotice, async (input, { userId }) => {
    await moderation.appeal(userId, input);
    return null;
  });

  // The evidence's images (kept copies, screenshots, the target's pictures): only to a console session, from its
  // cookie (an <img> sends no CSRF header; the SameSite=Strict cookie is not sent from another site). A member's
  // token opens nothing here, and nothing here is kept by a shared cache.
  app.get(`${EVIDENCE_PATH}*`, async (request, reply) => {
    const token = consoleCookieOf(request);
    const session = token && options.resolveConsoleSession ? await options.resolveConsoleSession(token) : null;
    const language = languageOf(request);
    if (!session) return sendEnvelope(reply, CODE.notLoggedIn, message(language, 'code.notLoggedIn'));
    const key = (request.params as { '*': string })['*'];
    // A member's copy of their data is theirs alone: no operator opens it here.
    const file = isSafeKey(key) && !key.startsWith(EXPORT_PREFIX) ? await storage.get(key) : null;
    if (!file) return sendEnvelope(reply, CODE.notFound, message(language, 'code.notFound'));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', CONTENT_TYPE[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
