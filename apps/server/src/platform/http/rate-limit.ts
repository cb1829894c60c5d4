// A per-IP request budget over the whole API, kept in the shared limiter (memory, or Redis when scaled out).
import { CODE } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Limiter } from '../limiter/limiter.ts';
import { AppError } from './app-error.ts';

export function installRateLimit(app: FastifyInstance, limiter: Limiter, clock: Clock, perMinute: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const result = await limiter.take(
      [{ name: 'api', key: `api:${request.ip}`, limit: perMinute, windowMs: 60_000 }],
      clock.now(),
    );
    if (!result.ok) {
      reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
      throw new AppError(CODE.tooManyRequests);
    }
  });
}
