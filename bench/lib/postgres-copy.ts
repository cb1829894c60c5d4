// The chat suites' app on PostgreSQL (issue 25: "on PostgreSQL the writes are already off the loop: measure that
// path too"). BENCH_DATABASE_URL names a server and a database to connect to first; a database of its own is made
// there for the run, migrated by the app's migrations, and given the same people and sessions as the SQLite file
// the suite wrote (lib/chat-data.ts), row for row, so the tokens are the same. Dropped after the run.
import { tmpdir } from 'node:os';
import { type Database, type Db, migrate, openDatabase } from '@kk/server/bench';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';

/** Rows a single INSERT carries (PostgreSQL takes at most 65,535 parameters a statement). */
const ROWS_AN_INSERT = 1_000;

export interface PostgresCopy {
  /** The run's own database, for the app's DATABASE_URL. */
  url: string;
  /** chat_messages' rows and distinct message ids, as the SQLite suites count them. */
  storedMessages(): Promise<{ rows: number; ids: number }>;
  /** Drops the run's database. */
  drop(): Promise<void>;
}

export async function postgresCopy(
  serverUrl: string,
  sqliteFile: string,
  tables: readonly string[],
): Promise<PostgresCopy> {
  const name = `kk_bench_${process.pid}_${Date.now()}`;
  const admin = openDatabase({ databaseUrl: serverUrl, dataDir: tmpdir() });
  await sql.raw(`create database ${name}`).execute(admin.kysely);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Db | null = null;
  try {
    db = openDatabase({ databaseUrl: url.href, dataDir: tmpdir() });
    await migrate(db);
    const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      for (const table of tables) {
        const rows = source.prepare(`select * from ${table}`).all() as Array<Record<string, unknown>>;
        for (let at = 0; at < rows.length; at += ROWS_AN_INSERT) {
          // Any table of the schema, by name: the rows are the SQLite file's, column for column.
          await db.kysely
            .insertInto(table as keyof Database)
            .values(rows.slice(at, at + ROWS_AN_INSERT) as never)
            .execute();
        }
        // Ids were copied as they were: the sequence goes on after them.
        if (rows[0] && 'id' in rows[0]) {
          await sql
            .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
            .execute(db.kysely);
        }
      }
    } finally {
      source.close();
    }
  } catch (error) {
    await db?.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.kysely);
    await admin.close();
    throw error;
  }
  const run = db;
  return {
    url: url.href,
    async storedMessages() {
      const { rows } = await sql<{ rows: number; ids: number }>`
        select count(*)::int as rows, count(distinct message_id)::int as ids from chat_messages`.execute(run.kysely);
      return rows[0] ?? { rows: 0, ids: 0 };
    },
    async drop() {
      await run.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.kysely);
      await admin.close();
    },
  };
}
