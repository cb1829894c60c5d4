// Migration 0023 (issue 24): every conversation that had a message before first contact gets its row, marked
// legacy (its limits never apply), with who wrote first and whether the other answered read from its messages.
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

test('0023 writes a legacy row for each conversation that had messages, answered or not', async () => {
  const store = await freshStore();
  try {
    const db = openDatabase(store);
    await migrate(db, '0021-member-safety');
    for (const id of [1, 2, 3, 4]) {
      await sql`insert into users (id, userid, phone, username, create_time, update_time)
        values (${id}, ${`u${id}`}, ${`1390000000${id}`}, ${`用户${id}`}, 0, 0)`.execute(db.kysely);
    }
    let n = 0;
    const message = (from: number, to: number, time: number) =>
      sql`insert into chat_messages (message_id, from_user_id, to_user_id, low_id, high_id, type, content, create_time)
        values (${(++n).toString(16).padStart(32, '0')}, ${from}, ${to}, ${Math.min(from, to)}, ${Math.max(from, to)},
          'text', 'hi', ${time})`.execute(db.kysely);
    // 2 wrote to 1 five times, never answered; 3 and 4 talked, 4 first.
    for (const time of [10, 20, 30, 40, 50]) await message(2, 1, time);
    await message(4, 3, 60);
    await message(3, 4, 70);
    await migrate(db);
    const rows = await sql<
      Record<string, number>
    >`select low_id, high_id, starter_id, first_time, answered, sent, legacy
      from chat_contacts order by low_id`.execute(db.kysely);
    assert.deepEqual(
      rows.rows.map((row) => Object.values(row).map(Number)),
      [
        [1, 2, 2, 10, 0, 0, 1],
        [3, 4, 4, 60, 1, 0, 1],
      ],
    );
    const words = await sql<{ n: number }>`select count(*) as n from safety_words`.execute(db.kysely);
    assert.ok(Number(words.rows[0]?.n) > 0, 'the money words are seeded');
    await db.close();
  } finally {
    await store.drop();
  }
});
