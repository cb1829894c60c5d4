// Migrations at start-up: run once, found done by the next start, and on PostgreSQL never thrown off by other
// schemas of the same database (other deployments, or the other test files) that come and go meanwhile. Kysely's
// own check listed every schema's tables and failed when one was dropped during that query (seen in CI).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { usingPostgres } from '../support/harness.ts';

/** A database of its own: a fresh schema on PostgreSQL, a fresh folder on SQLite; removed by `drop`. */
async function freshStore() {
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-migrate-'));
  if (!usingPostgres) {
    return { databaseUrl: undefined, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

test('migrations run once; a second start finds them done', async () => {
  const store = await freshStore();
  try {
    const first = openDatabase(store);
    await migrate(first);
    await first.close();
    const second = openDatabase(store);
    await migrate(second);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(second.kysely);
    const names = applied.rows.map((row) => row.name);
    assert.equal(new Set(names).size, names.length, 'no migration recorded twice');
    assert.deepEqual(names.slice(0, 2), ['0001-foundation', '0002-media']);
    assert.ok(names.includes('0011-chat-session-index'));
    await second.close();
  } finally {
    await store.drop();
  }
});

test('on PostgreSQL, schemas dropped by others meanwhile never fail a start', { timeout: 120_000 }, async () => {
  if (!usingPostgres) {
    // SQLite keeps one database per file: nothing of another's can come and go inside it.
    const store = await freshStore();
    const db = openDatabase(store);
    await migrate(db);
    await db.close();
    await store.drop();
    return;
  }
  const churn = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await churn.connect();
  let stop = false;
  let churned = 0;
  const churning = (async () => {
    while (!stop) {
      const other = `t_gone_${randomBytes(4).toString('hex')}`;
      await churn.query(`create schema ${other}; create table ${other}.x (a int)`);
      await churn.query(`drop schema ${other} cascade`);
      churned++;
    }
  })();
  try {
    for (let i = 0; i < 12; i++) {
      const store = await freshStore();
      try {
        const db = openDatabase(store);
        await migrate(db);
        await db.close();
      } finally {
        await store.drop();
      }
    }
  } finally {
    stop = true;
    await churning;
    await churn.end();
  }
  assert.ok(churned > 12, `schemas came and went during the starts (${churned})`);
});

test("0012 keeps every message, never gives a message's id again, and deleting a user leaves messages to the app", async () => {
  const store = await freshStore();
  try {
    const db = openDatabase(store);
    await migrate(db, '0011-chat-session-index');
    for (const id of [1, 2]) {
      await sql`insert into users (id, userid, phone, username, signature, height, weight, birthday, gender, province,
          city, avatar, want_gender, active_time, create_time, update_time)
        values (${id}, ${`u${id}`}, ${`1390000000${id}`}, ${`用户${id}`}, '', 170, 60, '1995-01-01', 1, '广东省', '深圳市',
          '', 2, 0, 0, 0)`.execute(db.kysely);
    }
    const message = (n: number) =>
      sql`insert into chat_messages (message_id, from_user_id, to_user_id, low_id, high_id, type, content, create_time)
        values (${n.toString(16).padStart(32, '0')}, 1, 2, 1, 2, 'text', ${`第${n}条`}, ${n})`.execute(db.kysely);
    for (const n of [1, 2, 3]) await message(n);
    // The newest goes before the migration: its id must not come back.
    await sql`delete from chat_messages where content = '第3条'`.execute(db.kysely);
    await migrate(db);
    await message(4);
    const rows = await sql<{ id: number; content: string }>`select id, content from chat_messages order by id`.execute(
      db.kysely,
    );
    assert.deepEqual(
      rows.rows.map((row) => [Number(row.id), row.content]),
      [
        [1, '第1条'],
        [2, '第2条'],
        [4, '第4条'],
      ],
    );
    // No foreign key cascades any more (ChatRepository.deleteByUser deletes them by conversation first).
    await sql`delete from users where id = 2`.execute(db.kysely);
    const left = await sql<{ n: number }>`select count(*) as n from chat_messages`.execute(db.kysely);
    assert.equal(Number(left.rows[0]?.n), 3);
    await db.close();
  } finally {
    await store.drop();
  }
});

test('0019 files the open reports made before the queue into one open item per target', async () => {
  const store = await freshStore();
  try {
    const db = openDatabase(store);
    await migrate(db, '0018-operator-console');
    for (const id of [1, 2, 3]) {
      await sql`insert into users (id, userid, phone, username, create_time, update_time)
        values (${id}, ${`u${id}`}, ${`1390000000${id}`}, ${`用户${id}`}, 0, 0)`.execute(db.kysely);
    }
    await sql`insert into updates (id, user_id, content, create_time) values (7, 3, '广告', 0)`.execute(db.kysely);
    const report = (reporter: number, type: number, target: number, reason: number, time: number, status = 0) =>
      sql`insert into reports (reporter_id, target_type, target_id, reason, status, create_time)
        values (${reporter}, ${type}, ${target}, ${reason}, ${status}, ${time})`.execute(db.kysely);
    await report(1, 1, 3, 1, 10);
    await report(2, 1, 3, 2, 20);
    await report(1, 2, 7, 5, 30);
    await report(2, 1, 1, 6, 40, 1);
    await migrate(db);
    const cases = await sql<{ target_type: number; target_key: string; member_id: number; report_count: number }>`
      select target_type, target_key, member_id, report_count, first_time, last_time, open_key
      from moderation_cases order by target_type`.execute(db.kysely);
    assert.deepEqual(
      cases.rows.map((row) => [
        Number(row.target_type),
        row.target_key,
        Number(row.member_id),
        Number(row.report_count),
      ]),
      [
        [1, '3', 3, 2],
        [2, '7', 3, 1],
      ],
    );
    const filed = await sql<{ case_id: number }>`select case_id from reports order by id`.execute(db.kysely);
    const ids = filed.rows.map((row) => Number(row.case_id));
    assert.equal(ids[0], ids[1]);
    assert.ok((ids[0] ?? 0) > 0 && (ids[2] ?? 0) > 0 && ids[2] !== ids[0]);
    assert.equal(ids[3], 0, 'a handled report joins no item');
    await db.close();
  } finally {
    await store.drop();
  }
});
