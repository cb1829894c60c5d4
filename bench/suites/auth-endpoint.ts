// DESIGN §4: "An authenticated JSON endpoint (getUserInfo) at least 70% of bare `node:http` + `better-sqlite3`
// running the same session and user lookups; the bare `node:http` with an in-memory map stays in the table as
// the ceiling."
// The real app (buildApp, SQLite, every hook) answers POST /api/user/getUserInfo for a user signed up through
// the API. The baseline is bare node:http + better-sqlite3 running the app's two queries (session by token
// hash, then user by id) on a copy of the app's database; the ceiling answers the same bytes after a Map lookup.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Envelope, post, signUp } from '../lib/api.ts';
import { pinLoader, type ServerChild, startChild } from '../lib/child.ts';
import { hostShare, type Load, loaderBudget, measureAlternating } from '../lib/measure.ts';
import { budget, type SuiteOptions, type SuiteResult } from '../lib/types.ts';
import type { AppServerInit } from '../servers/app-server.ts';
import type { RawServerInit } from '../servers/raw-server.ts';
import type { RawSqliteServerInit } from '../servers/raw-sqlite-server.ts';

export const description =
  'POST /api/user/getUserInfo (token header) vs node:http + better-sqlite3 (same lookups), and a Map (ceiling)';

const PATH = '/api/user/getUserInfo';
const BUDGET_RATIO = 0.7;
const servers = join(import.meta.dirname, '../servers');

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = {
    connections: 32,
    // Long enough for V8 to have optimised the app's request path (its req/s still rose from round to round
    // after 2 s of warm-up; the bare servers, with far less code, settle at once).
    warmupMs: quick ? 1_000 : 6_000,
    // The measured time of each target, cut in rounds that alternate the targets, so a machine that slows
    // down for a while (shared hosts do) weighs on every side alike.
    durationMs: quick ? 2_000 : 10_000,
    rounds: quick ? 2 : 5,
    path: PATH,
  };
  const pinned = pinLoader();
  const children: ServerChild[] = [];
  // The app's data folder is ours, so the baseline can copy its database once the user is signed up.
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-auth-'));
  try {
    const app = await startChild(join(servers, 'app-server.ts'), {
      env: { DATA_DIR: dataDir },
    } satisfies AppServerInit);
    children.push(app);
    const token = await signUp(app.port);
    const answer = await post(app.port, PATH, {}, token);
    const body = await answer.text();
    const envelope = JSON.parse(body) as Envelope;
    if (answer.status !== 200 || envelope.code !== 0) throw new Error(`getUserInfo answered ${answer.status}: ${body}`);

    const sqlite = await startChild(join(servers, 'raw-sqlite-server.ts'), {
      database: join(dataDir, 'kk.sqlite'),
      okMessage: envelope.msg,
    } satisfies RawSqliteServerInit);
    children.push(sqlite);
    // The baseline must do the app's work, not less: the same answer, byte for byte.
    const baselineBody = await (await post(sqlite.port, PATH, {}, token)).text();
    if (baselineBody !== body) throw new Error(`the baseline answered ${baselineBody}, the app ${body}`);
    const map = await startChild(join(servers, 'raw-server.ts'), {
      sessions: { [token]: body },
    } satisfies RawServerInit);
    children.push(map);

    const load = {
      method: 'POST',
      path: PATH,
      headers: { 'content-type': 'application/json', token, platform: 'h5' },
      body: '{}',
      connections: settings.connections,
      expect: { status: 200, bodyBytes: Buffer.byteLength(body) },
    } satisfies Load;

    const targets = await measureAlternating(
      { map: { server: map, load }, sqlite: { server: sqlite, load }, app: { server: app, load } },
      settings,
    );
    const ratio = targets.app.requestsPerSecond / targets.sqlite.requestsPerSecond;
    const perRound = (of: number[], to: number[]) => of.map((rps, i) => round3(rps / (to[i] ?? Number.NaN)));
    return {
      suite: 'auth-endpoint',
      description,
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      quick,
      pinned,
      settings: { ...settings, responseBytes: Buffer.byteLength(body) },
      targets,
      derived: {
        'ratio app/sqlite per round': perRound(targets.app.perRound, targets.sqlite.perRound),
        'ratio app/sqlite of server CPU per request': round3(
          targets.sqlite.serverCpuUsPerRequest / targets.app.serverCpuUsPerRequest,
        ),
        'ratio app/map (the ceiling, no budget)': round3(targets.app.requestsPerSecond / targets.map.requestsPerSecond),
        'ratio sqlite/map': round3(targets.sqlite.requestsPerSecond / targets.map.requestsPerSecond),
        ...hostShare(targets),
      },
      budgets: [
        budget('app req/s ÷ node:http + better-sqlite3 req/s', round3(ratio), '>=', BUDGET_RATIO, 'ratio'),
        budget(
          'failed or unexpected answers',
          targets.app.errors + targets.sqlite.errors + targets.map.errors,
          '<=',
          0,
          'requests',
        ),
        loaderBudget(targets),
      ],
    };
  } finally {
    for (const child of children) await child.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
