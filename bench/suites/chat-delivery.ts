// DESIGN §4: "5,000 chat messages/s across 10,000 sockets, each stored before its ack: p99 sender-to-recipient
// latency at most 25 ms and at most 2x a raw `ws` relay's p99; none lost, none reordered within a conversation"
// (measured at 1,000 to 5,000 messages/s, open loop, every message counted, a run where the load generator
// saturates its core is void).
// Issue 25 adds, against the same relay storing each message as the app does (its schema, pragmas, SQL and group
// commit) before its ack: at each rate the app's p99 at most 2x the stored relay's, and at the highest rate the
// app's CPU per message at most 1.5x the stored relay's (the cost of the app, with the cost of storing set apart).
// 10,000 people with a session each (lib/chat-data.ts); one socket each on the real app
// (servers/chat-app-server.ts), on a bare `ws` relay that answers with the same frames and stores nothing, and on
// that relay storing into a copy of the app's database (servers/raw-chat-server.ts, lib/relay.ts). Sockets i and
// i ^ 1 are partners: message k is due at start + k / rate, sent by the next socket of a shuffled round of all of
// them to its partner's user, and its latency counts from that due time to the recipient's `message` frame
// (lib/socket-loader-worker.ts). Rounds alternate the three servers at each rate.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { writeChatUsers } from '../lib/chat-data.ts';
import { pinLoader } from '../lib/child.ts';
import { round } from '../lib/load.ts';
import { LOADER_SATURATED } from '../lib/measure.ts';
import { postgresCopy } from '../lib/postgres-copy.ts';
import { type ProbedChild, startProbedChild } from '../lib/probed-child.ts';
import { type RunResult, type SocketLoader, startSocketLoader } from '../lib/socket-loader.ts';
import { type Budget, budget, type SuiteOptions, type SuiteResult } from '../lib/types.ts';
import type { ChatAppServerInit } from '../servers/chat-app-server.ts';
import type { RawChatServerInit } from '../servers/raw-chat-server.ts';

export const description =
  'chat messages over 10,000 sockets, open loop at 1,000 and 5,000/s: app (stored, then acked) vs a ws relay, bare and storing as the app';

const BUDGET_P99_MS = 25;
const BUDGET_P99_RATIO = 2;
/** Issue 25: against the stored relay, the app's p99 at each rate and its CPU per message at the highest. */
const BUDGET_P99_RATIO_STORED = 2;
const BUDGET_CPU_RATIO_STORED = 1.5;
const servers = join(import.meta.dirname, '../servers');

type TargetName = 'raw' | 'stored' | 'app';
/** The order the targets take their turns in, each round. */
const TARGETS: readonly TargetName[] = ['raw', 'stored', 'app'];
/** A round, with the server's CPU over it and how late its event loop ran at worst (a stall delays every frame). */
type Measured = RunResult & { serverCpuUs: number; serverLoopMaxMs: number };

