// DESIGN §4: "10,000 authenticated idle sockets: memory per socket at most 2x a raw `ws` server's".
// 10,000 people with a session each are written straight into a database made by the app's migrations
// (lib/chat-data.ts). The real app (servers/chat-app-server.ts) and a bare `ws` server that knows the same tokens
// (servers/raw-chat-server.ts) each get one socket per person, logged in with ?token= and greeted with `hello`,
// from a load generator process of their own (lib/socket-loader.ts). Each server's memory is read after full
// garbage collections before and after the sockets open; the growth divided by the sockets is the cost of one.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ChatUser, writeChatUsers } from '../lib/chat-data.ts';
import { pinLoader } from '../lib/child.ts';
import { type Memory, type ProbedChild, startProbedChild } from '../lib/probed-child.ts';
import { startSocketLoader } from '../lib/socket-loader.ts';
import { budget, type SuiteOptions, type SuiteResult } from '../lib/types.ts';
import type { ChatAppServerInit } from '../servers/chat-app-server.ts';
import type { RawChatServerInit } from '../servers/raw-chat-server.ts';

export const description = '10,000 authenticated idle sockets on /ws/chat vs a bare ws server: memory per socket';

const BUDGET_RATIO = 2;
/**
 * Sockets opened before the first reading and left open, so lazy code, caches and the young generation (which
 * grows with the rate of allocation) are in place on both sides: the growth measured is then the sockets' own.
 */
const WARM_SOCKETS = 1_000;
const servers = join(import.meta.dirname, '../servers');

interface Measured {
  sockets: number;
  failed: number;
  firstError: string | null;
  openMs: number;
  openCpuUsPerSocket: number;
  /** The app's heartbeat over the open sockets, ms (no such thing on the raw server). */
  heartbeatMs: number | null;
  /** Its longest single turn of the event loop, ms: what a frame waits for it at worst. */
  heartbeatStallMs: number | null;
  before: Memory;
  after: Memory;
}

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = { sockets: quick ? 2_000 : 10_000, warmSockets: WARM_SOCKETS, openConcurrency: 64 };
  const pinned = pinLoader();
  const children: ProbedChild[] = [];
  const loader = startSocketLoader();
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-sockets-'));
  try {
    const { users } = await writeChatUsers(dataDir, settings.sockets + WARM_SOCKETS);
    const warm = users.slice(settings.sockets);
    const measured = users.slice(0, settings.sockets);
    const raw = await startProbedChild(join(servers, 'raw-chat-server.ts'), {
      tokens: Object.fromEntries(users.map((user) => [user.token, user.id])),
    } satisfies RawChatServerInit);
    children.push(raw);
    const app = await startProbedChild(join(servers, 'chat-app-server.ts'), {
      env: { DATA_DIR: dataDir },
    } satisfies ChatAppServerInit);
    children.push(app);

    // One target at a time: the other's sockets are closed, so each reading holds only its own.
    const targets: Record<string, Measured> = {};
    for (const [name, server] of [
      ['raw', raw],
      ['app', app],
    ] as const) {
      const target = await measure(server, loader, warm, measured, settings.openConcurrency, name === 'app');
      if (target.failed > 0) console.log(`  ${name}: ${target.failed} sockets failed; first: ${target.firstError}`);
      targets[name] = target;
    }
    const perSocket = (target: Measured, key: keyof Memory) =>
      (target.after[key] - target.before[key]) / Math.max(1, target.sockets);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const rows = Object.entries(targets).map(([target, m]) => ({
      target,
      sockets: m.sockets,
      failed: m.failed,
      'open s': Math.round(m.openMs / 100) / 10,
      'server µs/socket to open': m.openCpuUsPerSocket,
      'rss before MB': mb(m.before.rss),
      'rss after MB': mb(m.after.rss),
      'rss KB/socket': kb(perSocket(m, 'rss')),
      'heap KB/socket': kb(perSocket(m, 'heapUsed')),
      'external KB/socket': kb(perSocket(m, 'external')),
    }));
    const app_ = targets.app as Measured;
    const raw_ = targets.raw as Measured;
    const rssRatio = perSocket(app_, 'rss') / perSocket(raw_, 'rss');
    const heapRatio = perSocket(app_, 'heapUsed') / perSocket(raw_, 'heapUsed');
    return {
      suite: 'chat-sockets',
      description,
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      quick,
      pinned,
      settings,
      targets: {},
      rows,
      derived: {
        'ratio app/raw of RSS per socket': round3(rssRatio),
        'ratio app/raw of heap per socket': round3(heapRatio),
        [`app heartbeat over ${settings.sockets} sockets (ping, presence, sessions checked), ms`]:
          app_.heartbeatMs ?? 0,
        'app heartbeat: its longest turn of the event loop, ms': app_.heartbeatStallMs ?? 0,
        'ratio app/raw of heap + external per socket': round3(
          (perSocket(app_, 'heapUsed') + perSocket(app_, 'external')) /
            (perSocket(raw_, 'heapUsed') + perSocket(raw_, 'external')),
        ),
      },
      budgets: [
        budget('app RSS per socket ÷ raw ws RSS per socket', round3(rssRatio), '<=', BUDGET_RATIO, 'ratio'),
        budget('app heap per socket ÷ raw ws heap per socket', round3(heapRatio), '<=', BUDGET_RATIO, 'ratio'),
        budget('sockets that failed to open or got no hello', app_.failed + raw_.failed, '<=', 0, 'sockets'),
      ],
    };
  } finally {
    await loader.stop();
    for (const child of children) await child.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  server: ProbedChild,
  loader: ReturnType<typeof startSocketLoader>,
  warm: ChatUser[],
  users: ChatUser[],
  concurrency: number,
  heartbeat: boolean,
): Promise<Measured> {
  // The warm-up sockets stay open: the measured ones then cannot reuse memory that closed ones left free.
  await loader.open(server.port, warm, concurrency);
  await sleep(500);
  const before = await server.memory();
  const cpuBefore = await server.cpu();
  const opened = await loader.open(server.port, users, concurrency);
  const openCpu = (await server.cpu()) - cpuBefore;
  // Idle for a moment (the app writes presence and activity as sockets open), then read.
  await sleep(1_000);
  const after = await server.memory();
  const heartbeatMs = heartbeat ? await server.probe('heartbeat') : null;
  const heartbeatStallMs = heartbeat ? await server.probe('heartbeatStall') : null;
  await loader.close();
  await sleep(500);
  return {
    sockets: opened.opened,
    failed: opened.failed,
    firstError: opened.firstError,
    openMs: opened.ms,
    openCpuUsPerSocket: Math.round(openCpu / Math.max(1, opened.opened)),
    before,
    after,
    heartbeatMs,
    heartbeatStallMs,
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
