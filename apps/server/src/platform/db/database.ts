// Dialect selection: SQLite (better-sqlite3, WAL) by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type CheckpointerOptions, startCheckpointer } from './checkpointer.ts';
import { type PoolLog, resilientPool } from './resilient-pool.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * PostgreSQL: a connection of its own without the request timeouts, for migrations (an index on a large table
   * takes longer than any request may). Closed by the caller.
   */
  unbounded?: () => Kysely<Database>;
  close(): Promise<void>;
}

/**
 * SQLite's one connection, for reads that skip Kysely's executor when no transaction is open on it
 * (compiled-once.ts). `transactions` counts the transactions begun or waiting to begin on the connection
 * (transaction.ts): while one is, a read must queue behind it as Kysely queues it, or it would see that
 * transaction's uncommitted rows.
 */
export interface DirectReader {
  prepare(source: string): SQLite.Statement;
  transactions: number;
  /**
   * Set when the checkpointer thread found the log long (checkpointer.ts): the transaction that commits next
   * calls `checkpoint()` while it still holds the connection (transaction.ts).
   */
  checkpointDue: boolean;
  /** Copies the rest of the log on this connection (no transaction may be open on it), so its next write rewinds it. */
  checkpoint(): void;
}

/** The direct reader of a root Kysely instance on SQLite; none on PostgreSQL, nor for a transaction's. */
export const directReaders = new WeakMap<Kysely<Database>, DirectReader>();

// int8 (bigint) columns hold millisecond times and counts, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How the app's SQLite connection is set up (the bench's baselines open their copies alike). A page cache of
 * 64 MiB instead of SQLite's 2 MiB: the feed's cards are random rows of the people table, and with the default cache
 * a page of them at 1,000,000 people cost 1.5 times one at 100,000, mostly reading pages again through system calls
 * (bench/README.md, "growth"). It fills only as pages are read: the memory 10,000 sockets' logins leave was the same.
 */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'busy_timeout = 5000',
  `cache_size = -${64 * 1024}`,
] as const;
/**
 * No checkpoint inside a COMMIT on the event loop: a thread of its own does them (checkpointer.ts), so these go
 * with a checkpointer. A log that grew long is cut back to 64 MiB when it is next rewound.
 */
export const SQLITE_CHECKPOINT_PRAGMAS = [
  'wal_autocheckpoint = 0',
  `journal_size_limit = ${64 * 1024 * 1024}`,
] as const;

/** How long PostgreSQL may take before a request gives up with -1030 / 503 (README "Configuration"). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it, and the client stops waiting a moment later (a silent server). */
  statementMs: number;
  /** A transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 2_000,
  statementMs: 3_000,
  idleInTransactionMs: 10_000,
};

/** The client's own deadline past the server's statement timeout: a server that answers cancels first. */
const READ_TIMEOUT_MARGIN_MS = 500;

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** SQLite's checkpointer thread (tests shorten its limits). */
  checkpoints?: Omit<CheckpointerOptions, 'onLongLog'>;
  database?: { timeouts: DatabaseTimeouts };
  /** Where a lost PostgreSQL connection is reported (it is replaced, never fatal). */
  log?: PoolLog;
}): Db {
  if (options.databaseUrl) {
    const timeouts = options.database?.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // A peer that vanished without a FIN (a failover, a cut network) is noticed by the kernel, not never.
      keepAlive: true,
    });
    const log = options.log ?? { warn: (details, text) => console.warn(text, details) };
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(pool, log) }) });
    const unbounded = () =>
      new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: resilientPool(new pg.Pool({ connectionString: options.databaseUrl, max: 1, keepAlive: true }), log),
        }),
      });
    return { kysely, dialect: 'postgres', unbounded, close: () => kysely.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'kk.sqlite');
  const sqlite = new SQLite(file);
  for (const pragma of [...SQLITE_PRAGMAS, ...SQLITE_CHECKPOINT_PRAGMAS]) sqlite.pragma(pragma);
  const cached = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  const checkpoint = sqlite.prepare('pragma wal_checkpoint(PASSIVE)');
  const direct: DirectReader = {
    prepare: (source) => cached.prepare(source),
    transactions: 0,
    checkpointDue: false,
    checkpoint() {
      // Never fails its caller (a transaction already committed). Busy (the thread is copying at this moment) or
      // short of the end, the next commit tries again.
      try {
        const done = checkpoint.get() as { busy: number; log: number; checkpointed: number };
        direct.checkpointDue = done.busy !== 0 || done.checkpointed < done.log;
      } catch {
        direct.checkpointDue = true;
      }
    },
  };
  directReaders.set(kysely, direct);
  const checkpointer = startCheckpointer(file, {
    ...options.checkpoints,
    onLongLog() {
      // A message event: no statement runs now, so with no transaction begun or waiting, none is open either.
      if (direct.transactions === 0) direct.checkpoint();
      else direct.checkpointDue = true;
    },
  });
  return {
    kysely,
    dialect: 'sqlite',
    close: async () => {
      try {
        await kysely.destroy();
      } finally {
        await checkpointer.close();
      }
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query's SQL again; preparing costs more than running a small query (bench/README.md).
 * This keeps the statements of recently run SQL texts. Safe because Kysely runs one query at a time on its
 * single SQLite connection and we never stream, so a cached statement is never busy when it is reused.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string): SQLite.Statement {
      let statement = cache.get(source);
      if (statement) return statement;
      statement = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
      return statement;
    },
  };
}
