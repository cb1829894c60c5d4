// Transactions.afterCommit: deferred work runs once the outermost transaction commits, never after a rollback,
// and at once outside a transaction (what the kk lock's socket frames rely on).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { type Db, openDatabase } from './database.ts';
import { Transactions } from './transaction.ts';

let dir: string;
let db: Db;
let transactions: Transactions;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kk-tx-'));
  db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  transactions = new Transactions(db);
});
after(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

test('afterCommit waits for the outermost commit, nested runs included', async () => {
  const seen: string[] = [];
  await transactions.run(async () => {
    transactions.afterCommit(() => seen.push('outer'));
    await transactions.run(async () => {
      transactions.afterCommit(() => seen.push('inner'));
      await sql`select 1`.execute(transactions.db);
    });
    assert.deepEqual(seen, [], 'nothing before the commit');
  });
  assert.deepEqual(seen, ['outer', 'inner']);
});

test('afterCommit never runs when the transaction rolls back', async () => {
  const seen: string[] = [];
  await assert.rejects(
    transactions.run(async () => {
      transactions.afterCommit(() => seen.push('rolled back'));
      throw new Error('refused');
    }),
    /refused/,
  );
  assert.deepEqual(seen, []);
});

test('afterCommit outside a transaction runs at once', () => {
  const seen: string[] = [];
  transactions.afterCommit(() => seen.push('now'));
  assert.deepEqual(seen, ['now']);
});
