// CompiledOnce reads SQLite's statement directly when no transaction is open (compiled-once.ts): it must still
// never see a transaction's uncommitted rows, nor answer differently from Kysely's executor.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { CompiledOnce } from './compiled-once.ts';
import { type Db, openDatabase } from './database.ts';
import { Transactions } from './transaction.ts';

let dir: string;
let db: Db;
let transactions: Transactions;
const note = new CompiledOnce<{ id: number; text: string }>((kysely) =>
  kysely.selectFrom(sql<{ id: number; text: string }>`notes`.as('n')).select(['n.id', 'n.text']).where('n.id', '=', 0),
);
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kk-once-'));
  db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  transactions = new Transactions(db);
  await sql`create table notes (id integer primary key, text text not null)`.execute(db.kysely);
  await sql`insert into notes (id, text) values (1, 'kept')`.execute(db.kysely);
});
after(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

test('reads the same rows directly as through a transaction', async () => {
  const direct = await note.rows(transactions.db, [1]);
  const inside = await transactions.run(() => note.rows(transactions.db, [1]));
  assert.deepEqual(direct, [{ id: 1, text: 'kept' }]);
  assert.deepEqual(inside, direct);
  assert.deepEqual(await note.rows(transactions.db, [2]), []);
});

test('a read from outside waits for an open transaction and never sees its uncommitted rows', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let inserted = () => {};
  const didInsert = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  const writer = transactions.run(async () => {
    await sql`insert into notes (id, text) values (2, 'uncommitted')`.execute(transactions.db);
    inserted();
    await held;
    throw new Error('rolled back');
  });
  await didInsert;
  // Another request, outside the transaction, asks for the row while the transaction is open.
  let answered = false;
  const reader = note.rows(transactions.db, [2]).then((rows) => {
    answered = true;
    return rows;
  });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(answered, false, 'the read queues behind the open transaction');
  release();
  await assert.rejects(writer, /rolled back/);
  assert.deepEqual(await reader, [], 'the rolled-back row was never seen');
});
