// DESIGN §4: "Chat history at least 80% of `node:http` + `better-sqlite3` running the same query" (the
// last 50 of a conversation in a 1,000,000-message database).
// 1,000,000 messages are written straight into a SQLite file made by the app's own migrations (lib/chat-data.ts).
// The real app (buildApp, as servers/app-server.ts runs it) answers POST /api/chat/getMessageList
// {userId, pageSize: 50} for many signed-in readers, each about their own long conversation; the baseline is bare
// node:http + better-sqlite3 running the same SQL on a copy of the same file (servers/raw-history-server.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChatReader,
  ChatRepository,
  type Database,
  Events,
  RelationRepository,
  RelationService,
  systemClock,
  Transactions,
  UserRepository,
  UserService,
} from '@kk/server/bench';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { post } from '../lib/api.ts';
import { buildHistoryData, type HistoryData } from '../lib/chat-data.ts';
import { HISTORY_SQL } from '../lib/chat-sql.ts';
import { pinLoader, type ServerChild, startChild } from '../lib/child.ts';
import { hostShare, type Load, loaderBudget, measureAlternating } from '../lib/measure.ts';
import { budget, type SuiteOptions, type SuiteResult } from '../lib/types.ts';
import type { AppServerInit } from '../servers/app-server.ts';
import type { RawHistoryServerInit } from '../servers/raw-history-server.ts';

export const description =
  'POST /api/chat/getMessageList (last 50) over 1,000,000 messages vs node:http + better-sqlite3 (same SQL)';

