// WAL checkpoints off the event loop (docs/decisions/0018-sqlite-checkpoints-on-their-own-thread.md). SQLite's
// automatic checkpoint runs inside the COMMIT that crosses 1,000 frames of log, on the connection that committed: a
// synchronous copy of the log into the database and two fsyncs on the event loop, every few hundred chat messages
// (bench/README.md, "chat-delivery"). The main connection turns it off (database.ts), and a worker thread with a
// connection of its own to the same file checkpoints every 100 ms instead (checkpointer.worker.ts). A passive
// checkpoint from another connection never lets the log be rewound under steady writes (the writer is always a commit
// ahead of it), so when the log passes a limit the main connection copies what is left itself, after a commit
// (database.ts), and its next write starts the log over: one short checkpoint on the loop per 32 MiB of log instead of
// every 4 MiB.
import { Worker } from 'node:worker_threads';

export interface CheckpointerData {
  file: string;
  /** The pause between two passive checkpoints. */
  intervalMs: number;
  /** A log this long (frames) after a passive checkpoint is reported `long`. */
  longLogFrames: number;
}

export type CheckpointerReport = { type: 'long'; frames: number; copied: number } | { type: 'error'; message: string };

export interface Checkpointer {
  /** What the thread told so far (long logs, errors): for tests and probes. */
  readonly reports: readonly CheckpointerReport[];
  /** Stops the thread; its connection, closing last, checkpoints the rest and removes the log. */
  close(): Promise<void>;
}

/** A passive checkpoint every 100 ms (every 10 ms copied the hot pages ten times as often, and cost more CPU). */
export const CHECKPOINT_INTERVAL_MS = 100;
/** 8,192 frames: 32 MiB of log at 4 KiB pages. */
export const LONG_LOG_FRAMES = 8_192;
const REPORTS_KEPT = 100;

export interface CheckpointerOptions extends Partial<Omit<CheckpointerData, 'file'>> {
  /** Called on the main thread when the log is long: the owner of the writing connection checkpoints it. */
  onLongLog?(): void;
}

export function startCheckpointer(file: string, options: CheckpointerOptions = {}): Checkpointer {
  const data: CheckpointerData = {
    file,
    intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    longLogFrames: options.longLogFrames ?? LONG_LOG_FRAMES,
  };
  const worker = new Worker(new URL('./checkpointer.worker.ts', import.meta.url), { workerData: data });
  // Never what keeps a process alive: a test or script that forgets close() still exits (the log is then left
  // for the next open to recover, as after a crash).
  worker.unref();
  const reports: CheckpointerReport[] = [];
  worker.on('message', (report: CheckpointerReport) => {
    reports.push(report);
    if (reports.length > REPORTS_KEPT) reports.shift();
    if (report.type === 'long') options.onLongLog?.();
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
