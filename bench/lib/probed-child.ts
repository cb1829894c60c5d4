// A server child (lib/child.ts: same pinning to core 1, same init -> ready, cpu, stop) that can also be asked for
// its memory after a full garbage collection: node runs it with --expose-gc, and the child answers `memory` with
// process.memoryUsage() once gc() has run a few times. The chat-sockets suite divides the growth by the sockets.
import { type ChildProcess, spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerChild, serveChild, serverCommand, type ToChild } from './child.ts';
import { round } from './load.ts';

export type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

type FromProbed =
  | { type: 'ready'; port: number }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'memory'; memory: Memory }
  | { type: 'loop'; loop: LoopDelay }
  | { type: 'probed'; value: number }
  | { type: 'error'; message: string };

/** How late the child's event loop ran its timers since the last question, milliseconds. */
export type LoopDelay = { p99: number; max: number };

/** Named measurements a server offers (`probe(name)`), each answering a number. */
export type Probes = Record<string, () => Promise<number>>;

export interface ProbedChild extends ServerChild {
  /** The child's memory after gc() (bytes). */
  memory(): Promise<Memory>;
  /** The event loop's delay since the previous call (or the start), then starts counting afresh. */
  loop(): Promise<LoopDelay>;
  /** One of the server's own probes (serveProbedChild's `probes`). */
  probe(name: string): Promise<number>;
}

/** Starts `script` in a child on the server core with --expose-gc, hands it `init`, and waits for its port. */
export async function startProbedChild(script: string, init: unknown, env: Record<string, string> = {}) {
  const { command, args } = serverCommand(script, ['--expose-gc']);
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send({ type: 'init', init } satisfies ToChild);
  const ready = await Promise.race([
    next(child, 'ready'),
    exited.then(() => {
      throw new Error(`${script} exited before it was ready`);
    }),
    sleep(120_000).then(() => {
      throw new Error(`${script} was not ready within 120 s`);
    }),
  ]);
  if (ready.type !== 'ready') throw new Error(`${script}: unexpected message`);
  const probed: ProbedChild = {
    port: ready.port,
    async cpu() {
      const answer = next(child, 'cpu');
      child.send({ type: 'cpu' } satisfies ToChild);
      const message = await answer;
      return message.type === 'cpu' ? message.usage.user + message.usage.system : 0;
    },
    async memory() {
      const answer = next(child, 'memory');
      child.send({ type: 'memory' });
      const message = await answer;
      if (message.type !== 'memory') throw new Error('unexpected answer');
      return message.memory;
    },
    async loop() {
      const answer = next(child, 'loop');
      child.send({ type: 'loop' });
      const message = await answer;
      if (message.type !== 'loop') throw new Error('unexpected answer');
      return message.loop;
    },
    async probe(name: string) {
      const answer = next(child, 'probed');
      child.send({ type: 'probe', name });
      const message = await answer;
      if (message.type !== 'probed') throw new Error('unexpected answer');
      return message.value;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'stop' } satisfies ToChild);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return probed;
}

function next(child: ChildProcess, type: FromProbed['type']): Promise<FromProbed> {
  return new Promise((resolve, reject) => {
    const listener = (message: FromProbed) => {
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

/**
 * The child's side: serveChild's protocol, plus `memory` (after full collections), `loop` (the event loop's
 * delay) and the server's own `probes`.
 */
export function serveProbedChild<Init>(
  start: (init: Init) => Promise<{ port: number; close(): Promise<void>; probes?: Probes }>,
): void {
  let probes: Probes = {};
  serveChild(async (init: Init) => {
    const started = await start(init);
    probes = started.probes ?? {};
    return started;
  });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', (message: { type: string; name?: string }) => {
    if (message.type === 'loop') {
      const ms = (ns: number) => round(ns / 1e6, 2);
      process.send?.({ type: 'loop', loop: { p99: ms(delay.percentile(99)), max: ms(delay.max) } });
      delay.reset();
      return;
    }
    if (message.type === 'probe') {
      const probe = probes[message.name ?? ''];
      if (!probe) return void process.send?.({ type: 'error', message: `no probe ${message.name}` });
      void probe().then((value) => process.send?.({ type: 'probed', value }));
      return;
    }
    if (message.type !== 'memory') return;
    void (async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      // Several passes with turns of the event loop between them, so weak references and finalizers settle.
      for (let i = 0; i < 4; i++) {
        gc?.();
        await sleep(50);
      }
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      process.send?.({ type: 'memory', memory: { rss, heapUsed, heapTotal, external, arrayBuffers } });
    })();
  });
}
