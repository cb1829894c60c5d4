// SQLite's writing connection on a thread of its own (docs/decisions/0097-sqlite-writer-thread.md). A group commit
// of chat messages is a dozen statements run for every row of the batch and a COMMIT that writes the log: on the
// event loop that was a stall of a few milliseconds every batch, which every frame behind it waited out (bench/
// README.md, "chat-delivery"). Here the main thread only sends the SQL and its parameters and awaits the answer; a
// batch of rows for one statement goes as one request, so a batch of sends costs a dozen round trips, not one per
// row. Reads outside a transaction stay on the main thread's own connection (sqlite-dialect.ts).
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface WriterData {
  file: string;
  pragmas: readonly string[];
}

export type WriterRequest =
  | { type: 'run'; id: number; sql: string; params: readonly unknown[] }
  | { type: 'many'; id: number; sql: string; rows: ReadonlyArray<readonly unknown[]> };

export type WriterReply =
  | { id: number; rows: unknown[]; changes?: number; lastInsertRowid?: number | bigint; error?: undefined }
  | { id: number; error: { message: string; code: string | undefined } };

export interface WriterResult<Row> {
  rows: Row[];
  changes?: number;
  lastInsertRowid?: number | bigint;
}

interface Pending {
  resolve(result: WriterResult<unknown>): void;
  reject(error: unknown): void;
}

export class SqliteWriter {
  readonly #data: WriterData;
  #worker: Worker | null = null;
  #next = 1;
  readonly #pending = new Map<number, Pending>();
  #closing: Promise<void> | null = null;

  constructor(data: WriterData) {
    this.#data = data;
  }

  /** One statement: its rows when it answers any (a select, or `returning`), else what it changed. */
  run<Row>(sql: string, params: readonly unknown[]): Promise<WriterResult<Row>> {
    return this.#ask({ type: 'run', id: this.#next++, sql, params }) as Promise<WriterResult<Row>>;
  }

  /** One statement run once per row's parameters, in order: the rows each run answered, in order. */
  async many<Row>(sql: string, rows: ReadonlyArray<readonly unknown[]>): Promise<Row[]> {
    return ((await this.#ask({ type: 'many', id: this.#next++, sql, rows })) as WriterResult<Row>).rows;
  }

  /** The checkpointer found the log long: the writing connection copies the rest between two transactions. */
  checkpointSoon(): void {
    this.#worker?.postMessage({ type: 'checkpoint' });
  }

  /** Stops the thread once what was asked is answered; its connection closing checkpoints and removes the log. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      const worker = this.#worker;
      if (!worker) return;
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'close' });
      await exited;
    })();
    return this.#closing;
  }

  #ask(request: WriterRequest): Promise<WriterResult<unknown>> {
    if (this.#closing) return Promise.reject(new Error('the database is closed'));
    const worker = this.#start();
    return new Promise((resolve, reject) => {
      // Held while anything is asked: an unreferenced thread would let a script end with its query unanswered.
      if (this.#pending.size === 0) worker.ref();
      this.#pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  /** The thread, started on first use, and again after it died (what it was asked then failed with its error). */
  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./sqlite-writer.worker.ts', import.meta.url), { workerData: this.#data });
    worker.unref();
    worker.on('message', (reply: WriterReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      if (reply.error) pending.reject(sqliteError(reply.error));
      else pending.resolve(reply);
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite writer thread exited (${code})`)));
    this.#worker = worker;
    return worker;
  }
}

/** The error as better-sqlite3 threw it on the thread: a SqliteError with its code (faults/unavailable.ts reads it). */
function sqliteError({ message, code }: { message: string; code: string | undefined }): Error {
  return code ? new SQLite.SqliteError(message, code) : new Error(message);
}
