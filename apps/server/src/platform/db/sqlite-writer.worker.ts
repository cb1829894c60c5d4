// The SQLite writer's thread (sqlite-writer.ts): the app's one writing connection. Every statement that writes,
// and every statement of a transaction, runs here, so that a group commit's statements and its COMMIT never hold
// the event loop (docs/decisions/0097-sqlite-writer-thread.md). Requests are served one at a time in the order they
// came, which is the order the main thread's callers awaited them in.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { WriterData, WriterReply, WriterRequest } from './sqlite-writer.ts';

const { file, pragmas } = workerData as WriterData;
const db = new SQLite(file);
for (const pragma of pragmas) db.pragma(pragma);

const STATEMENT_CACHE_SIZE = 500;
/** Statements of recently run SQL texts: preparing costs more than running a small statement. */
const cache = new Map<string, SQLite.Statement>();
function prepare(source: string): SQLite.Statement {
  let statement = cache.get(source);
  if (statement) return statement;
  statement = db.prepare(source);
  if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(source, statement);
  return statement;
}

const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');
/**
 * Set when the checkpointer thread found the log long (checkpointer.ts): this connection copies what is left
 * between two transactions, so its next write rewinds the log.
 */
let checkpointDue = false;
function checkpointIfDue(): void {
  if (!checkpointDue || db.inTransaction) return;
  try {
    const done = passive.get() as { busy: number; log: number; checkpointed: number };
    // Busy (the checkpointer is copying at this moment) or short of the end: the next commit tries again.
    checkpointDue = done.busy !== 0 || done.checkpointed < done.log;
  } catch {
    checkpointDue = true;
  }
}

function serve(request: WriterRequest): WriterReply {
  if (request.type === 'run') {
    const statement = prepare(request.sql);
    if (statement.reader) return { id: request.id, rows: statement.all(request.params) };
    const { changes, lastInsertRowid } = statement.run(request.params);
    return { id: request.id, rows: [], changes, lastInsertRowid };
  }
  // One statement for many rows: each row's parameters in turn, as one request (a batch of sends).
  const statement = prepare(request.sql);
  const rows: unknown[] = [];
  if (statement.reader) {
    for (const params of request.rows) {
      const found = statement.get(params);
      if (found !== undefined) rows.push(found);
    }
  } else {
    for (const params of request.rows) statement.run(params);
  }
  return { id: request.id, rows };
}

parentPort?.on('message', (request: WriterRequest | { type: 'checkpoint' } | { type: 'close' }) => {
  if (request.type === 'close') {
    // The connection closing last checkpoints what is left and removes the log.
    db.close();
    parentPort?.close();
    return;
  }
  if (request.type === 'checkpoint') {
    checkpointDue = true;
    checkpointIfDue();
    return;
  }
  let reply: WriterReply;
  try {
    reply = serve(request);
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string };
    reply = { id: request.id, error: { message: String(message ?? error), code } };
  }
  parentPort?.postMessage(reply);
  checkpointIfDue();
});
