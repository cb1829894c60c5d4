// Kysely over SQLite with two connections to the same file (docs/decisions/0097-sqlite-writer-thread.md): every
// write, and every statement of a transaction, goes to the writer thread (sqlite-writer.ts); a select outside a
// transaction runs at once on the main thread's own reading connection, which in WAL mode sees what was committed
// and never waits for the writer. One writer at a time, as SQLite allows: a transaction, or a write outside one,
// holds the writer until its connection is released; a read never waits for it.
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteWriter } from './sqlite-writer.ts';

/** What reads on the main thread: prepared statements of the reading connection (cached). */
export interface SqliteReader {
  prepare(source: string): { all(params: readonly unknown[]): unknown[] };
  close(): void;
}

/**
 * SQLite's adapter, but Kysely's own one-connection queue is off: this driver queues writers itself and lets
 * reads go by.
 */
class ReadersGoByAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class SqliteWriterDialect implements Dialect {
  readonly #reader: SqliteReader;
  readonly #writer: SqliteWriter;

  constructor(reader: SqliteReader, writer: SqliteWriter) {
    this.#reader = reader;
    this.#writer = writer;
  }

  createDriver(): Driver {
    return new WriterDriver(this.#reader, this.#writer);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new ReadersGoByAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** The writer's turn: one holder at a time, the others queued in order. */
class Turn {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves when it is the caller's turn, with the function that ends it. */
  take(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    const turn = this.#tail.then(() => end);
    this.#tail = this.#tail.then(() => ended);
    return turn;
  }
}

class WriterDriver implements Driver {
  readonly #reader: SqliteReader;
  readonly #writer: SqliteWriter;
  readonly #turn = new Turn();

  constructor(reader: SqliteReader, writer: SqliteWriter) {
    this.#reader = reader;
    this.#writer = writer;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WriterConnection(this.#reader, this.#writer, this.#turn);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // BEGIN IMMEDIATE takes the write lock first (waiting up to busy_timeout, on the writer's thread). A plain BEGIN
    // would read, then fail at once with SQLITE_BUSY on its first write if another process wrote in between.
    await (connection as WriterConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WriterConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as WriterConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as WriterConnection).release();
  }

  async destroy(): Promise<void> {
    try {
      await this.#writer.close();
    } finally {
      this.#reader.close();
    }
  }
}

class WriterConnection implements DatabaseConnection {
  readonly #reader: SqliteReader;
  readonly #writer: SqliteWriter;
  readonly #turn: Turn;
  #endTurn: (() => void) | null = null;
  #inTransaction = false;

  constructor(reader: SqliteReader, writer: SqliteWriter, turn: Turn) {
    this.#reader = reader;
    this.#writer = writer;
    this.#turn = turn;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters, query } = compiledQuery;
    if (!this.#inTransaction && SelectQueryNode.is(query)) {
      return { rows: this.#reader.prepare(sql).all(parameters) as R[] };
    }
    await this.#hold();
    const { rows, changes, lastInsertRowid } = await this.#writer.run<R>(sql, parameters);
    if (changes === undefined) return { rows };
    return {
      rows,
      numAffectedRows: BigInt(changes),
      insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid),
    };
  }

  // biome-ignore lint/correctness/useYield: never streams (no caller does); Kysely's interface wants the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the SQLite writer does not stream');
  }

  async begin(): Promise<void> {
    await this.#hold();
    await this.#writer.run('begin immediate', []);
    this.#inTransaction = true;
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    try {
      // SQLite may have rolled back by itself (after a full disk or an I/O error): the first error is the one.
      if (how === 'rollback') await this.#writer.run(how, []).catch(() => {});
      else await this.#writer.run(how, []);
    } finally {
      // After a failed COMMIT Kysely sends ROLLBACK, which goes to the writer as every statement not a select.
      this.#inTransaction = false;
    }
  }

  release(): void {
    this.#inTransaction = false;
    const end = this.#endTurn;
    this.#endTurn = null;
    end?.();
  }

  async #hold(): Promise<void> {
    if (!this.#endTurn) this.#endTurn = await this.#turn.take();
  }
}