interface Side {
  server: ProbedChild;
  loader: SocketLoader;
  runs: Map<number, Measured[]>;
}

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = {
    sockets: quick ? 2_000 : 10_000,
    rates: quick ? [200, 500] : [1_000, 5_000],
    warmupMs: quick ? 1_000 : 2_000,
    // The measured time of each target at each rate, cut in rounds that alternate the targets.
    durationMs: quick ? 2_000 : 10_000,
    rounds: quick ? 2 : 5,
    // After its last send, a round waits for the last frames up to this long (or 10 s without any: longer than
    // the app's heartbeat stalls its loop with 10,000 sockets, so a stall is not taken for a loss).
    drainMs: 60_000,
    openConcurrency: 64,
  };
  const pinned = pinLoader();
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-delivery-'));
  const storedDir = await mkdtemp(join(tmpdir(), 'kk-bench-delivery-stored-'));
  const sides: Partial<Record<TargetName, Side>> = {};
  const children: ProbedChild[] = [];
  const loaders: SocketLoader[] = [];
  let dropPostgres = async () => {};
  try {
    const { database, users } = await writeChatUsers(dataDir, settings.sockets);
    // The stored relay's own copy of the same people and sessions, taken before the app opened the file (closed,
    // its log checkpointed away: the file alone is the database).
    const storedDatabase = join(storedDir, 'kk.sqlite');
    await copyFile(database, storedDatabase);
    const tokens = Object.fromEntries(users.map((user) => [user.token, user.id]));
    const raw = await startProbedChild(join(servers, 'raw-chat-server.ts'), { tokens } satisfies RawChatServerInit);
    children.push(raw);
    const stored = await startProbedChild(join(servers, 'raw-chat-server.ts'), {
      tokens,
      dataDir: storedDir,
    } satisfies RawChatServerInit);
    children.push(stored);
    // BENCH_DATABASE_URL: the app on PostgreSQL, in a database of the run's own with the same people and sessions.
    const postgres = process.env.BENCH_DATABASE_URL
      ? await postgresCopy(process.env.BENCH_DATABASE_URL, database, ['users', 'sessions'])
      : null;
    if (postgres) dropPostgres = () => postgres.drop();
    const app = await startProbedChild(join(servers, 'chat-app-server.ts'), {
      env: postgres ? { DATA_DIR: dataDir, DATABASE_URL: postgres.url } : { DATA_DIR: dataDir },
    } satisfies ChatAppServerInit);
    children.push(app);
    // A loader process per server: 2 × 10,000 sockets would not fit one process's descriptors (ulimit -n).
    for (const [name, server] of [
      ['raw', raw],
      ['stored', stored],
      ['app', app],
    ] as const) {
      const loader = startSocketLoader();
      loaders.push(loader);
      const opened = await loader.open(server.port, users, settings.openConcurrency);
      if (opened.failed > 0) throw new Error(`${name}: ${opened.failed} sockets failed to open: ${opened.firstError}`);
      sides[name] = { server, loader, runs: new Map() };
    }
    const all = sides as Record<TargetName, Side>;

    const sent = await measureRounds(all, settings);
    // Stored before acked: every message the app and the stored relay were sent is in their database, once.
    const storedCounts = {
      app: postgres ? await postgres.storedMessages() : storedMessages(database),
      stored: storedMessages(storedDatabase),
    };

    const summaries: Record<string, Summary> = {};
    for (const rate of settings.rates) {
      for (const name of TARGETS) {
        summaries[`${name} @ ${rate}/s`] = summarize(all[name].runs.get(rate) ?? []);
      }
    }
    for (const [target, s] of Object.entries(summaries)) {
      if (s.firstError) console.log(`  ${target}: first error: ${s.firstError}`);
    }
    const { budgets, derived } = verdicts(settings.rates, summaries, sent, storedCounts);
    // The gateway's heartbeat (every 30 s: ping, presence, every session checked again, in slices) may land in a
    // round or not; its cost with every socket open, timed once here, says what a round that meets it pays.
    derived[`app heartbeat over ${settings.sockets} sockets, ms`] = await app.probe('heartbeat');
    derived['app heartbeat: its longest turn of the event loop, ms'] = await app.probe('heartbeatStall');
    return {
      suite: 'chat-delivery',
      description: postgres ? `${description}; the app on PostgreSQL` : description,
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      quick,
      pinned,
      settings,
      targets: {},
      rows: Object.entries(summaries).map(([target, s]) => row(target, s)),
      derived,
      budgets,
    };
  } finally {
    for (const loader of loaders) await loader.stop();
    for (const child of children) await child.stop();
    await dropPostgres();
    await rm(dataDir, { recursive: true, force: true });
    await rm(storedDir, { recursive: true, force: true });
  }
}

/**
 * A warm-up run on each side at the first rate, then at each rate `rounds` rounds alternating the sides; the
 * rounds land in each side's `runs`. Answers how many messages each side was sent in all (warm-ups included).
 */