const PATH = '/api/chat/getMessageList';
const BUDGET_RATIO = 0.8;
const PAGE_SIZE = 50;
const servers = join(import.meta.dirname, '../servers');

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = {
    messages: quick ? 100_000 : 1_000_000,
    people: quick ? 5_000 : 20_000,
    readers: quick ? 50 : 200,
    messagesPerReader: quick ? 500 : 1_000,
    connections: 32,
    // As in auth-endpoint: the app's path runs through far more code than the bare server's, and after a 2 s
    // warm-up its first round was still the slowest in every run (0.58-0.76 of the baseline, the later ones
    // 0.76-0.99) while V8 was still optimising it on its background threads.
    warmupMs: quick ? 1_000 : 6_000,
    durationMs: quick ? 2_000 : 10_000,
    rounds: quick ? 2 : 5,
    pageSize: PAGE_SIZE,
    path: PATH,
  };
  const pinned = pinLoader();
  const children: ServerChild[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-history-'));
  try {
    const data = await buildHistoryData(dataDir, {
      people: settings.people,
      readers: settings.readers,
      perReader: settings.messagesPerReader,
      messages: settings.messages,
      now: Date.now(),
    });
    await checkSameSql(data);
    const app = await startChild(join(servers, 'app-server.ts'), {
      env: { DATA_DIR: dataDir },
    } satisfies AppServerInit);
    children.push(app);
    const body = (peerId: number) => ({ userId: peerId, pageSize: PAGE_SIZE });
    const first = data.readers[0] as HistoryData['readers'][number];
    const okMessage = (
      JSON.parse(await (await post(app.port, PATH, body(first.peerId), first.token)).text()) as {
        msg: string;
      }
    ).msg;
    // getMessageList only reads (the activity stamp aside), so the copy may be taken now.
    const raw = await startChild(join(servers, 'raw-history-server.ts'), {
      database: data.database,
      okMessage,
    } satisfies RawHistoryServerInit);
    children.push(raw);

    // The baseline does the app's work: the same answers, byte for byte, for a dozen readers.
    let responseBytes = 0;
    for (const reader of data.readers.slice(0, 12)) {
      const [fromApp, fromRaw] = await Promise.all(
        [app.port, raw.port].map(async (port) => {
          const answer = await post(port, PATH, body(reader.peerId), reader.token);
          return { status: answer.status, text: await answer.text() };
        }),
      );
      const parsed = JSON.parse(fromApp?.text ?? '') as { code: number; data?: { list?: unknown[] } };
      if (fromApp?.status !== 200 || parsed.code !== 0 || parsed.data?.list?.length !== PAGE_SIZE) {
        throw new Error(`getMessageList answered ${fromApp?.status}: ${fromApp?.text.slice(0, 300)}`);
      }
      if (fromApp.text !== fromRaw?.text) {
        const at = [...fromApp.text].findIndex((char, i) => char !== fromRaw?.text[i]);
        throw new Error(
          `the baseline answered otherwise than the app at ${at}:\n app: ${fromApp.text.slice(at - 80, at + 120)}\n raw: ${fromRaw?.text.slice(at - 80, at + 120)}`,
        );
      }
      responseBytes = Math.max(responseBytes, Buffer.byteLength(fromApp.text));
    }

    const load = {
      method: 'POST',
      path: PATH,
      headers: {},
      body: '',
      requests: data.readers.map((reader) => ({
        headers: { 'content-type': 'application/json', token: reader.token, platform: 'h5' },
        body: JSON.stringify(body(reader.peerId)),
      })),
      connections: settings.connections,
      // A page of messages, not an error or an empty page.
      expect: { status: 200, bodyStart: `{"code":0,"msg":${JSON.stringify(okMessage)},"data":{"list":[{"message_id":` },
    } satisfies Load;
    const targets = await measureAlternating({ raw: { server: raw, load }, app: { server: app, load } }, settings);
    const ratio = targets.app.requestsPerSecond / targets.raw.requestsPerSecond;
    return {
      suite: 'chat-history',
      description,
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      quick,
      pinned,
      settings: { ...settings, conversations: data.conversations, buildMs: data.buildMs, responseBytes },
      targets,
      derived: {
        'ratio app/raw per round': targets.app.perRound.map((rps, i) =>
          round3(rps / (targets.raw.perRound[i] ?? Number.NaN)),
        ),
        'ratio app/raw of server CPU per request': round3(
          targets.raw.serverCpuUsPerRequest / targets.app.serverCpuUsPerRequest,
        ),
        [`messages (built in ${data.buildMs} ms), conversations, readers`]: [
          data.messages,
          data.conversations,
          data.readers.length,
        ],
        ...hostShare(targets),
      },
      budgets: [
        budget('app req/s ÷ node:http + better-sqlite3 req/s', round3(ratio), '>=', BUDGET_RATIO, 'ratio'),
        budget('failed or unexpected answers', targets.app.errors + targets.raw.errors, '<=', 0, 'requests'),
        loaderBudget(targets),
      ],
    };
  } finally {
    for (const child of children) await child.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The baseline's SQL is the app's: one history page through the app's own ChatReader (on the benchmark's file,
 * before either server opens it), with Kysely's log collecting every SQL text; each must be one of
 * lib/chat-sql.ts's (the session lookup and the activity stamp are lib/bare.ts's, checked by auth-endpoint).
 */
async function checkSameSql(data: HistoryData): Promise<void> {
  const texts = new Set<string>();
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(data.database) }),
    log: (event) => {
      texts.add(event.query.sql);
    },
  });
  const transactions = new Transactions({ kysely, dialect: 'sqlite', close: () => kysely.destroy() });
  const events = new Events();
  const users = new UserService(new UserRepository(transactions), systemClock, events);
  const relations = new RelationService(new RelationRepository(transactions), users, transactions, systemClock, events);
  const reader = new ChatReader(new ChatRepository(transactions), {
    users,
    relations,
    transactions,
    clock: systemClock,
  });
  const first = data.readers[0] as HistoryData['readers'][number];
  const page = await reader.history(first.id, first.peerId, undefined, PAGE_SIZE);
  await kysely.destroy();
  if (page.list.length !== PAGE_SIZE) throw new Error(`the app's history answered ${page.list.length} messages`);
  const ours = new Set(Object.values(HISTORY_SQL));
  const unknown = [...texts].filter((sql) => !ours.has(sql));
  if (unknown.length > 0) {
    throw new Error(`the app runs SQL the baseline does not (update lib/chat-sql.ts):\n${unknown.join('\n')}`);
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
