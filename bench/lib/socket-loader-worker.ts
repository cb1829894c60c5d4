// The chat suites' load generator, one child process per server under test (lib/socket-loader.ts starts it):
// it holds that server's client sockets (`ws`, as a non-browser client: no Origin), so two sets of 10,000 never
// share one process's file descriptors (`ulimit -n` is 20,000 here) or event loop. It inherits the loader's core
// (core 0, pinned by lib/child.ts before it starts).
//
// Commands over IPC: `open` (log every user in with ?token=, wait for each `hello`), `run` (open loop: message k
// is due at start + k / rate, sent by the next socket of a shuffled round, to its partner's user; latency counts
// from that due time to the recipient's `message` frame, so a server that falls behind pays for what it
// delayed), `close`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { round } from './load.ts';
import type { LoaderCommand, LoaderReply, OpenResult, RunResult } from './socket-loader.ts';

interface Client {
  ws: WebSocket;
  userId: number;
}

let clients: Client[] = [];
/** A drain ends after this long without any frame counted: what has not come by then is lost. */
const QUIET_MS = 10_000;

/** The run in progress: what arrives is counted against it. */
interface Current {
  prefix: string;
  start: number;
  intervalMs: number;
  order: Int32Array;
  sent: number;
  acked: Uint8Array;
  received: Uint8Array;
  ackCount: number;
  receivedCount: number;
  duplicates: number;
  /** Per sender socket: the last k its recipient got (messages of one conversation must arrive in order). */
  lastK: Float64Array;
  reordered: number;
  misdelivered: number;
  errors: number;
  firstError: string | null;
  latencies: number[];
  ackLatencies: number[];
  lastFrame: number;
}
let current: Current | null = null;

const reply = (message: LoaderReply) => process.send?.(message);

