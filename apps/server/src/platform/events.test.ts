// Events: handlers run in the order they subscribed, each awaited; an error stops the rest and reaches the
// emitter, so a reaction that fails inside a transaction rolls the emitter's writes back with its own.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { type Db, openDatabase } from './db/database.ts';
import { Transactions } from './db/transaction.ts';
import { Events } from './events.ts';

test('handlers run one after another, in the order they subscribed', async () => {
  const events = new Events();
  const seen: string[] = [];
  events.on('relation.blocked', async ({ blockerId }) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.push(`first ${blockerId}`);
  });
  events.on('relation.blocked', ({ blockedId }) => {
    seen.push(`second ${blockedId}`);
  });
  events.on('account.deleting', () => {
    seen.push('another event');
  });
  await events.emit('relation.blocked', { blockerId: 1, blockedId: 2 });
  assert.deepEqual(seen, ['first 1', 'second 2']);
});

test('an event nobody hears is a no-op, unless its reaction is part of the promise', async () => {
  await new Events().emit('session.ended', { userId: 1 });
  // A kk lock request nobody stores would never reach its receiver: a forgotten subscription must fail loudly.
  const request = { message_id: 'm', from_user_id: 1, to_user_id: 2, now: 0 };
  await assert.rejects(
    new Events().emit('kklock.requested', request),
    /kklock.requested was emitted and nobody hears it/,
  );
  const heard = new Events();
  heard.on('kklock.requested', () => {});
  await heard.emit('kklock.requested', request);
});

test('an error stops the handlers after it and reaches the emitter', async () => {
  const events = new Events();
  const seen: string[] = [];
  events.on('account.deleting', () => {
    throw new Error('refused');
  });
  events.on('account.deleting', () => {
    seen.push('after');
  });
  await assert.rejects(events.emit('account.deleting', { userId: 1 }), /refused/);
  assert.deepEqual(seen, []);
});

let dir: string;
let db: Db;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kk-events-'));
  db = openDatabase({ databaseUrl: undefined, dataDir: dir });
});
after(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

test("a handler inside the emitter's transaction writes in it, and its failure rolls the emitter back", async () => {
  const transactions = new Transactions(db);
  await sql`create table t (v text)`.execute(db.kysely);
  const events = new Events();
  events.on('account.deleting', async ({ userId }) => {
    await sql`insert into t (v) values (${`reaction ${userId}`})`.execute(transactions.db);
    if (userId === 2) throw new Error('reaction failed');
  });
  const deleteAccount = (userId: number) =>
    transactions.run(async () => {
      await sql`insert into t (v) values (${`emitter ${userId}`})`.execute(transactions.db);
      await events.emit('account.deleting', { userId });
    });
  await deleteAccount(1);
  await assert.rejects(deleteAccount(2), /reaction failed/);
  const rows = await sql<{ v: string }>`select v from t order by v`.execute(db.kysely);
  assert.deepEqual(
    rows.rows.map((row) => row.v),
    ['emitter 1', 'reaction 1'],
  );
});
