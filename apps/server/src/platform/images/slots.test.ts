import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Slots } from './slots.ts';

test('runs at most `size` tasks at once, the rest in order, and survives failures', async () => {
  const slots = new Slots(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (i: number) => async () => {
    started.push(i);
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    if (i === 2) throw new Error('task 2 fails');
    return i;
  };
  const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => slots.run(task(i))));
  assert.equal(most, 2);
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'],
  );
  assert.equal(await slots.run(async () => 'after'), 'after', 'the slots are free again');
});
