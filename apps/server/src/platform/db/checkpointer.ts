// WAL checkpoints off the event loop (docs/decisions.md, "SQLite checkpoints"). SQLite's automatic checkpoint runs
// inside the COMMIT that crosses 1,000 frames of log, on the connection that committed: a synchronous copy of the
// log into the database and two fsyncs on the event loop, every few hundred chat messages (bench/README.md,
// "chat-delivery"). The main connection turns it off (database.ts), and a worker thread with a connection of its
// own to the same file checkpoints every few milliseconds instead (checkpointer.worker.ts).
import { Worker } from 'node:worker_threads';

export interface CheckpointerData {
  file: string;
  /** The pause between two passive checkpoints. */
  intervalMs: number;
  /** A log this long (frames) after a passive checkpoint is rewound by a RESTART checkpoint. */
  restartFrames: number;
}

export type CheckpointerReport =
  | { type: 'restart'; frames: number; busy: boolean }
  | { type: 'error'; message: string };

export interface Checkpointer {
  /** What the thread told so far (restarts, errors): for tests and probes. */
  readonly reports: readonly CheckpointerReport[];
  /** Stops the thread; its connection, closing last, checkpoints the rest and removes the log. */
  close(): Promise<void>;
}

/** A passive checkpoint every 100 ms (every 10 ms copied the hot pages ten times as often, and cost more CPU). */
export const CHECKPOINT_INTERVAL_MS = 100;
/** 16,384 frames: 64 MiB of log at 4 KiB pages. */
export const RESTART_FRAMES = 16_384;
const REPORTS_KEPT = 100;

export function startCheckpointer(file: string, options: Partial<Omit<CheckpointerData, 'file'>> = {}): Checkpointer {
  const data: CheckpointerData = {
    file,
    intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    restartFrames: options.restartFrames ?? RESTART_FRAMES,
  };
  const worker = new Worker(new URL('./checkpointer.worker.ts', import.meta.url), { workerData: data });
  // Never what keeps a process alive: a test or script that forgets close() still exits (the log is then left
  // for the next open to recover, as after a crash).
  worker.unref();
  const reports: CheckpointerReport[] = [];
  worker.on('message', (report: CheckpointerReport) => {
    reports.push(report);
    if (reports.length > REPORTS_KEPT) reports.shift();
  });
  worker.on('error', (error) => {
    reports.push({ type: 'error', message: error.message });
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing: Promise<void> | null = null;
  return {
    reports,
    close() {
      closing ??= (async () => {
        // Held until it has exited: an unreferenced thread alone would let the process end with close() pending.
        worker.ref();
        worker.postMessage('stop');
        await exited;
      })();
      return closing;
    },
  };
}
