// GroupCommit on its own: what one turn brings shares a batch, equal keys never do, a batch that fails outright
// is tried again item by item so only the bad item fails, and a batch never runs in a caller's async context.
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { test } from 'node:test';
import { GroupCommit, type Outcome } from './chat.batcher.ts';

function recorder(fail: (items: readonly string[]) => boolean = () => false) {
  const batches: string[][] = [];
  const commit = async (items: readonly string[]): Promise<Array<Outcome<string>>> => {
    batches.push([...items]);
    if (fail(items)) throw new Error('the transaction failed');
    return items.map((item) =>
      item.startsWith('refused') ? { ok: false, error: new Error(item) } : { ok: true, value: `stored ${item}` },
    );
  };
  return { batches, commit };
}

test('one turn, one batch, each item answered alone; equal keys and overflow wait for the next', async () => {
  const { batches, commit } = recorder();
  const group = new GroupCommit({ commit, key: (item: string) => item.slice(0, 1), maxBatch: 3, windowMs: 0 });
  const results = await Promise.allSettled(['a1', 'b1', 'refused-c', 'a2', 'd1'].map((item) => group.submit(item)));
  assert.deepEqual(batches, [
    ['a1', 'b1', 'refused-c'],
    ['a2', 'd1'],
  ]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    ['stored a1', 'stored b1', 'refused-c', 'stored a2', 'stored d1'],
  );
});

test('a batch that fails as a whole is retried item by item: only the bad item fails', async () => {
  const { batches, commit } = recorder((items) => items.includes('bad'));
  const group = new GroupCommit({ commit, key: (item: string) => item, maxBatch: 10, windowMs: 2 });
  const results = await Promise.allSettled(['x', 'bad', 'y'].map((item) => group.submit(item)));
  assert.deepEqual(batches, [['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
});

test("a batch runs in the batcher's own context, never in the first caller's", async () => {
  const context = new AsyncLocalStorage<string>();
  const seen: Array<string | undefined> = [];
  const group = new GroupCommit({
    commit: async (items: readonly string[]) => {
      seen.push(context.getStore());
      return items.map((item) => ({ ok: true as const, value: item }));
    },
    key: (item: string) => item,
    maxBatch: 10,
    windowMs: 0,
  });
  await context.run('caller transaction', () => group.submit('m'));
  assert.deepEqual(seen, [undefined]);
});
