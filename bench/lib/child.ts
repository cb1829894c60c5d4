// Servers under test run in child processes of their own, so the load generator never shares their event
// loop. On two or more cores, with `taskset` present, the load generator (this process) is pinned to core 0
// and every server to core 1. The two sides speak a tiny IPC protocol: init -> ready, cpu -> cpu, stop.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

export type ToChild = { type: 'init'; init: unknown } | { type: 'cpu' } | { type: 'stop' };
export type FromChild =
  | { type: 'ready'; port: number }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'error'; message: string };

const LOADER_CORE = 0;
const SERVER_CORE = 1;

let pinning: boolean | undefined;

/** Pins this process (all its threads) to the loader's core, once; false where that cannot be done. */
export function pinLoader(): boolean {
  if (pinning !== undefined) return pinning;
  pinning = false;
  if (availableParallelism() < 2) return pinning;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(LOADER_CORE), String(process.pid)], { stdio: 'ignore' });
    pinning = true;
  } catch {
    // No taskset, or not allowed: run unpinned and say so in the results.
  }
  return pinning;
}

/**
 * The command that runs a server script: node with `nodeArgs`, on the server core when pinning works (`pin`).
 * BENCH_SERVER_NODE_ARGS (say `--cpu-prof --cpu-prof-dir=/tmp/prof`, or `--trace-gc`) is added for the servers
 * only, not for the load generator, as NODE_OPTIONS would be (which also refuses some of them).
 */
export function serverCommand(script: string, nodeArgs: string[], pin = true): { command: string; args: string[] } {
  const node = [
    process.execPath,
    ...nodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    script,
  ];
  return pin && pinLoader()
    ? { command: 'taskset', args: ['-c', String(SERVER_CORE), ...node] }
    : { command: process.execPath, args: node.slice(1) };
}

export interface ServerChild {
  port: number;
  /** The child's CPU time so far (user + system microseconds). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `script` (a .ts file run by node) in a child, hands it `init`, and waits for its port. */
export async function startChild(
  script: string,
  init: unknown,
  env: Record<string, string> = {},
  { pin = true }: { pin?: boolean } = {},
): Promise<ServerChild> {
  // A browser benchmark leaves both cores to the browser and the server: pinning would halve Chromium.
  const { command, args } = serverCommand(script, [], pin);
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: FromChild['type']) => nextMessage(child, type);

  child.send({ type: 'init', init } satisfies ToChild);
  const ready = await Promise.race([
    next('ready'),
    exited.then(() => {
      throw new Error(`${script} exited before it was ready`);
    }),
    timeout(30_000, `${script} was not ready within 30 s`),
  ]);
  if (ready.type !== 'ready') throw new Error(`${script}: unexpected message`);

  return {
    port: ready.port,
    async cpu() {
      const answer = next('cpu');
      child.send({ type: 'cpu' } satisfies ToChild);
      const message = await answer;
      return message.type === 'cpu' ? message.usage.user + message.usage.system : 0;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'stop' } satisfies ToChild);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function nextMessage(child: ChildProcess, type: FromChild['type']): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    const listener = (message: FromChild) => {
      if (message.type === 'error') {
        child.off('message', listener);
        reject(new Error(message.message));
      } else if (message.type === type) {
        child.off('message', listener);
        resolve(message);
      }
    };
    child.on('message', listener);
  });
}

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}

/**
 * The child's side: waits for `init`, runs `start`, reports the port, answers CPU questions, and on `stop`
 * closes and exits.
 */
export function serveChild<Init>(start: (init: Init) => Promise<{ port: number; close(): Promise<void> }>): void {
  const send = (message: FromChild) => process.send?.(message);
  let server: { port: number; close(): Promise<void> } | undefined;
  process.on('message', (message: ToChild) => {
    if (message.type === 'init') {
      start(message.init as Init).then(
        (started) => {
          server = started;
          send({ type: 'ready', port: started.port });
        },
        (error: unknown) => {
          send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
          process.exitCode = 1;
          process.disconnect?.();
        },
      );
    } else if (message.type === 'cpu') {
      send({ type: 'cpu', usage: process.cpuUsage() });
    } else if (message.type === 'stop') {
      const closing = server?.close() ?? Promise.resolve();
      closing.finally(() => process.exit(0));
    }
  });
  // The parent went away (crashed or killed): do not linger.
  process.on('disconnect', () => {
    if (server) void server.close().finally(() => process.exit(0));
  });
}
