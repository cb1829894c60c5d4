// Issue 25, "Cost as the work grows": how each cost grows with the work, on the real app. The chat history page at
// 100,000, 1,000,000 and 10,000,000 stored messages; the feed's page at 10,000, 100,000 and 1,000,000 people; the
// memory and the cost of opening sockets at 2,000, 10,000 and 30,000 sockets. Each step should stay within about
// 1.5x of the one before (a lookup in an index grows with the log of the table, not with the table; per-socket
// costs should not grow at all); a step over that is flagged, as a budget that fails the run.
//
// The data are the other suites' (lib/chat-data.ts, lib/feed-data.ts) at other sizes, written once and kept
// (lib/cache.ts): the largest take minutes to write. The servers are the other suites' (servers/app-server.ts,
// servers/chat-app-server.ts), pinned as they are. There is no baseline: each size is compared with the size before,
// measured in the same run (the sizes' rounds alternate, as a baseline's do).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { post } from '../lib/api.ts';
import { cachedData, cacheRoot, sizeOf, workingCopy } from '../lib/cache.ts';
import { buildHistoryData, writeChatUsers } from '../lib/chat-data.ts';
import { pinLoader, type ServerChild, startChild } from '../lib/child.ts';
import { buildFeedData } from '../lib/feed-data.ts';
import { hostShare, type Load, loaderBudget, measureAlternating } from '../lib/measure.ts';
import { startProbedChild } from '../lib/probed-child.ts';
import { startSocketLoader } from '../lib/socket-loader.ts';
import { type Budget, budget, type SuiteOptions, type SuiteResult, type TargetResult } from '../lib/types.ts';
import type { AppServerInit } from '../servers/app-server.ts';
import type { ChatAppServerInit } from '../servers/chat-app-server.ts';

export const description =
  'how costs grow: history page at 100k/1M/10M messages, feed page at 10k/100k/1M people, sockets at 2k/10k/30k';
/**
 * Minutes, not seconds (the first run writes 10,000,000 messages and 1,000,000 people; a rerun reuses them):
 * run.ts runs this suite only when it is named (`--suite growth`), never in the run of every suite.
 */
export const onlyWhenNamed = true;

/** A step (one size to the next, 10x or 3-5x the work) may cost at most this much more. */
const STEP_LIMIT = 1.5;
const HISTORY_PATH = '/api/chat/getMessageList';
const FEED_PATH = '/api/user/getRecommendList';
const HISTORY_PAGE = 50;
const FEED_PAGE = 20;
/** How deep the older page starts: before the conversation's 500th newest message. */
const OLDER_OFFSET = 500;
const WARM_SOCKETS = 1_000;
/** Loopback source addresses the socket loader spreads over (each holds about 28,000 connections). */
const SOURCE_ADDRESSES = 4;
/** Descriptors for 30,000 sockets and 1,000 warm-up ones with room to spare, in the server and the loader. */
const FILE_LIMIT = 70_000;
/** Descriptors a server holds besides its sockets (the database and its log, the listener, pipes...). */
const FILE_MARGIN = 300;
const DAY = 86_400_000;
const servers = join(import.meta.dirname, '../servers');
const lib = join(import.meta.dirname, '../lib');

