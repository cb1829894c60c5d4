// One transaction across features (docs/architecture.md, "Transactions"). A service opens it with
// `transactions.run(work)`; every repository built over the same `Transactions` runs its SQL on `transactions.db`,
// which inside `work` is that transaction (found through AsyncLocalStorage), so services compose as usual and their
// repositories join without passing a handle around. A `run` inside a `run` joins the outer one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
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
   * Inside `run` on SQLite: one statement run once per row's parameters, in order, as one request to the writer
   * thread (sqlite-writer.ts), answering the rows each run answered. Many rows written one statement call each
   * cost less than one statement that reads them all from a JSON array (chat.batch.repository.ts). Null outside
   * a transaction, and on PostgreSQL, where a statement takes the rows as arrays instead.
   */
  many(): (<Row>(source: string, rows: ReadonlyArray<readonly unknown[]>) => Promise<Row[]>) | null {
    const current = this.#current.getStore();
    const writer = this.#database.writer;
    if (!current || current.ended || !writer) return null;
    return (source, rows) => writer.many(source, rows);
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

  #transaction<T>(work: () => Promise<T>, committed: Array<() => void>): Promise<T> {
    // On SQLite the driver begins with BEGIN IMMEDIATE on the writer thread (sqlite-dialect.ts).
    return this.#database.kysely.transaction().execute((trx) => this.#within(trx, work, committed));
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
