// The WAL checkpoints of the thread (checkpointer.ts): the main connection never checkpoints, yet the log is copied
// back, rewound rather than grown, cut back by a RESTART when asked, and gone once the database is closed.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { startCheckpointer } from './checkpointer.ts';
import { type Db, openDatabase } from './database.ts';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kk-checkpointer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Waits for `done`, polling; fails after 10 s (a checkpoint every 10 ms takes far less). */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) assert.fail(`never: ${what}`);
    await sleep(20);
  }
}

/** About 1 MiB of rows, in one transaction. */
async function writeMegabyte(db: Db, from: number): Promise<void> {
  const rows = Array.from({ length: 256 }, (_, i) => `(${from + i}, randomblob(4000))`).join(',');
  await sql.raw(`insert into blobs (id, data) values ${rows}`).execute(db.kysely);
}

test('the log is copied into the database by the thread and rewound, not grown', async () => {
  const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    const file = join(dir, 'kk.sqlite');
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    assert.equal(autocheckpoint.rows[0]?.wal_autocheckpoint, 0);
    await sql`create table blobs (id integer primary key, data blob)`.execute(db.kysely);
    await writeMegabyte(db, 0);
    // Nobody on the main connection checkpoints: only the thread can have put the rows into the file.
    await until('the first megabyte in the database file', () => size(file) >= 1024 * 1024);
    const log = size(`${file}-wal`);
    assert.ok(log >= 1024 * 1024, `the log held the megabyte (${log} bytes)`);
    // Every frame copied: the next writer starts the log over, so a second megabyte does not lengthen it.
    await writeMegabyte(db, 1000);
    assert.ok(size(`${file}-wal`) <= log + 64 * 1024, `the log was rewound (${size(`${file}-wal`)} > ${log})`);
    await until('the second megabyte in the database file', () => size(file) >= 2 * 1024 * 1024);
  } finally {
    await db.close();
  }
});

test('closing the database stops the thread, which checkpoints the rest and removes the log', async () => {
  const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  await sql`create table blobs (id integer primary key, data blob)`.execute(db.kysely);
  await writeMegabyte(db, 0);
  await db.close();
  const file = join(dir, 'kk.sqlite');
  assert.equal(existsSync(`${file}-wal`), false);
  const check = new SQLite(file, { readonly: true });
  try {
    assert.deepEqual(check.prepare('select count(*) as n from blobs').get(), { n: 256 });
  } finally {
    check.close();
  }
});

test('a log longer than restartFrames is rewound by a RESTART checkpoint', async () => {
  const file = join(dir, 'kk.sqlite');
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('create table blobs (id integer primary key, data blob)');
  const checkpointer = startCheckpointer(file, { restartFrames: 100 });
  try {
    writer
      .prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < 300)
        insert into blobs (id, data) select i, randomblob(4000) from n`,
      )
      .run();
    await until('a restart', () => checkpointer.reports.some((report) => report.type === 'restart'));
    assert.deepEqual(
      checkpointer.reports.filter((report) => report.type !== 'restart'),
      [],
    );
    const restart = checkpointer.reports.find((report) => report.type === 'restart');
    assert.equal(restart?.type === 'restart' && restart.busy, false);
  } finally {
    await checkpointer.close();
    writer.close();
  }
});