const fmt = (n: number) => n.toLocaleString('en-US');
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** One cost at three sizes, each step's ratio to the one before, and whether a step is over the limit. */
interface Growth {
  cost: string;
  sizes: number[];
  values: number[];
  /** Shown, not held to the limit (a total that grows with the work by nature, or a figure only for reading). */
  informative?: boolean;
  /**
   * Flagged in the table when a step is over the limit, but not a budget: a closed loop's p99 is one stall or
   * collection in a few thousand requests, and moved 0.6-2.2x between sizes of a quick run where p50 and CPU per
   * request moved under 1.3x.
   */
  flagOnly?: boolean;
}

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = {
    historySizes: quick ? [20_000, 40_000, 80_000] : [100_000, 1_000_000, 10_000_000],
    // The readers and their conversations stay the same at every size: only the table around them grows.
    historyPeople: quick ? 2_000 : 20_000,
    historyReaders: quick ? 20 : 50,
    messagesPerReader: 1_000,
    feedSizes: quick ? [2_000, 5_000, 10_000] : [10_000, 100_000, 1_000_000],
    feedViewers: quick ? 40 : 200,
    socketSizes: quick ? [500, 1_000, 2_000] : [2_000, 10_000, 30_000],
    warmSockets: WARM_SOCKETS,
    openConcurrency: 64,
    sourceAddresses: SOURCE_ADDRESSES,
    historyConnections: 32,
    feedConnections: 50,
    warmupMs: quick ? 1_000 : 3_000,
    durationMs: quick ? 2_000 : 6_000,
    rounds: quick ? 2 : 3,
    stepLimit: STEP_LIMIT,
    cache: cacheRoot(),
  };
  const started = performance.now();
  const pinned = pinLoader();
  const fitted = socketSizesFor(settings.socketSizes, raiseFileLimit());
  if (fitted.note) console.log(`  ${fitted.note}`);
  settings.socketSizes = fitted.sizes;
  // BENCH_GROWTH=history,feed,sockets (any of them) runs only those parts: a shorter hold of the measuring lock
  // when one part is looked into.
  const parts = new Set((process.env.BENCH_GROWTH ?? 'history,feed,sockets').split(','));
  const none = { targets: {}, growths: [], data: [], failed: 0, detail: [] };
  // Each part's table as soon as it is measured: a later part that fails (a server that dies) loses no figures.
  const shown = <T extends { growths: Growth[] }>(part: T): T => {
    if (part.growths.length > 0) console.table(part.growths.map(rowOf));
    return part;
  };
  const history = parts.has('history') ? shown(await historyGrowth(settings)) : none;
  const feed = parts.has('feed') ? shown(await feedGrowth(settings)) : none;
  const sockets = parts.has('sockets') ? shown(await socketGrowth(settings)) : none;
  const growths = [...history.growths, ...feed.growths, ...sockets.growths];

  const budgets: Budget[] = [];
  for (const growth of growths) {
    if (growth.informative || growth.flagOnly) continue;
    for (const [i, ratio] of stepsOf(growth).entries()) {
      const from = fmt(growth.sizes[i] as number);
      const to = fmt(growth.sizes[i + 1] as number);
      budgets.push(budget(`${growth.cost}, ${from} -> ${to}`, round2(ratio), '<=', STEP_LIMIT, 'x'));
    }
  }
  const rows = growths.map(rowOf);
  const loadTargets = { ...history.targets, ...feed.targets };
  budgets.push(
    budget(
      'failed or unexpected answers',
      Object.values(loadTargets).reduce((sum, target) => sum + target.errors, 0),
      '<=',
      0,
      'requests',
    ),
    budget('sockets that failed to open or got no hello', sockets.failed, '<=', 0, 'sockets'),
    ...(Object.keys(loadTargets).length > 0 ? [loaderBudget(loadTargets)] : []),
  );
  return {
    suite: 'growth',
    description,
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    quick,
    pinned,
    settings: {
      ...settings,
      socketSizesNote: fitted.note,
      data: [...history.data, ...feed.data],
      sockets: sockets.detail,
    },
    targets: loadTargets,
    rows,
    derived: {
      'suite wall time, s': Math.round((performance.now() - started) / 1000),
      ...Object.fromEntries([...history.data, ...feed.data].map((d) => [d.what, [d.megabytes, d.buildS]])),
      ...(Object.keys(loadTargets).length > 0 && hostShare(loadTargets)),
    },
    budgets,
  };
}

/**
 * 30,000 sockets and their clients need more file descriptors than `ulimit -n` gives here (20,000): raised for
 * this process, which the servers and the loader's workers inherit, where the host allows it (it takes
 * CAP_SYS_RESOURCE to go past the hard limit, which a container may not have). Returns the limit in force.
 */
