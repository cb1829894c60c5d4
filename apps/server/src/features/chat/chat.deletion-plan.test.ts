// Account deletion on SQLite finds the user's rows by an index: every statement ChatRepository.deleteByUser runs,
// and the foreign keys' cascades when the user's row goes (EXPLAIN QUERY PLAN). A full scan of the messages or
// the sessions would hold the one writer, every sender's batch included, for as long as the table takes to read.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from '../../platform/db/database.ts';
import { migrate } from '../../platform/db/migrate.ts';
import type { Database } from '../../platform/db/schema.ts';
import { Transactions } from '../../platform/db/transaction.ts';
import { ChatRepository } from './chat.repository.ts';

/** Tables a deletion must never read in full: they grow with every message, conversation and lock. */
const BIG = /^SCAN (chat_messages|chat_sessions|chat_events|kk_lock_members)\b/;

test('account deletion reads the chat tables by index only, its cascades included', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-deletion-plan-'));
  const app = openDatabase({ databaseUrl: undefined, dataDir });
  await migrate(app);
  await app.close();
  const sqlite = new SQLite(join(dataDir, 'kk.sqlite'));
  const queries: CompiledQuery[] = [];
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    const chat = new ChatRepository(new Transactions({ kysely, dialect: 'sqlite', close: () => kysely.destroy() }));
    await chat.deleteByUser(5);
    assert.ok(queries.length >= 4, 'the deletion ran its statements');
    const plans = [
      ...queries.map((query) => ({ sql: query.sql, parameters: query.parameters })),
      { sql: 'delete from users where id = ?', parameters: [5] },
    ].map(({ sql, parameters }) => ({
      sql,
      steps: (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as Array<{ detail: string }>).map(
        (row) => row.detail,
      ),
    }));
    for (const { sql, steps } of plans) {
      assert.deepEqual(
        steps.filter((step) => BIG.test(step)),
        [],
        `${sql}\n  ${steps.join('\n  ')}`,
      );
    }
    // The plans did name the tables: an empty plan would pass the check above without meaning anything.
    const all = plans.flatMap((plan) => plan.steps).join('\n');
    for (const table of ['chat_messages', 'chat_sessions', 'chat_events', 'kk_lock_members']) {
      assert.match(all, new RegExp(`SEARCH ${table} `), table);
    }
  } finally {
    await kysely.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
});
