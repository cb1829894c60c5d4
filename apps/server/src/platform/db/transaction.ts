// One transaction across features (docs/architecture.md, "Transactions"). A service opens it with
// `transactions.run(work)`; every repository built over the same `Transactions` runs its SQL on `transactions.db`,
// which inside `work` is that transaction (found through AsyncLocalStorage), so services compose as usual and their
// repositories join without passing a handle around. A `run` inside a `run` joins the outer one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { type Db, directReaders } from './database.ts';
import type { Database } from './schema.ts';

interface Current {
  db: Kysely<Database>;
  /** Set when the transaction ended: work that outlived it falls back to the pool instead of a finished one. */
  ended: boolean;
  /** What `afterCommit` deferred: run once the transaction committed, dropped when it rolled back. */
  committed: Array<() => void>;
}

export class Transactions {
  readonly #database: Db;
  readonly #current = new AsyncLocalStorage<Current>();

  constructor(database: Db) {
    this.#database = database;
  }

  /** What repositories run their SQL on: the transaction of this call chain, else the pool. */
  get db(): Kysely<Database> {
    const current = this.#current.getStore();
    return current && !current.ended ? current.db : this.#database.kysely;
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the error goes on).
   * A `run` inside joins this one; `db.transaction()` inside fails (see docs/architecture.md, "Transactions").
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.#current.getStore();
    if (outer && !outer.ended) return work();
    const committed: Array<() => void> = [];
    const result = await this.#transaction(work, committed);
    for (const callback of committed) callback();
    return result;
  }

  /**
   * Inside `run` on SQLite: the connection's cached statements, run synchronously as part of this transaction
   * (SQLite has one connection, and the transaction holds it). Many rows written one statement call each cost less
   * than one statement that reads them all from a JSON array (chat.batch.repository.ts). Null outside a
   * transaction, and on PostgreSQL, where each call would be a round trip.
   */
  statements(): ((source: string) => SQLite.Statement) | null {
    const current = this.#current.getStore();
    if (!current || current.ended) return null;
    return directReaders.get(this.#database.kysely)?.prepare ?? null;
  }

  /**
   * Runs `callback` once the transaction of this call chain commits (at once when none is open): for what must
   * never be seen before the data is, such as socket frames about it. Nothing runs when it rolls back.
   */
  afterCommit(callback: () => void): void {
    const current = this.#current.getStore();
    if (current && !current.ended) current.committed.push(callback);
    else callback();
  }

  async #transaction<T>(work: () => Promise<T>, committed: Array<() => void>): Promise<T> {
    const { kysely, dialect } = this.#database;
    if (dialect === 'postgres') {
      return kysely.transaction().execute((trx) => this.#within(trx, work, committed));
    }
    // SQLite: BEGIN IMMEDIATE takes the write lock first (waiting up to busy_timeout). A plain BEGIN would read,
    // then fail at once with SQLITE_BUSY on its first write if another instance wrote to the file in between.
    // Counted from before it waits for the connection until it let go of it, so no direct read (compiled-once.ts)
    // runs on the connection meanwhile.
    const direct = directReaders.get(kysely);
    if (direct) direct.transactions++;
    try {
      return await this.#sqliteTransaction(kysely, work, committed);
    } finally {
      if (direct) direct.transactions--;
    }
  }

  #sqliteTransaction<T>(kysely: Kysely<Database>, work: () => Promise<T>, committed: Array<() => void>): Promise<T> {
    const direct = directReaders.get(kysely);
    return kysely.connection().execute(async (connection) => {
      // The connection is held: BEGIN and COMMIT run on its cached statements, synchronously, as a batch of
      // messages runs its own (chat.batch.repository.ts). Through Kysely's executor an empty transaction took
      // 19.5 µs instead of 15.5.
      const run = direct
        ? (source: string) => void direct.prepare(source).run()
        : (source: string) => sql.raw(source).execute(connection);
      await run('begin immediate');
      try {
        const result = await this.#within(connection, work, committed);
        await run('commit');
        // The checkpointer thread found the log long (database.ts): copied here, between two transactions.
        if (direct?.checkpointDue) direct.checkpoint();
        return result;
      } catch (error) {
        // SQLite may have rolled back by itself (after a full disk or an I/O error); the first error is the one.
        try {
          await run('rollback');
        } catch {}
        throw error;
      }
    });
  }

  async #within<T>(db: Kysely<Database>, work: () => Promise<T>, committed: Array<() => void>): Promise<T> {
    const current: Current = { db, ended: false, committed };
    try {
      return await this.#current.run(current, work);
    } finally {
      current.ended = true;
    }
  }
}
