import type { Redis } from 'ioredis';
import { type Limiter, type LimitResult, type LimitRule, storedKey, worstRefusal } from './limiter.ts';

// KEYS: one sorted set per rule. ARGV: now, member, then limit and window per rule.
// Returns {} when every rule passes (and records the hit), else pairs of {rule index, retry-after ms}.
const TAKE = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local refused = {}
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    table.insert(refused, i)
    table.insert(refused, tonumber(oldest[2]) + window - now)
  end
end
if #refused == 0 then
  for i, key in ipairs(KEYS) do
    redis.call('ZADD', key, now, member)
    redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
  end
end
return refused
`;

export class RedisLimiter implements Limiter {
  readonly #redis: Redis;
  readonly #prefix: string;
  #sequence = 0;

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#prefix = `${prefix}limit:`;
  }

  async take(rules: readonly LimitRule[], now: number): Promise<LimitResult> {
    if (rules.length === 0) return { ok: true };
    const member = `${now}:${process.pid}:${++this.#sequence}:${Math.random()}`;
    const args = [now, member, ...rules.flatMap((rule) => [rule.limit, rule.windowMs])];
    const keys = rules.map((rule) => this.#prefix + storedKey(rule.key));
    const refused = (await this.#redis.eval(TAKE, keys.length, ...keys, ...args)) as number[];
    const refusals: Array<{ rule: LimitRule; retryAfterMs: number }> = [];
    for (let i = 0; i < refused.length; i += 2) {
      const rule = rules[(refused[i] as number) - 1];
      if (rule) refusals.push({ rule, retryAfterMs: Number(refused[i + 1]) });
    }
    return worstRefusal(refusals);
  }

  async close(): Promise<void> {}
}
