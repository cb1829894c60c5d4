// The frame budget alone: per account, shared between instances through a count, and what happens when that
// count does not answer (a Redis of its own on a free port, paused, so the shared one is never touched).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { freePort, OwnRedis } from '../../../test/support/fault-tools.ts';
import { FrameBudget, type FrameVerdict, RedisFrameCount, type SharedFrameCount } from './frame-budget.ts';

const WINDOW = 10_000;

async function verdicts(budget: FrameBudget, userId: number, count: number, now = 1_000): Promise<FrameVerdict[]> {
  return Promise.all(Array.from({ length: count }, () => budget.take(userId, now)));
}

/** What Redis does for two instances, in memory: one count per account and window. */
function sharedInMemory(): SharedFrameCount {
  const counts = new Map<number, number>();
  return {
    async add(userId) {
      const frames = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, frames);
      return frames;
    },
  };
}

describe('frame budget', () => {
  test('per account: the budget, then -1029, then past three budgets a flood; other accounts untouched', async () => {
    const budget = new FrameBudget(3, WINDOW, null);
    assert.deepEqual(await verdicts(budget, 1, 10), [...Array(3).fill('ok'), ...Array(6).fill('over'), 'flood']);
    assert.equal(budget.take(2, 1_000), 'ok');
    assert.equal(budget.take(1, 1_000 + WINDOW), 'ok', 'a new window');
  });

  test('two instances sharing a count let one budget through between them', async () => {
    const shared = sharedInMemory();
    const [one, two] = [new FrameBudget(5, WINDOW, shared), new FrameBudget(5, WINDOW, shared)];
    const answers = [...(await verdicts(one, 7, 6)), ...(await verdicts(two, 7, 6))];
    assert.equal(answers.filter((verdict) => verdict === 'ok').length, 5);
  });

  test('a frame the shared count refuses after its window ended is given back to that window, not the next', async () => {
    // The shared count's answers, given by hand in the order asked.
    const answers: Array<(frames: number) => void> = [];
    const late: SharedFrameCount = { add: () => new Promise<number>((resolve) => answers.push(resolve)) };
    const budget = new FrameBudget(2, WINDOW, late);
    const refused = budget.take(1, 1_000);
    const next = 1_000 + WINDOW;
    const first = budget.take(1, next);
    answers[0]?.(3); // the old window's frame: over the budget with the other instances' frames
    answers[1]?.(1);
    assert.equal(await refused, 'over');
    assert.equal(await first, 'ok');
    // The new window let one frame through: one more fits, then it is over.
    const second = budget.take(1, next);
    answers[2]?.(2);
    assert.equal(await second, 'ok');
    assert.equal(budget.take(1, next), 'over');
  });

  test('a shared count that fails leaves the decision to this instance', async () => {
    const failing: SharedFrameCount = { add: () => Promise.reject(new Error('redis away')) };
    const budget = new FrameBudget(3, WINDOW, failing);
    assert.deepEqual(await verdicts(budget, 1, 5), ['ok', 'ok', 'ok', 'over', 'over']);
  });
});

describe('Redis frame count', () => {
  let server: OwnRedis | undefined;
  const clients: Redis[] = [];
  after(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  test('not connected: this instance decides at once', async () => {
    const redis = new Redis({ port: await freePort(), lazyConnect: true, maxRetriesPerRequest: 0 });
    clients.push(redis);
    const budget = new FrameBudget(2, WINDOW, new RedisFrameCount(redis, 'kktest:'));
    assert.deepEqual(await verdicts(budget, 1, 3), ['ok', 'ok', 'over']);
  });

  test('shared by two instances; a Redis that stops answering leaves the decision to this instance', async () => {
    server = await OwnRedis.start();
    const { port } = server;
    const [a, b, admin] = [0, 1, 2].map(() => new Redis({ port, retryStrategy: () => 50 })) as [Redis, Redis, Redis];
    clients.push(a, b, admin);
    await Promise.all([a.ping(), b.ping(), admin.ping()]);
    const one = new FrameBudget(4, WINDOW, new RedisFrameCount(a, 'p:'));
    const two = new FrameBudget(4, WINDOW, new RedisFrameCount(b, 'p:'));
    const answers = [...(await verdicts(one, 9, 4)), ...(await verdicts(two, 9, 4))];
    assert.equal(answers.filter((verdict) => verdict === 'ok').length, 4);
    assert.ok((await a.pttl('p:chatframes:9')) > WINDOW - 1_000, 'the window is the key’s lifetime');

    // Paused far longer than the test may wait: only the timeout can answer, and the count here says 'ok' where
    // Redis, answering, would say 'over' (account 9 used its budget above).
    await admin.call('client', 'pause', '60000', 'write');
    const fresh = new FrameBudget(4, WINDOW, new RedisFrameCount(a, 'p:', 250));
    assert.equal(await fresh.take(9, 1_000), 'ok');
  });
});
