// A small HTTP/1.1 load generator: N keep-alive connections for a warm-up and then a measured window. Closed
// loop by default (each connection sends its next request as soon as the previous answer is in: the most a
// server can do); open loop with `intervalMs` (each connection is a client that sends on a schedule, like a
// person paging, and latency counts from the scheduled time, so a server that falls behind pays for the
// requests it delayed: no coordinated omission). Only 127.0.0.1.
//
// It speaks HTTP over plain `node:net` sockets with one pre-encoded request, and reads answers by their
// Content-Length: node:http's client costs about as much CPU per request as a bare node:http server, so it
// would become the bottleneck before the baseline does, and flatter every ratio against that baseline.
import { connect, type Socket } from 'node:net';

export interface LoadOptions {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
  /**
   * Several requests instead of the one above (their path and method stay): sent in turn, round robin over all
   * connections, so many users and pages are loaded at once. Each is encoded once, before the run.
   */
  requests?: Array<{ headers: Record<string, string>; body: string }>;
  connections: number;
  /**
   * Open loop: each connection sends one request every `intervalMs` (the connections start spread over the
   * first interval). A request whose turn comes while the previous answer is still out waits for it, and its
   * latency still counts from its turn.
   */
  intervalMs?: number;
  warmupMs: number;
  durationMs: number;
  /**
   * Every answer must have this status, and exactly `bodyBytes` body bytes when given (answers of one request),
   * and begin with `bodyStart` when given (answers of many requests, whose lengths differ); anything else
   * counts as an error.
   */
  expect: { status: number; bodyBytes?: number; bodyStart?: string };
}

