// The parent's side of the chat suites' load generator (lib/socket-loader-worker.ts): one worker process per
// server under test, each holding that server's sockets, on the loader's core (pinLoader() first: the worker
// inherits its affinity). A round is one `run`: the worker sends on schedule, waits for the last frames, and
// answers what it counted.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { pinLoader } from './child.ts';

export interface OpenResult {
  opened: number;
  failed: number;
  firstError: string | null;
  ms: number;
  /** The worker's CPU time while opening, milliseconds: near `ms` means the loader, not the server, set the pace. */
  loaderCpuMs: number;
}

export interface RunResult {
  rate: number;
  /** Messages the schedule held (rate × duration). */
  scheduled: number;
  sent: number;
  /** `ack` frames the senders got, once per message. */
  acked: number;
  /** `message` frames the recipients got, once per message. */
  received: number;
  /** A message acked or received twice. */
  duplicates: number;
  /** A message that reached its recipient before an earlier one of the same sender (one conversation). */
  reordered: number;
  /** A `message` frame on a socket that was not the recipient's. */
  misdelivered: number;
  /** `error` frames (refusals, -1029 too fast...). */
  errors: number;
  firstError: string | null;
  /** Milliseconds from each message's due time to its recipient's `message` frame. */
  latencies: number[];
  /** Milliseconds from each message's due time to its sender's `ack`. */
  ackLatencies: number[];
  /** How long sending took (the schedule's length, unless the loader fell behind). */
  sendMs: number;
  /** From the first due time to the last frame counted. */
  windowMs: number;
  /** The worker's CPU over the run, milliseconds. */
  loaderCpuMs: number;
  /** The worker's worst event-loop delay over the run (milliseconds): a stall of the loader's own. */
  loaderLoopMaxMs: number;
}

export type LoaderCommand =
  | {
      type: 'open';
      port: number;
      users: Array<{ id: number; token: string }>;
      concurrency: number;
      sourceAddresses?: number;
    }
  | { type: 'run'; rate: number; durationMs: number; prefix: string; drainMs: number; seed: number }
  | { type: 'close' }
  | { type: 'exit' };

export type LoaderReply =
  | { type: 'opened'; result: OpenResult }
  | { type: 'ran'; result: RunResult }
  | { type: 'closed' }
  | { type: 'error'; message: string };

export interface SocketLoader {
  /**
   * Logs every user in on the server at `port` (a socket each), `concurrency` handshakes at a time, from
   * `sourceAddresses` loopback addresses (1: 127.0.0.1 only; more: 127.0.0.2 onwards, for over ~28,000 sockets).
   */
  open(
    port: number,
    users: Array<{ id: number; token: string }>,
    concurrency?: number,
    sourceAddresses?: number,
  ): Promise<OpenResult>;
  /** One open-loop round over the open sockets (partners: socket i and i ^ 1). */
  run(options: { rate: number; durationMs: number; prefix: string; drainMs: number; seed: number }): Promise<RunResult>;
  close(): Promise<void>;
  stop(): Promise<void>;
}

export function startSocketLoader(): SocketLoader {
  pinLoader();
  // BENCH_LOADER_NODE_ARGS (say `--trace-gc`) is for the load generator's workers, as BENCH_SERVER_NODE_ARGS is
  // for the servers (lib/child.ts).
  const nodeArgs = (process.env.BENCH_LOADER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(import.meta.dirname, 'socket-loader-worker.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async open(port, users, concurrency = 64, sourceAddresses = 1) {
      const reply = await request(child, exited, { type: 'open', port, users, concurrency, sourceAddresses }, 'opened');
      return (reply as Extract<LoaderReply, { type: 'opened' }>).result;
    },
    async run(options) {
      const reply = await request(child, exited, { type: 'run', ...options }, 'ran');
      return (reply as Extract<LoaderReply, { type: 'ran' }>).result;
    },
    async close() {
      await request(child, exited, { type: 'close' }, 'closed');
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'exit' } satisfies LoaderCommand);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function request(
  child: ChildProcess,
  exited: Promise<void>,
  command: LoaderCommand,
  type: LoaderReply['type'],
): Promise<LoaderReply> {
  const reply = answer(child, exited, type);
  child.send(command);
  return reply;
}

function answer(child: ChildProcess, exited: Promise<void>, type: LoaderReply['type']): Promise<LoaderReply> {
  return new Promise((resolve, reject) => {
    const listener = (message: LoaderReply) => {
      if (message.type === 'error') {
        child.off('message', listener);
        reject(new Error(`socket loader: ${message.message}`));
      } else if (message.type === type) {
        child.off('message', listener);
        resolve(message);
      }
    };
    child.on('message', listener);
    void exited.then(() => reject(new Error('the socket loader exited')));
  });
}
