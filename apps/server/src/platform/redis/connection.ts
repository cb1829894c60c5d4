// The Redis connection (REDIS_URL), set up to fail fast instead of hanging while Redis is away: no offline queue
// (a command with no connection fails at once), one try per command, a command timeout. Callers fall back
// (limits per instance, fan-out caught up later: docs/decisions/0017-redis-outages.md) and ioredis reconnects by
// itself. An outage is logged once when it starts and once when it ends, not once per retry.
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLog {
  warn(details: object, text: string): void;
  info(details: object, text: string): void;
}

/** How long a reconnecting client waits between tries: quick at first, at most a second. */
const retryStrategy = (times: number) => Math.min(50 * times, 1_000);

export function openRedis(url: string, options: { commandTimeoutMs: number; log: RedisLog }): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy,
  });
  watchOutages(redis, 'redis', options.log);
  return redis;
}

/**
 * The subscriber of the fan-out: it only (re)subscribes, which ioredis does again by itself after a reconnect, so
 * it keeps its offline queue and has no command timeout.
 */
export function openSubscriber(redis: Redis, log: RedisLog): Redis {
  const sub = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  } satisfies RedisOptions);
  watchOutages(sub, 'redis subscriber', log);
  return sub;
}

function watchOutages(redis: Redis, name: string, log: RedisLog): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `${name} unreachable: reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, `${name} reconnected`);
  });
}

/** Resolves when the connection is ready, or after `ms` (start-up goes on without Redis and recovers later). */
export function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