export interface Latency {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** One measured window, raw. */
export interface Run {
  /** Length of the measured window, milliseconds. */
  windowMs: number;
  /** Milliseconds from sending a request to the last byte of its answer, one entry per request sent in the window. */
  latencies: number[];
  errors: number;
  firstError: string | null;
  /** The load generator's own CPU time over the window, milliseconds. */
  loaderCpuMs: number;
}

/** Several windows of one target, summed up. */
export interface LoadResult {
  connections: number;
  /** Measured time in all, milliseconds. */
  durationMs: number;
  /** Requests sent inside the measured windows. */
  requests: number;
  errors: number;
  firstError: string | null;
  requestsPerSecond: number;
  /** Requests per second of each window, in order. */
  perRound: number[];
  /** Milliseconds from sending a request to the last byte of its answer. */
  latencyMs: Latency;
  /** The load generator's own CPU time over the windows, as a share of one core. */
  loaderCpu: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Loads the server for `warmupMs` (not recorded), then for `durationMs` (recorded). */
export async function runLoad(options: LoadOptions): Promise<Run> {
  const encode = (headers: Record<string, string>, text: string) => {
    const body = Buffer.from(text);
    const head = [
      `${options.method} ${options.path} HTTP/1.1`,
      `host: 127.0.0.1:${options.port}`,
      'connection: keep-alive',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `content-length: ${body.length}`,
    ];
    return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
  };
  const requests = options.requests?.map((request) => encode(request.headers, request.body)) ?? [
    encode(options.headers, options.body),
  ];
  let nextRequest = 0;
  const { expect } = options;
  const bodyStart = expect.bodyStart === undefined ? null : Buffer.from(expect.bodyStart);
  const expected = (answer: Answer) =>
    answer.status === expect.status &&
    (expect.bodyBytes === undefined ? answer.bodyBytes >= 0 : answer.bodyBytes === expect.bodyBytes) &&
    answer.startsRight;

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const fail = (reason: string) => {
    firstError ??= reason;
  };

  const start = performance.now();
  const measureStart = start + options.warmupMs;
  const measureEnd = measureStart + options.durationMs;
  let cpuAtStart: NodeJS.CpuUsage | undefined;
  const opener = setTimeout(() => {
    cpuAtStart = process.cpuUsage();
  }, options.warmupMs);

  const connection = () =>
    new Promise<void>((done) => {
      let socket: Socket;
      let sent = 0;
      let pending: Buffer | null = null;
      let finished = false;
      // Open loop: this connection's next turn (spread over the first interval across connections).
      let turn = options.intervalMs === undefined ? 0 : start + Math.random() * options.intervalMs;
      let timer: NodeJS.Timeout | undefined;

      const finish = () => {
        if (finished) return;
        finished = true;
        if (timer) clearTimeout(timer);
        socket.destroy();
        done();
      };
      const send = () => {
        timer = undefined;
        if (performance.now() >= measureEnd) return finish();
        socket.write(requests[nextRequest++ % requests.length] as Buffer);
      };
      const next = () => {
        const now = performance.now();
        if (options.intervalMs === undefined) {
          sent = now;
          return send();
        }
        // The latency of an open-loop request counts from its turn, even when it goes out late.
        sent = turn;
        turn += options.intervalMs;
        if (sent > now) timer = setTimeout(send, sent - now);
        else send();
      };
      const record = (ok: boolean) => {
        if (sent >= measureStart) {
          latencies.push(performance.now() - sent);
          if (!ok) errors++;
        }
      };
      const open = () => {
        pending = null;
        socket = connect({ port: options.port, host: '127.0.0.1', noDelay: true });
        socket.on('connect', next);
        socket.on('data', (chunk: Buffer) => {
          pending = pending ? Buffer.concat([pending, chunk]) : chunk;
          const answer = parseAnswer(pending, bodyStart);
          if (answer === null) return;
          pending = null;
          const ok = expected(answer);
          if (!ok)
            fail(`status ${answer.status}, ${answer.bodyBytes} body bytes${answer.start ? `: ${answer.start}` : ''}`);
          record(ok);
          next();
        });
        socket.on('error', (error) => fail(error.message));
        socket.on('close', () => {
          if (finished) return;
          // The server closed the connection mid-run: count the request lost and reconnect (after a pause,
          // so a dead server does not make us spin).
          fail('connection closed by the server');
          record(false);
          if (performance.now() >= measureEnd) return finish();
          setTimeout(open, 10);
        });
      };
      open();
    });

  await Promise.all(Array.from({ length: options.connections }, connection));
  const ended = performance.now();
  clearTimeout(opener);
  const cpu = process.cpuUsage(cpuAtStart);
  return { windowMs: ended - measureStart, latencies, errors, firstError, loaderCpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Sums up the windows of one target: throughput over all of them, latency percentiles over every request. */
export function summarizeRuns(runs: Run[], connections: number): LoadResult {
  const windowMs = runs.reduce((total, run) => total + run.windowMs, 0);
  const requests = runs.reduce((total, run) => total + run.latencies.length, 0);
  return {
    connections,
    durationMs: round(windowMs, 0),
    requests,
    errors: runs.reduce((total, run) => total + run.errors, 0),
    firstError: runs.find((run) => run.firstError)?.firstError ?? null,
    requestsPerSecond: round((requests / windowMs) * 1000, 0),
    perRound: runs.map((run) => round((run.latencies.length / run.windowMs) * 1000, 0)),
    latencyMs: summarize(runs.flatMap((run) => run.latencies)),
    loaderCpu: round(runs.reduce((total, run) => total + run.loaderCpuMs, 0) / windowMs, 2),
  };
}

interface Answer {
  status: number;
  bodyBytes: number;
  startsRight: boolean;
  start: string;
}

/**
 * A complete answer in `data` (status, body length, whether the body begins with `bodyStart`, and its first
 * bytes for an error message), or null while bytes are still missing.
 */
function parseAnswer(data: Buffer, bodyStart: Buffer | null): Answer | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.toString('latin1', 0, headerEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length: *(\d+)/.exec(head);
  // Both servers answer with a Content-Length; anything else (chunked) is reported as a wrong length.
  const bodyBytes = match ? Number(match[1]) : -1;
  if (bodyBytes >= 0 && data.length < headerEnd + 4 + bodyBytes) return null;
  const body = data.subarray(headerEnd + 4);
  const startsRight = bodyStart === null || body.subarray(0, bodyStart.length).equals(bodyStart);
  return { status, bodyBytes, startsRight, start: startsRight ? '' : body.toString('utf8', 0, 80) };
}

function summarize(latencies: number[]): Latency {
  if (latencies.length === 0) return { mean: 0, p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    mean: round(sum / sorted.length, 3),
    p50: round(at(0.5), 3),
    p90: round(at(0.9), 3),
    p99: round(at(0.99), 3),
    max: round(sorted[sorted.length - 1] ?? 0, 3),
  };
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