async function measureRounds(
  all: Record<TargetName, Side>,
  settings: { rates: number[]; warmupMs: number; durationMs: number; rounds: number; drainMs: number },
): Promise<Record<TargetName, number>> {
  let runIndex = 0;
  const sent: Record<TargetName, number> = { raw: 0, stored: 0, app: 0 };
  const oneRun = async (name: TargetName, rate: number, durationMs: number) => {
    const side = all[name];
    // A prefix per run (8 hex digits), so a late frame of another run is never counted, and ids never repeat.
    const prefix = (0x10000000 + runIndex++ * 0x10000 + Math.floor(Math.random() * 0xffff)).toString(16);
    const cpuBefore = await side.server.cpu();
    await side.server.loop();
    const result = await side.loader.run({ rate, durationMs, prefix, drainMs: settings.drainMs, seed: runIndex });
    const loop = await side.server.loop();
    sent[name] += result.sent;
    return { ...result, serverCpuUs: (await side.server.cpu()) - cpuBefore, serverLoopMaxMs: loop.max };
  };
  for (const name of TARGETS) await oneRun(name, settings.rates[0] as number, settings.warmupMs);
  const roundMs = settings.durationMs / settings.rounds;
  for (const rate of settings.rates) {
    for (let i = 0; i < settings.rounds; i++) {
      for (const name of TARGETS) {
        const result = await oneRun(name, rate, roundMs);
        const runs = all[name].runs.get(rate) ?? [];
        runs.push(result);
        all[name].runs.set(rate, runs);
      }
    }
  }
  return sent;
}

type Summary = ReturnType<typeof summarize>;

function row(target: string, s: Summary): Record<string, string | number> {
  return {
    target,
    'msg/s': s.messagesPerSecond,
    sent: s.sent,
    acked: s.acked,
    received: s.received,
    lost: s.lost,
    'dup/reord': s.duplicates + s.reordered + s.misdelivered,
    errors: s.errors,
    'p50 ms': s.latency.p50,
    'p90 ms': s.latency.p90,
    'p99 ms': s.latency.p99,
    'max ms': s.latency.max,
    'ack p99 ms': s.ackLatency.p99,
    'server loop max ms': s.serverLoopMaxMs,
    'server cpu': s.serverCpu,
    'server µs/msg': s.serverCpuUsPerMessage,
    'loader cpu': s.loaderCpu,
    'loader loop max ms': s.loaderLoopMaxMs,
  };
}

/** The budgets (latency at each rate, then counts over every round) and the figures printed under the table. */
function verdicts(
  rates: number[],
  summaries: Record<string, Summary>,
  sent: Record<TargetName, number>,
  stored: Record<'app' | 'stored', StoredCount>,
): { budgets: Budget[]; derived: Record<string, number | number[]> } {
  const budgets: Budget[] = [];
  const derived: Record<string, number | number[]> = {};
  for (const rate of rates) {
    const appS = summaries[`app @ ${rate}/s`] as Summary;
    const rawS = summaries[`raw @ ${rate}/s`] as Summary;
    const storedS = summaries[`stored @ ${rate}/s`] as Summary;
    derived[`${rate}/s: app p99 per round`] = appS.p99PerRound;
    derived[`${rate}/s: stored relay p99 per round`] = storedS.p99PerRound;
    derived[`${rate}/s: raw p99 per round`] = rawS.p99PerRound;
    derived[`${rate}/s: ratio app/raw of server CPU per message`] = round(
      rawS.serverCpuUsPerMessage / appS.serverCpuUsPerMessage,
      3,
    );
    derived[`${rate}/s: app ÷ stored relay, server CPU per message`] = cpuRatio(appS, storedS);
    budgets.push(
      budget(`${rate}/s: app p99 sender-to-recipient`, appS.latency.p99, '<=', BUDGET_P99_MS, 'ms'),
      budget(
        `${rate}/s: app p99 ÷ raw ws relay p99`,
        round(appS.latency.p99 / Math.max(0.001, rawS.latency.p99), 3),
        '<=',
        BUDGET_P99_RATIO,
        'ratio',
      ),
      budget(
        `${rate}/s: app p99 ÷ stored relay p99`,
        round(appS.latency.p99 / Math.max(0.001, storedS.latency.p99), 3),
        '<=',
        BUDGET_P99_RATIO_STORED,
        'ratio',
      ),
    );
  }
  const highest = Math.max(...rates);
  budgets.push(
    budget(
      `${highest}/s: app CPU per message ÷ stored relay's`,
      cpuRatio(summaries[`app @ ${highest}/s`] as Summary, summaries[`stored @ ${highest}/s`] as Summary),
      '<=',
      BUDGET_CPU_RATIO_STORED,
      'ratio',
    ),
  );
  const all = Object.values(summaries);
  derived['messages sent to the app (warm-up included), stored in its database, distinct ids'] = [
    sent.app,
    stored.app.rows,
    stored.app.ids,
  ];
  derived['messages sent to the stored relay (warm-up included), stored, distinct ids'] = [
    sent.stored,
    stored.stored.rows,
    stored.stored.ids,
  ];
  budgets.push(
    budget(
      'lost: sent but not acked or not received',
      sum(all, (s) => s.lost),
      '<=',
      0,
      'messages',
    ),
    budget(
      'received twice, out of order in a conversation, or by the wrong socket',
      sum(all, (s) => s.duplicates + s.reordered + s.misdelivered),
      '<=',
      0,
      'messages',
    ),
    budget(
      'error frames',
      sum(all, (s) => s.errors),
      '<=',
      0,
      'frames',
    ),
    ...(['app', 'stored'] as const).map((name) =>
      budget(
        `messages sent to the ${name === 'app' ? 'app' : 'stored relay'} but not stored exactly once`,
        Math.abs(sent[name] - stored[name].rows) + (stored[name].rows - stored[name].ids),
        '<=',
        0,
        'messages',
      ),
    ),
    budget(
      'load generator CPU, busiest target (above it the run is void)',
      Math.max(...all.map((s) => s.loaderCpu)),
      '<=',
      LOADER_SATURATED,
      'cores',
    ),
  );
  return { budgets, derived };
}

