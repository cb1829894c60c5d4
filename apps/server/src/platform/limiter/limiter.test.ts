import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { Limiter } from './limiter.ts';
import { MemoryLimiter } from './memory-limiter.ts';
import { RedisLimiter } from './redis-limiter.ts';

// The same behaviour is asserted of both stores; the Redis one runs where TEST_REDIS_URL is set (CI sets it).
interface Store {
  limiter: Limiter;
  /** Every key the store holds now, as stored. */
  keys: () => Promise<string[]>;
  done: () => Promise<void>;
}
const stores: Array<[string, () => Store]> = [
  [
    'memory',
    () => {
      const limiter = new MemoryLimiter();
      return { limiter, keys: async () => limiter.keys(), done: async () => {} };
    },
  ],
];
const redisUrl = process.env.TEST_REDIS_URL;
const redisClients: Redis[] = [];
if (redisUrl) {
  stores.push([
    'redis',
    () => {
      const redis = new Redis(redisUrl);
      redisClients.push(redis);
      const prefix = `kktest:limiter:${crypto.randomUUID()}:`;
      return {
        limiter: new RedisLimiter(redis, prefix),
        keys: () => redis.keys(`${prefix}*`),
        done: async () => {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length) await redis.del(...keys);
        },
      };
    },
  ]);
}
after(async () => {
  for (const redis of redisClients) await redis.quit();
});

for (const [name, make] of stores) {
  describe(`${name} limiter`, () => {
    test('allows up to the limit inside the window, then says when the next one is allowed', async () => {
      const { limiter, done } = make();
      const rule = { name: 'hour', key: 'a', limit: 3, windowMs: 1000 };
      assert.deepEqual(await limiter.take([rule], 0), { ok: true });
      assert.deepEqual(await limiter.take([rule], 100), { ok: true });
      assert.deepEqual(await limiter.take([rule], 200), { ok: true });
      assert.deepEqual(await limiter.take([rule], 300), { ok: false, rule, retryAfterMs: 700 });
      assert.deepEqual(await limiter.take([rule], 1000), { ok: true });
      await done();
    });

    test('the window slides: no double burst at a boundary', async () => {
      const { limiter, done } = make();
      const rule = { name: 'hour', key: 'b', limit: 2, windowMs: 1000 };
      await limiter.take([rule], 900);
      await limiter.take([rule], 950);
      assert.equal((await limiter.take([rule], 1100)).ok, false);
      assert.equal((await limiter.take([rule], 1901)).ok, true);
      await done();
    });

    test('over many windows it agrees with a brute-force count', async () => {
      const { limiter, done } = make();
      const rule = { name: 'api', key: 'long', limit: 40, windowMs: 1000 };
      const allowed: number[] = [];
      for (let t = 0; t < 6000; t += 7) {
        const live = allowed.filter((time) => time > t - rule.windowMs).length;
        const result = await limiter.take([rule], t);
        assert.equal(result.ok, live < rule.limit, `at ${t} ms with ${live} live hits`);
        if (result.ok) allowed.push(t);
      }
      assert.ok(allowed.length > 200, 'it went through many windows');
      await done();
    });

    test('a refusal by one rule records nothing in the others, and names the rule that frees up last', async () => {
      const { limiter, done } = make();
      const cooldown = { name: 'cooldown', key: 'c1', limit: 1, windowMs: 60 };
      const hour = { name: 'hour', key: 'c2', limit: 2, windowMs: 3600 };
      assert.equal((await limiter.take([cooldown, hour], 0)).ok, true);
      for (let t = 1; t < 10; t++) assert.equal((await limiter.take([cooldown, hour], t)).ok, false);
      assert.equal((await limiter.take([cooldown, hour], 60)).ok, true);
      const refused = await limiter.take([cooldown, hour], 120);
      assert.deepEqual(refused, { ok: false, rule: hour, retryAfterMs: 3480 });
      await done();
    });

    test('a key built from a huge input is stored bounded, and still counts on its own', async () => {
      const { limiter, keys, done } = make();
      const huge = (fill: string) => ({
        name: 'account',
        key: `login:name:${fill.repeat(900_000)}`,
        limit: 1,
        windowMs: 1000,
      });
      assert.equal((await limiter.take([huge('a')], 0)).ok, true);
      assert.equal((await limiter.take([huge('a')], 1)).ok, false, 'the same huge key is the same counter');
      assert.equal((await limiter.take([huge('b')], 2)).ok, true, 'another huge key is another counter');
      const held = await keys();
      assert.equal(held.length, 2);
      for (const key of held) assert.ok(key.length <= 200, `a key of ${key.length} characters`);
      await done();
    });
  });
}