process.on('message', (command: LoaderCommand) => {
  const done = (promise: Promise<LoaderReply>) =>
    promise.then(reply, (error: unknown) =>
      reply({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  if (command.type === 'open') done(open(command.port, command.users, command.concurrency, command.sourceAddresses));
  else if (command.type === 'run') done(run(command));
  else if (command.type === 'close') done(closeAll());
  else if (command.type === 'exit') void closeAll().finally(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

async function open(
  port: number,
  users: Array<{ id: number; token: string }>,
  concurrency: number,
  sourceAddresses = 1,
) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  const opened: Client[] = new Array(users.length);
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const user = users[index] as { id: number; token: string };
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/chat?token=${encodeURIComponent(user.token)}`, {
        perMessageDeflate: false,
        // One source address holds about 28,000 connections (the ephemeral ports): more sockets than that are
        // spread over 127.0.0.2, 127.0.0.3... (all loopback), leaving the machine's port range alone.
        ...(sourceAddresses > 1 && { localAddress: `127.0.0.${2 + (index % sourceAddresses)}` }),
      });
      let settled = false;
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        failed++;
        firstError ??= why;
        ws.terminate();
        resolve();
      };
      ws.once('message', (data) => {
        const text = data.toString();
        if (!text.includes('"type":"hello"')) return fail(`first frame: ${text.slice(0, 120)}`);
        if (settled) return;
        settled = true;
        opened[index] = { ws, userId: user.id };
        ws.on('message', onFrame(index));
        resolve();
      });
      ws.on('error', (error) => fail(error.message));
      ws.on('close', (code) => {
        if (!opened[index]) fail(`closed ${code} before hello`);
      });
    });
  const lane = async () => {
    while (next < users.length) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, lane));
  // Added to those already open (a warm-up batch may stay open under the measured one).
  clients = [...clients.filter(Boolean), ...opened.filter(Boolean)];
  const cpu = process.cpuUsage(cpuBefore);
  const result: OpenResult = {
    opened: opened.filter(Boolean).length,
    failed,
    firstError,
    ms: Math.round(performance.now() - started),
    loaderCpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
  return { type: 'opened', result } satisfies LoaderReply;
}

/** The frames a socket gets during a run: `message` to it, `ack` of its own, `error`. */
function onFrame(index: number) {
  return (data: WebSocket.RawData) => {
    const run = current;
    if (!run) return;
    const now = performance.now();
    const frame = JSON.parse(data.toString()) as { type: string; msg: string; data: { message_id?: string } | null };
    const messageId = frame.data?.message_id;
    if (frame.type === 'error') {
      run.errors++;
      run.firstError ??= `error frame: ${frame.msg} ${JSON.stringify(frame.data)}`;
      return;
    }
    if ((frame.type !== 'message' && frame.type !== 'ack') || !messageId?.startsWith(run.prefix)) return;
    run.lastFrame = now;
    const k = Number.parseInt(messageId.slice(run.prefix.length), 16);
    const due = run.start + k * run.intervalMs;
    const sender = run.order[k % run.order.length] as number;
    if (frame.type === 'ack') {
      if (sender !== index || run.acked[k]) return void run.duplicates++;
      run.acked[k] = 1;
      run.ackCount++;
      run.ackLatencies.push(now - due);
      return;
    }
    if ((sender ^ 1) !== index) return void run.misdelivered++;
    if (run.received[k]) return void run.duplicates++;
    run.received[k] = 1;
    run.receivedCount++;
    run.latencies.push(now - due);
    if (k < (run.lastK[sender] as number)) run.reordered++;
    else run.lastK[sender] = k;
  };
}

async function run(command: Extract<LoaderCommand, { type: 'run' }>) {
  const { rate, durationMs, prefix, drainMs, seed } = command;
  if (clients.length < 2 || clients.length % 2 !== 0) throw new Error('an even number of sockets must be open');
  const total = Math.floor((rate * durationMs) / 1000);
  // Senders in a shuffled order, each used once per round of all sockets: every socket sends alike (the app
  // allows 60 frames per socket per 10 s), and the recipient is its partner (socket i ^ 1).
  const order = Int32Array.from(clients.keys());
  let state = seed >>> 0;
  for (let i = order.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  const intervalMs = 1000 / rate;
  const cpuBefore = process.cpuUsage();
  // The loader's own stalls (its collections, mostly) delay sends and the time frames are read at: counted here.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const start = performance.now() + 20;
  const run: Current = {
    prefix,
    start,
    intervalMs,
    order,
    sent: 0,
    acked: new Uint8Array(total),
    received: new Uint8Array(total),
    ackCount: 0,
    receivedCount: 0,
    duplicates: 0,
    lastK: new Float64Array(clients.length).fill(-1),
    reordered: 0,
    misdelivered: 0,
    errors: 0,
    firstError: null,
    latencies: [],
    ackLatencies: [],
    lastFrame: start,
  };
  current = run;
  const digits = 32 - prefix.length;
  // Every due message goes out on each turn of the timer (late ones still count from their due time).
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (run.sent < total && start + run.sent * intervalMs <= now) {
        const k = run.sent++;
        const sender = clients[order[k % order.length] as number] as Client;
        const recipient = clients[(order[k % order.length] as number) ^ 1] as Client;
        const message_id = prefix + k.toString(16).padStart(digits, '0');
        sender.ws.send(
          JSON.stringify({
            type: 'message',
            data: { message_id, to_user_id: recipient.userId, content: `你好，这是第${k}条消息` },
          }),
        );
      }
      if (run.sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + run.sent * intervalMs - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const sendEnd = performance.now();
  // Drain: until every message is acked and received, or nothing more came for a while, or drainMs passed.
  const drainEnd = sendEnd + drainMs;
  let lastCount = -1;
  let quietSince = performance.now();
  while (run.ackCount < total || run.receivedCount < total) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = performance.now();
    const count = run.ackCount + run.receivedCount + run.errors;
    if (count !== lastCount) {
      lastCount = count;
      quietSince = now;
    }
    if (now >= drainEnd || now - quietSince > QUIET_MS) break;
  }
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  current = null;
  const windowMs = Math.max(sendEnd, run.lastFrame) - start;
  const result: RunResult = {
    rate,
    scheduled: total,
    sent: run.sent,
    acked: run.ackCount,
    received: run.receivedCount,
    duplicates: run.duplicates,
    reordered: run.reordered,
    misdelivered: run.misdelivered,
    errors: run.errors,
    firstError: run.firstError,
    latencies: run.latencies,
    ackLatencies: run.ackLatencies,
    sendMs: sendEnd - start,
    windowMs,
    loaderCpuMs: (cpu.user + cpu.system) / 1000,
    loaderLoopMaxMs: round(loop.max / 1e6, 2),
  };
  return { type: 'ran', result } satisfies LoaderReply;
}

async function closeAll() {
  const open = clients.filter(Boolean);
  clients = [];
  await Promise.all(
    open.map(
      ({ ws }) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
          setTimeout(() => {
            ws.terminate();
            resolve();
          }, 5_000).unref();
        }),
    ),
  );
  return { type: 'closed' } satisfies LoaderReply;
}
