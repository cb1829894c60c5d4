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

const { file, intervalMs, longLogFrames } = workerData as CheckpointerData;
const db = new SQLite(file);
db.pragma('synchronous = NORMAL');
const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');

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
    // PASSIVE copies what it can without waiting for anyone: it never holds the main connection up.
    const done = passive.get() as Checkpoint;
    idle = done.log === last.log && done.checkpointed === last.checkpointed ? idle + 1 : 0;
    last = done;
    // The log is rewound only by a writer that finds every frame copied; under steady writes the main connection
    // is always a commit ahead of this thread, and the log grows. Past the limit the main connection copies the
    // few frames left itself, between two of its transactions, and its next write rewinds the log.
    if (done.log >= longLogFrames) report({ type: 'long', frames: done.log, copied: done.checkpointed });
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