function raiseFileLimit(): number {
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`], {
      stdio: 'ignore',
    });
  } catch {
    // Not allowed: the sizes are fitted to the limit there is (socketSizesFor).
  }
  try {
    const soft = execFileSync('prlimit', [
      '--pid',
      String(process.pid),
      '--nofile',
      '--raw',
      '--noheadings',
      '-o',
      'SOFT',
    ]);
    return Number.parseInt(soft.toString().trim(), 10) || FILE_LIMIT;
  } catch {
    return FILE_LIMIT;
  }
}

/**
 * The socket sizes this host can hold: one server process holds every socket (the warm-up ones too) and a
 * descriptor each, so a size over the file limit is cut to the most that fits (a note says so).
 */
function socketSizesFor(sizes: number[], fileLimit: number): { sizes: number[]; note: string } {
  const most = Math.floor((fileLimit - WARM_SOCKETS - FILE_MARGIN) / 500) * 500;
  if (sizes.every((size) => size <= most)) return { sizes, note: '' };
  const fitted = sizes.map((size) => Math.min(size, most));
  return {
    sizes: fitted,
    note: `the open-file limit is ${fmt(fileLimit)} and could not be raised (no CAP_SYS_RESOURCE): sockets measured at ${fitted.map(fmt).join(' / ')} instead of ${sizes.map(fmt).join(' / ')}`,
  };
}

const stepsOf = (growth: Growth) => growth.values.slice(1).map((value, i) => value / (growth.values[i] as number));

/** A row of the table: the cost at its three sizes, each step's ratio, and a flag on a step over the limit. */
function rowOf(growth: Growth): Record<string, string | number> {
  const steps = stepsOf(growth);
  return {
    cost: growth.cost,
    sizes: growth.sizes.map(fmt).join(' / '),
    small: growth.values[0] as number,
    middle: growth.values[1] as number,
    large: growth.values[2] as number,
    'x step 1': round2(steps[0] as number),
    'x step 2': round2(steps[1] as number),
    over: growth.informative ? '(shown only)' : steps.some((ratio) => ratio > STEP_LIMIT) ? '> 1.5x' : '',
  };
}

interface DataNote {
  what: string;
  megabytes: number;
  /** Seconds it took to write, or 0 when an earlier run's copy was reused. */
  buildS: number;
}

interface Settings {
  historySizes: number[];
  historyPeople: number;
  historyReaders: number;
  messagesPerReader: number;
  feedSizes: number[];
  feedViewers: number;
  socketSizes: number[];
  openConcurrency: number;
  sourceAddresses: number;
  historyConnections: number;
  feedConnections: number;
  warmupMs: number;
  durationMs: number;
  rounds: number;
}

/**
 * getMessageList at each size: the newest 50 of a reader's conversation, and 50 older ones (`before` the
 * conversation's 500th newest message), each reader's conversation 1,000 messages long at every size. The three
 * servers run side by side and the six loads alternate, 32 connections in a closed loop as in chat-history.
 */
async function historyGrowth(settings: Settings) {
  const children: ServerChild[] = [];
  const copies: string[] = [];
  const data: DataNote[] = [];
  try {
    const sides: Record<string, { server: ServerChild; load: Load }> = {};
    for (const messages of settings.historySizes) {
      const options = {
        people: settings.historyPeople,
        readers: settings.historyReaders,
        perReader: settings.messagesPerReader,
        messages,
      };
      const kept = await cachedData(`history-${messages}`, join(lib, 'chat-data.ts'), options, 7 * DAY, async (dir) => {
        const { readers, conversations, buildMs } = await buildHistoryData(dir, { ...options, now: Date.now() });
        return { readers, conversations, buildMs };
      });
      const copy = await workingCopy(kept.dir, 'kk-bench-growth-history-');
      copies.push(copy);
      const database = join(copy, 'kk.sqlite');
      data.push({
        what: `history ${fmt(messages)} messages: MB, s to write`,
        megabytes: Math.round((await sizeOf(database)) / 1e6),
        buildS: kept.built ? Math.round(kept.meta.buildMs / 1000) : 0,
      });
      // Each reader's older page starts before their conversation's 500th newest message.
      const db = new SQLite(database, { readonly: true });
      const anchorOf = db.prepare(
        'select message_id from chat_messages where low_id = ? and high_id = ? order by id desc limit 1 offset ?',
      );
      const readers = kept.meta.readers.map((reader) => {
        const row = anchorOf.get(Math.min(reader.id, reader.peerId), Math.max(reader.id, reader.peerId), OLDER_OFFSET);
        return { ...reader, before: (row as { message_id: string }).message_id };
      });
      db.close();
      const app = await startChild(join(servers, 'app-server.ts'), {
        env: { DATA_DIR: copy },
      } satisfies AppServerInit);
      children.push(app);
      const request = (token: string, body: object) => ({
        headers: { 'content-type': 'application/json', token, platform: 'h5' },
        body: JSON.stringify(body),
      });
      const newest = readers.map((r) => request(r.token, { userId: r.peerId, pageSize: HISTORY_PAGE }));
      const older = readers.map((r) =>
        request(r.token, { userId: r.peerId, before: r.before, pageSize: HISTORY_PAGE }),
      );
      const first = readers[0] as (typeof readers)[number];
      const okMessage = await checkPage(app.port, HISTORY_PATH, first.token, JSON.parse(older[0]?.body ?? '{}'));
      const load = (requests: typeof newest) =>
        ({
          method: 'POST',
          path: HISTORY_PATH,
          headers: {},
          body: '',
          requests,
          connections: settings.historyConnections,
          expect: {
            status: 200,
            bodyStart: `{"code":0,"msg":${JSON.stringify(okMessage)},"data":{"list":[{"message_id":`,
          },
        }) satisfies Load;
      sides[`history ${fmt(messages)}: newest`] = { server: app, load: load(newest) };
      sides[`history ${fmt(messages)}: older`] = { server: app, load: load(older) };
    }
    const targets = await measureAlternating(sides, { ...settings, connections: settings.historyConnections });
    const growths = loadGrowths('history', settings.historySizes, targets, ['newest', 'older'], 'messages');
    return { targets, growths, data };
  } finally {
    for (const child of children) await child.stop();
    for (const copy of copies) await rm(copy, { recursive: true, force: true });
  }
}

/**
 * getRecommendList at each size: first pages (ranked afresh every time, as a pull to refresh) for half the viewers,
 * page 2 of a kept snapshot for the other half (a refresh would replace a scroller's snapshot). Default filters
 * (who the viewer wants to meet). 50 connections in a closed loop as in the feed suite.
 */
async function feedGrowth(settings: Settings) {
  const children: ServerChild[] = [];
  const copies: string[] = [];
  const data: DataNote[] = [];
  try {
    const sides: Record<string, { server: ServerChild; load: Load }> = {};
    for (const people of settings.feedSizes) {
      const options = { people, viewers: settings.feedViewers };
      // "Active in the last three days" is relative to when the people were written: a day at most.
      const kept = await cachedData(`feed-${people}`, join(lib, 'feed-data.ts'), options, DAY, async (dir) => {
        const { viewers, photos, relations, buildMs } = await buildFeedData(dir, { ...options, now: Date.now() });
        return { viewers, photos, relations, buildMs };
      });
      const copy = await workingCopy(kept.dir, 'kk-bench-growth-feed-');
      copies.push(copy);
      data.push({
        what: `feed ${fmt(people)} people: MB, s to write`,
        megabytes: Math.round((await sizeOf(join(copy, 'kk.sqlite'))) / 1e6),
        buildS: kept.built ? Math.round(kept.meta.buildMs / 1000) : 0,
      });
      const app = await startChild(join(servers, 'app-server.ts'), {
        env: { DATA_DIR: copy },
      } satisfies AppServerInit);
      children.push(app);
      const encode = (token: string, body: object) => ({
        headers: { 'content-type': 'application/json', token, platform: 'h5' },
        body: JSON.stringify(body),
      });
      const refreshers = kept.meta.viewers.filter((_, i) => i % 2 === 0);
      const scrollers = kept.meta.viewers.filter((_, i) => i % 2 === 1);
      const firstPages = refreshers.map((v) => encode(v.token, { page: 1, pageSize: FEED_PAGE }));
      const nextPages: typeof firstPages = [];
      let okMessage = '';
      for (const viewer of scrollers) {
        const answer = await post(app.port, FEED_PATH, { page: 1, pageSize: FEED_PAGE }, viewer.token);
        const parsed = JSON.parse(await answer.text()) as {
          msg: string;
          data?: { snapshot?: string; total?: number };
        };
        okMessage = parsed.msg;
        // Page 2 needs more than one page of people to show.
        if (parsed.data?.snapshot && (parsed.data.total ?? 0) > FEED_PAGE) {
          nextPages.push(encode(viewer.token, { page: 2, pageSize: FEED_PAGE, snapshot: parsed.data.snapshot }));
        }
      }
      if (nextPages.length === 0) throw new Error(`feed ${people}: no viewer has a second page`);
      const load = (requests: typeof firstPages) =>
        ({
          method: 'POST',
          path: FEED_PATH,
          headers: {},
          body: '',
          requests,
          connections: settings.feedConnections,
          expect: { status: 200, bodyStart: `{"code":0,"msg":${JSON.stringify(okMessage)},"data":{"list":[{"id":` },
        }) satisfies Load;
      sides[`feed ${fmt(people)}: first page`] = { server: app, load: load(firstPages) };
      sides[`feed ${fmt(people)}: next page`] = { server: app, load: load(nextPages) };
    }
    const targets = await measureAlternating(sides, { ...settings, connections: settings.feedConnections });
    const growths = loadGrowths('feed', settings.feedSizes, targets, ['first page', 'next page'], 'people');
    return { targets, growths, data };
  } finally {
    for (const child of children) await child.stop();
    for (const copy of copies) await rm(copy, { recursive: true, force: true });
  }
}

/** One page's answer, checked: 200, code 0, a non-empty list. Returns the answer's `msg` (the load expects it). */
async function checkPage(port: number, path: string, token: string, body: object): Promise<string> {
  const answer = await post(port, path, body, token);
  const text = await answer.text();
  const parsed = JSON.parse(text) as { code: number; msg: string; data?: { list?: unknown[] } };
  if (answer.status !== 200 || parsed.code !== 0 || !parsed.data?.list?.length) {
    throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
  }
  return parsed.msg;
}

/** p50, p99 and server CPU per request of each kind of page, at each size. */
function loadGrowths(
  what: string,
  sizes: number[],
  targets: Record<string, TargetResult>,
  kinds: string[],
  unit: string,
): Growth[] {
  const at = (size: number, kind: string) => targets[`${what} ${fmt(size)}: ${kind}`] as TargetResult;
  return kinds.flatMap((kind) => [
    { cost: `${what} ${kind}: p50 ms (${unit})`, sizes, values: sizes.map((size) => at(size, kind).latencyMs.p50) },
    {
      cost: `${what} ${kind}: p99 ms (${unit})`,
      sizes,
      values: sizes.map((size) => at(size, kind).latencyMs.p99),
      flagOnly: true,
    },
    {
      cost: `${what} ${kind}: server µs/request (${unit})`,
      sizes,
      values: sizes.map((size) => at(size, kind).serverCpuUsPerRequest),
    },
  ]);
}

/**
 * Sockets at each size, each on a fresh app (servers/chat-app-server.ts, as chat-sockets): 1,000 warm-up sockets
 * opened and left open, memory read after full collections, then the measured sockets opened (64 handshakes at a
 * time, from one loader worker spread over four loopback addresses), the server's CPU over the opening, and memory
 * again after a second idle. A fresh server per size: memory freed by a smaller size's closed sockets would
 * otherwise be reused, and a later size would look cheaper than it is.
 */
async function socketGrowth(settings: Settings) {
  const largest = Math.max(...settings.socketSizes);
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-growth-sockets-'));
  const detail: Array<Record<string, number>> = [];
  let failed = 0;
  try {
    const { users } = await writeChatUsers(dataDir, largest + WARM_SOCKETS);
    const warm = users.slice(largest);
    for (const size of settings.socketSizes) {
      const app = await startProbedChild(join(servers, 'chat-app-server.ts'), {
        env: { DATA_DIR: dataDir },
      } satisfies ChatAppServerInit);
      const loader = startSocketLoader();
      try {
        await loader.open(app.port, warm, settings.openConcurrency, settings.sourceAddresses);
        await sleep(500);
        const before = await app.memory();
        const cpuBefore = await app.cpu();
        const opened = await loader.open(
          app.port,
          users.slice(0, size),
          settings.openConcurrency,
          settings.sourceAddresses,
        );
        const openCpuUs = (await app.cpu()) - cpuBefore;
        await sleep(1_000);
        const after = await app.memory();
        if (opened.failed > 0) console.log(`  ${size} sockets: ${opened.failed} failed; first: ${opened.firstError}`);
        failed += opened.failed;
        const n = Math.max(1, opened.opened);
        detail.push({
          sockets: size,
          opened: opened.opened,
          failed: opened.failed,
          openMs: opened.ms,
          loaderCpuMs: opened.loaderCpuMs,
          serverCpuMs: Math.round(openCpuUs / 1000),
          rssBeforeMB: round1(before.rss / 1048576),
          rssAfterMB: round1(after.rss / 1048576),
          heapBeforeMB: round1(before.heapUsed / 1048576),
          heapAfterMB: round1(after.heapUsed / 1048576),
          rssKBPerSocket: round2((after.rss - before.rss) / 1024 / n),
          heapKBPerSocket: round2((after.heapUsed - before.heapUsed) / 1024 / n),
          serverUsPerSocket: Math.round(openCpuUs / n),
          wallUsPerSocket: Math.round((opened.ms * 1000) / n),
        });
        await loader.close();
      } finally {
        await loader.stop();
        await app.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const sizes = settings.socketSizes;
  const of = (key: string) => detail.map((d) => d[key] as number);
  const growths: Growth[] = [
    { cost: 'sockets: RSS KB/socket', sizes, values: of('rssKBPerSocket') },
    { cost: 'sockets: V8 heap KB/socket', sizes, values: of('heapKBPerSocket') },
    { cost: 'sockets: server CPU µs/socket opened', sizes, values: of('serverUsPerSocket') },
    { cost: 'sockets: wall µs/socket to open all', sizes, values: of('wallUsPerSocket') },
    { cost: 'sockets: wall s to open all', sizes, values: of('openMs').map((ms) => ms / 1000), informative: true },
    { cost: 'sockets: RSS after, MB', sizes, values: of('rssAfterMB'), informative: true },
    {
      cost: 'sockets: loader CPU share while opening',
      sizes,
      values: detail.map((d) => round2((d.loaderCpuMs as number) / Math.max(1, d.openMs as number))),
      informative: true,
    },
  ];
  return { growths, failed, detail };
}
