// The WAL checkpointer's thread (checkpointer.ts): its own connection to the app's SQLite file, copying the log
// back into the database between the main connection's writes, so that neither the copy nor its fsyncs run on
// the event loop.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { CheckpointerData, CheckpointerReport } from './checkpointer.ts';

interface Checkpoint {
  busy: number;
  log: number;
  checkpointed: number;
}

const { file, intervalMs, restartFrames } = workerData as CheckpointerData;
const db = new SQLite(file);
db.pragma('synchronous = NORMAL');
// Only a RESTART waits, here in this thread: for the writer in progress to commit and the readers to move on.
db.pragma('busy_timeout = 1000');
const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');
const restart = db.prepare('pragma wal_checkpoint(RESTART)');

let stopped = false;
let timer: NodeJS.Timeout | null = null;
/** The last pass's log and frames copied: while neither moves, nothing was written, and passes slow down. */
let last = { log: -1, checkpointed: -1 };
let idle = 0;

function report(message: CheckpointerReport): void {
  parentPort?.postMessage(message);
}

function tick(): void {
  timer = null;
  if (stopped) return;
  try {
    // PASSIVE copies what it can without waiting for anyone: it never holds the main connection up. The log is
    // rewound by the next writer once every frame is copied, so it stays as long as a few checkpoints' writes.
    const done = passive.get() as Checkpoint;
    idle = done.log === last.log && done.checkpointed === last.checkpointed ? idle + 1 : 0;
    last = done;
    // Writes kept coming faster than a passive pass could catch the log up (a writer always a frame ahead): a
    // RESTART blocks new writers for the few frames still left and rewinds the log.
    if (done.log >= restartFrames) {
      const restarted = restart.get() as Checkpoint;
      report({ type: 'restart', frames: done.log, busy: restarted.busy === 1 });
    }
  } catch (error) {
    report({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
  // Idle: slower and slower, up to ten intervals (the next pass after a write is back to one).
  if (!stopped) timer = setTimeout(tick, intervalMs * Math.min(1 + idle, 10));
}

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  stopped = true;
  if (timer) clearTimeout(timer);
  // The last connection to close checkpoints what is left and removes the log, as the main one did before.
  db.close();
  parentPort?.close();
});

timer = setTimeout(tick, intervalMs);
