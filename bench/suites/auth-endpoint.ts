// DESIGN §4: "An authenticated JSON endpoint at least 70% of bare `node:http`".
// The real app (buildApp, SQLite, every hook) answers POST /api/user/getUserInfo for a user signed up through
// the API; the baseline is bare node:http answering the same bytes after a Map lookup of the token.
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pinLoader, type ServerChild, startChild } from '../lib/child.ts';
import { type LoadOptions, type Run, runLoad, summarizeRuns } from '../lib/load.ts';
import { budget, type SuiteOptions, type SuiteResult, type TargetResult } from '../lib/types.ts';
import type { AppServerInit } from '../servers/app-server.ts';
import type { RawServerInit } from '../servers/raw-server.ts';

export const description = 'POST /api/user/getUserInfo (token header) vs bare node:http with a Map of tokens';

const PATH = '/api/user/getUserInfo';
const BUDGET_RATIO = 0.7;
const servers = join(import.meta.dirname, '../servers');

interface Envelope {
  code: number;
  msg: string;
  data?: { token?: string; list?: Array<{ code?: string }> } | null;
}

export async function run({ quick }: SuiteOptions): Promise<SuiteResult> {
  const settings = {
    connections: 32,
    warmupMs: quick ? 1_000 : 2_000,
    // The measured time of each target, cut in rounds that alternate raw and app, so a machine that slows
    // down for a while (shared hosts do) weighs on both sides alike.
    durationMs: quick ? 2_000 : 10_000,
    rounds: quick ? 2 : 5,
    path: PATH,
  };
  const pinned = pinLoader();
  const children: ServerChild[] = [];
  try {
    const app = await startChild(join(servers, 'app-server.ts'), {} satisfies AppServerInit);
    children.push(app);
    const token = await signUp(app.port);
    const answer = await post(app.port, PATH, {}, token);
    const body = await answer.text();
    if (answer.status !== 200 || (JSON.parse(body) as Envelope).code !== 0) {
      throw new Error(`getUserInfo answered ${answer.status}: ${body}`);
    }
    const raw = await startChild(join(servers, 'raw-server.ts'), {
      sessions: { [token]: body },
    } satisfies RawServerInit);
    children.push(raw);

    const load = {
      method: 'POST',
      path: PATH,
      headers: { 'content-type': 'application/json', token, platform: 'h5' },
      body: '{}',
      connections: settings.connections,
      expect: { status: 200, bodyBytes: Buffer.byteLength(body) },
    } satisfies Omit<LoadOptions, 'port' | 'warmupMs' | 'durationMs'>;

    const sides = { raw: new Side(raw), app: new Side(app) };
    for (const side of Object.values(sides)) await side.warmUp(load, settings.warmupMs);
    const roundMs = settings.durationMs / settings.rounds;
    for (let round = 0; round < settings.rounds; round++) {
      for (const side of Object.values(sides)) await side.measure(load, roundMs);
    }
    const targets = { raw: sides.raw.result(settings.connections), app: sides.app.result(settings.connections) };
    const ratio = targets.app.requestsPerSecond / targets.raw.requestsPerSecond;
    const roundRatios = targets.app.perRound.map((appRps, i) => appRps / (targets.raw.perRound[i] ?? Number.NaN));
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
        'ratio app/raw per round': roundRatios.map((r) => round3(r)),
        'ratio app/raw of server CPU per request': round3(
          targets.raw.serverCpuUsPerRequest / targets.app.serverCpuUsPerRequest,
        ),
      },
      budgets: [
        budget('app req/s ÷ raw node:http req/s', round3(ratio), '>=', BUDGET_RATIO, 'ratio'),
        budget('failed or unexpected answers', targets.app.errors + targets.raw.errors, '<=', 0, 'requests'),
      ],
    };
  } finally {
    for (const child of children) await child.stop();
  }
}

/** One server under load: its measured windows and the CPU it spent in them. */
class Side {
  readonly #server: ServerChild;
  readonly #runs: Run[] = [];
  #cpuUs = 0;

  constructor(server: ServerChild) {
    this.#server = server;
  }

  async warmUp(load: Omit<LoadOptions, 'port' | 'warmupMs' | 'durationMs'>, warmupMs: number): Promise<void> {
    await runLoad({ ...load, port: this.#server.port, warmupMs, durationMs: 0 });
  }

  async measure(load: Omit<LoadOptions, 'port' | 'warmupMs' | 'durationMs'>, durationMs: number): Promise<void> {
    const before = await this.#server.cpu();
    this.#runs.push(await runLoad({ ...load, port: this.#server.port, warmupMs: 0, durationMs }));
    this.#cpuUs += (await this.#server.cpu()) - before;
  }

  result(connections: number): TargetResult {
    const summary = summarizeRuns(this.#runs, connections);
    return {
      ...summary,
      serverCpu: Math.round((this.#cpuUs / 1000 / summary.durationMs) * 100) / 100,
      serverCpuUsPerRequest: Math.round((this.#cpuUs / Math.max(1, summary.requests)) * 10) / 10,
    };
  }
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Signs one user up through the API: sendSms, the dev outbox, loginByPhone (-2001), then with a password. */
async function signUp(port: number): Promise<string> {
  const phone = '13800138000';
  const sent = (await (await post(port, '/api/sms/sendSms', { phone, type: 1 })).json()) as Envelope;
  if (sent.code !== 0) throw new Error(`sendSms answered ${sent.code} ${sent.msg}`);
  const outbox = (await (
    await fetch(`http://127.0.0.1:${port}/api/dev/smsOutbox?phone=${phone}`, { headers: { platform: 'h5' } })
  ).json()) as Envelope;
  const code = outbox.data?.list?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox: ${JSON.stringify(outbox)}`);
  const first = (await (await post(port, '/api/login/loginByPhone', { phone, code })).json()) as Envelope;
  if (first.code !== -2001) throw new Error(`loginByPhone without a password answered ${first.code} ${first.msg}`);
  const created = (await (
    await post(port, '/api/login/loginByPhone', { phone, code, password: 'bench-secret-1' })
  ).json()) as Envelope;
  const token = created.data?.token;
  if (created.code !== 0 || typeof token !== 'string') {
    throw new Error(`loginByPhone with a password answered ${created.code} ${created.msg}`);
  }
  return token;
}

function post(port: number, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'h5', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
}