interface StoredCount {
  rows: number;
  /** Distinct message ids (message_id is unique: equal to rows, unless the schema lost its constraint). */
  ids: number;
}

/** Messages in a server's database (its own file, read while it runs: WAL lets a reader in). */
function storedMessages(database: string): StoredCount {
  const db = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select count(*) as rows, count(distinct message_id) as ids from chat_messages')
      .get() as StoredCount;
  } finally {
    db.close();
  }
}

/** The app's server CPU per message over the stored relay's. */
function cpuRatio(app: Summary, stored: Summary): number {
  return round(app.serverCpuUsPerMessage / Math.max(0.001, stored.serverCpuUsPerMessage), 3);
}

function summarize(runs: Measured[]) {
  const windowMs = runs.reduce((total, r) => total + r.windowMs, 0);
  const sent = sum(runs, (r) => r.sent);
  const received = sum(runs, (r) => r.received);
  const acked = sum(runs, (r) => r.acked);
  const serverCpuUs = sum(runs, (r) => r.serverCpuUs);
  return {
    sent,
    acked,
    received,
    lost: sum(runs, (r) => r.scheduled - Math.min(r.acked, r.received)),
    duplicates: sum(runs, (r) => r.duplicates),
    reordered: sum(runs, (r) => r.reordered),
    misdelivered: sum(runs, (r) => r.misdelivered),
    errors: sum(runs, (r) => r.errors),
    firstError: runs.find((r) => r.firstError)?.firstError ?? null,
    messagesPerSecond: Math.round((received / Math.max(1, windowMs)) * 1000),
    latency: percentiles(runs.flatMap((r) => r.latencies)),
    ackLatency: percentiles(runs.flatMap((r) => r.ackLatencies)),
    p99PerRound: runs.map((r) => percentiles(r.latencies).p99),
    serverLoopMaxMs: Math.max(0, ...runs.map((r) => r.serverLoopMaxMs)),
    serverCpu: round(serverCpuUs / 1000 / Math.max(1, windowMs), 2),
    serverCpuUsPerMessage: round(serverCpuUs / Math.max(1, received), 1),
    loaderCpu: round(Math.max(0, ...runs.map((r) => r.loaderCpuMs / Math.max(1, r.windowMs))), 2),
    loaderLoopMaxMs: Math.max(0, ...runs.map((r) => r.loaderLoopMaxMs)),
  };
}

function percentiles(values: number[]) {
  if (values.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0, 2);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted[sorted.length - 1] ?? 0, 2) };
}

function sum<T>(items: T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
