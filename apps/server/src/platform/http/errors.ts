// The envelope for every failure: catalogue refusals, malformed bodies, unknown paths, and the unexpected.
import { CODE } from '@kk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isUnavailable } from '../faults/unavailable.ts';
import { AppError } from './app-error.ts';
import { sendEnvelope } from './envelope.ts';
import { languageOf, message } from './language.ts';

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      // A throttle that knows when it frees up says so in the standard header too
      // (docs/decisions/0025-the-password-throttle-counts-per-account.md).
      const retryAfter = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
      if (error.code === CODE.tooManyRequests && typeof retryAfter === 'number')
        reply.header('retry-after', retryAfter);
      return sendEnvelope(
        reply,
        error.code,
        message(language, error.messageKey, error.vars, error.moments),
        error.data,
      );
    }
    // Fastify's own client errors: bad JSON, wrong content type, a body too large, and the like.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      const code = status === 429 ? CODE.tooManyRequests : CODE.paramsError;
      const key = code === CODE.tooManyRequests ? 'code.tooManyRequests' : 'validation.field';
      return sendEnvelope(reply, code, message(language, key, { field: 'body' }), { field: 'body' });
    }
    // The database or Redis is down or too slow: a moment's 503 the client retries, never a 500 or a hang.
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      reply.header('retry-after', 1);
      return sendEnvelope(reply, CODE.serviceBusy, message(language, 'code.serviceBusy'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(reply, CODE.serverError, message(language, 'code.serverError'), { requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    return sendEnvelope(reply, CODE.notFound, message(languageOf(request), 'code.notFound'));
  });
}
