// The WAL checkpoints of the thread (checkpointer.ts): the main connection never checkpoints, yet the log is copied
// back and rewound rather than grown (by the main connection after a commit when the log is long), and gone once
// the database is closed.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { type DirectReader, directReaders, openDatabase } from './database.ts';
import type { Database } from './schema.ts';
import { Transactions } from './transaction.ts';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kk-checkpointer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/**
 * What the wal-index (the -shm file, laid out by SQLite's wal.c in native byte order) says of the log: frames in it
 * (mxFrame, at 16 in the index header) and frames copied into the database (nBackfill, at 96, the first field after
 * the header's two copies). Read without a connection, so the test takes no part in the checkpoints it watches.
 */
function walIndex(file: string): { frames: number; copied: number } {
  const shm = `${file}-shm`;
  if (!existsSync(shm)) return { frames: 0, copied: 0 };
  const index = readFileSync(shm);
  if (index.length < 100) return { frames: 0, copied: 0 };
  const read = (offset: number) => (endianness() === 'LE' ? index.readUInt32LE(offset) : index.readUInt32BE(offset));
  return { frames: read(16), copied: read(96) };
}

/** Waits for `done`, polling; fails after 10 s (a checkpoint every 10 ms takes far less). */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) assert.fail(`never: ${what}`);
    await sleep(20);
  }
}

/** About 1 MiB of rows, in one transaction. */
async function writeMegabyte(db: Kysely<Database>, from: number): Promise<void> {
  const rows = Array.from({ length: 256 }, (_, i) => `(${from + i}, randomblob(4000))`).join(',');
  await sql.raw(`insert into blobs (id, data) values ${rows}`).execute(db);
}

test('the log is copied into the database by the thread and rewound, not grown', async () => {
  const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    const file = join(dir, 'kk.sqlite');
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    assert.equal(autocheckpoint.rows[0]?.wal_autocheckpoint, 0);
    await sql`create table blobs (id integer primary key, data blob)`.execute(db.kysely);
    await writeMegabyte(db.kysely, 0);
    // Nobody on the main connection checkpoints: only the thread can have put the rows into the file.
    await until('the first megabyte in the database file', () => size(file) >= 1024 * 1024);
    // The file grows while the thread copies; the copy counts (and the log may start over) once it has synced.
    await until('every frame of the log copied', () => {
      const { frames, copied } = walIndex(file);
      return frames > 0 && copied === frames;
    });
    const log = size(`${file}-wal`);
    assert.ok(log >= 1024 * 1024, `the log held the megabyte (${log} bytes)`);
    // Every frame copied: the next writer starts the log over, so a second megabyte does not lengthen it.
    await writeMegabyte(db.kysely, 1000);
    assert.ok(size(`${file}-wal`) <= log + 64 * 1024, `the log was rewound (${size(`${file}-wal`)} > ${log})`);
    await until('the second megabyte in the database file', () => size(file) >= 2 * 1024 * 1024);
  } finally {
    await db.close();
  }
});

test('closing the database stops the thread, which checkpoints the rest and removes the log', async () => {
  const db = openDatabase({ databaseUrl: undefined, dataDir: dir });
  await sql`create table blobs (id integer primary key, data blob)`.execute(db.kysely);
  await writeMegabyte(db.kysely, 0);
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

test('a long log reported during a transaction is copied by the main connection after its commit', async () => {
  // 64 frames: a megabyte is over the limit.
  const db = openDatabase({ databaseUrl: undefined, dataDir: dir, checkpoints: { longLogFrames: 64 } });
  const transactions = new Transactions(db);
  const direct = directReaders.get(db.kysely) as DirectReader;
  try {
    const file = join(dir, 'kk.sqlite');
    await sql`create table blobs (id integer primary key, data blob)`.execute(db.kysely);
    await writeMegabyte(db.kysely, 0);
    // Opened before any turn of the event loop could deliver the thread's report: the report finds a transaction
    // open, so it can only mark the checkpoint due.
    await transactions.run(() => until('the checkpoint marked due', () => direct.checkpointDue));
    // Committed: the copy ran (an empty transaction commits again while the thread happened to be copying too).
    for (let tries = 0; direct.checkpointDue; tries++) {
      if (tries > 100) assert.fail('the checkpoint stayed due');
      await sleep(10);
      await transactions.run(async () => {});
    }
    // Every frame copied: the next write starts the log over instead of lengthening it.
    const log = size(`${file}-wal`);
    await sql`insert into blobs (id, data) values (5000, randomblob(4000))`.execute(db.kysely);
    assert.equal(size(`${file}-wal`), log);
  } finally {
    await db.close();
  }
});
