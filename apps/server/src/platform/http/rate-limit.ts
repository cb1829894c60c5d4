// A per-IP request budget over the whole API, kept in the shared limiter (memory, or Redis when scaled out).
import { CODE } from '@kk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Limiter } from '../limiter/limiter.ts';
import { AppError } from './app-error.ts';

export function installRateLimit(app: FastifyInstance, limiter: Limiter, clock: Clock, perMinute: number): void {
  // A callback hook, as the security headers': it runs on every request, and an async one costs a promise more.
  app.addHook('onRequest', (request, reply, done) => {
    if (!paysTheApiBudget(request)) return done();
    limiter.take([{ name: 'api', key: `api:${request.ip}`, limit: perMinute, windowMs: 60_000 }], clock.now()).then(
      (result) => {
        if (result.ok) return done();
        reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
        done(new AppError(CODE.tooManyRequests));
      },
      (error: Error) => done(error),
    );
  });
}

/**
 * Decided on the route the router matched, never on the raw URL: the router decodes `/%61pi/health` to
 * /api/health, so a test of the URL's text would let every endpoint be called without limit. Requests that match
 * no route pay too (probing unknown paths is not free); the built SPA's files and other non-API routes do not.
 */
function paysTheApiBudget(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || route.startsWith('/api/');
}
