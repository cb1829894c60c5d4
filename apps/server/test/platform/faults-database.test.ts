// The database misbehaving under two instances (PostgreSQL + Redis), and a locked file on SQLite: connections the
// server ends under load, a database that stops answering, a write lock held by another process. What a client
// sees: a moment of 503 / -1030 at most, never a 500, never a hang past 5 s, and every request succeeding again
// without anyone restarting anything. PostgreSQL is TEST_DATABASE_URL or the local one CI starts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { TcpProxy } from '../support/fault-tools.ts';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Tally {
  ok: number;
  busy: number;
  /** Anything else: a 500, another code, a request that failed outright. Must stay empty. */
  other: string[];
}

/** One request, classified: 0 is ok, -1030 with HTTP 503 is busy, anything else is recorded. */
async function probe(server: TestServer, token: string, tally: Tally): Promise<void> {
  try {
    const answer = await server.call('/api/user/getUserInfo', {}, { token });
    if (answer.code === 0 && answer.status === 200) tally.ok++;
    else if (answer.code === -1030 && answer.status === 503) tally.busy++;
    else tally.other.push(`${answer.status} ${answer.code} ${answer.msg}`);
  } catch (error) {
    tally.other.push(String(error));
  }
}

/** Requests from `workers` loops over the servers until `until` says stop. */
async function load(
  servers: TestServer[],
  tokens: string[],
  workers: number,
  until: () => boolean,
  tally: Tally,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !until(); i++) {
        const server = servers[(worker + i) % servers.length] as TestServer;
        await probe(server, tokens[(worker + i) % tokens.length] as string, tally);
      }
    }),
  );
}

/** Milliseconds until every server answers a request with 0 (polled every 100 ms, at most 30 s). */
async function recovery(servers: TestServer[], token: string): Promise<number> {
  const started = Date.now();
  for (const server of servers) {
    for (;;) {
      const answer = await server.call('/api/user/getUserInfo', {}, { token });
      if (answer.code === 0) break;
      assert.ok(answer.code === -1030 && answer.status === 503, `recovering: ${answer.status} ${answer.code}`);
      assert.ok(Date.now() - started < 30_000, 'no recovery within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return Date.now() - started;
}

describe('PostgreSQL connections ended by the server under load, two instances', () => {
  // Our own connections carry a name of their own, so the test ends them and nobody else's (other files run
  // beside this one on the same database).
  const applicationName = `kk_faults_${randomBytes(4).toString('hex')}`;
  let servers: TestServer[];
  let tokens: string[];
  before(async () => {
    const url = new URL(postgresUrl);
    url.searchParams.set('application_name', applicationName);
    servers = await startServers(
      2,
      { RATE_LIMIT_PER_MINUTE: '1000000' },
      {},
      { postgresUrl: url.toString(), postgresAdminUrl: postgresUrl, redisUrl },
    );
    tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await signUp(servers[i % 2] as TestServer)).token);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('both instances stay up, answer at most a moment of 503, then every request succeeds', async (t) => {
    // In a real process an unhandled 'error' event ends it; here the test runner would swallow it, so it is counted.
    const crashes: unknown[] = [];
    const crash = (error: unknown) => crashes.push(error);
    process.prependListener('uncaughtException', crash);
    t.after(() => {
      process.off('uncaughtException', crash);
    });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const tally: Tally = { ok: 0, busy: 0, other: [] };
    let stop = false;
    const running = load(servers, tokens, 8, () => stop, tally);
    let terminated = 0;
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      terminated += ended.rowCount ?? 0;
    }
    const lastCut = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await running;
    await admin.end();
    const recoveredMs = Math.max(0, (await recovery(servers, tokens[0] as string)) - (Date.now() - lastCut));
    t.diagnostic(
      `terminate: 5 rounds, ${terminated} connections ended, ${tally.ok + tally.busy} requests, ${tally.busy} answered 503, recovery ${recoveredMs} ms`,
    );
    assert.ok(terminated >= 5, `connections were ended (${terminated})`);
    assert.deepEqual(crashes.map(String), [], 'nothing would have ended the process');
    assert.deepEqual(tally.other, [], 'no answer but 0 or 503 / -1030');
    assert.ok(tally.ok > tally.busy, `mostly served (${tally.ok} ok, ${tally.busy} busy)`);
    for (const server of servers) assert.equal((await fetch(`${server.url}/api/health`)).status, 200);
    const after = { ok: 0, busy: 0, other: [] } as Tally;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => probe(servers[i % 2] as TestServer, tokens[i % 4] as string, after)),
    );
    assert.deepEqual(after, { ok: 40, busy: 0, other: [] }, 'every request succeeds afterwards');
  });
});

describe('a PostgreSQL that stops answering, two instances', () => {
  let proxy: TcpProxy;
  let servers: TestServer[];
  let tokens: string[];
  before(async () => {
    const target = new URL(postgresUrl);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(postgresUrl);
    through.host = `127.0.0.1:${proxy.port}`;
    servers = await startServers(
      2,
      {},
      {},
      { postgresUrl: through.toString(), postgresAdminUrl: postgresUrl, redisUrl },
    );
    tokens = [(await signUp(servers[0] as TestServer)).token, (await signUp(servers[1] as TestServer)).token];
  });
  after(async () => {
    for (const server of servers) await server.close();
    await proxy.close();
  });

  test('requests answer 503 / -1030 within 5 s; readiness says the database is down; it recovers by itself', async (t) => {
    proxy.freeze();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const started = Date.now();
        const answer = await (servers[i % 2] as TestServer).call('/api/user/getUserInfo', {}, { token: tokens[i % 2] });
        return { status: answer.status, code: answer.code, ms: Date.now() - started };
      }),
    );
    for (const answer of answers) {
      assert.equal(answer.status, 503);
      assert.equal(answer.code, -1030);
      assert.ok(answer.ms < 5_000, `answered in ${answer.ms} ms`);
    }
    const ready = await (servers[0] as TestServer).call('/api/ready');
    assert.equal(ready.status, 503);
    assert.deepEqual(ready.data, { database: 'down', redis: 'ok' });
    for (const server of servers) assert.equal((await server.call('/api/health')).code, 0, 'alive all along');

    proxy.thaw();
    const recoveredMs = await recovery(servers, tokens[0] as string);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    t.diagnostic(`frozen: 12 requests, all 503 within ${slowest} ms; recovery ${recoveredMs} ms after the thaw`);
    assert.deepEqual((await (servers[1] as TestServer).call('/api/ready')).data, { database: 'ok', redis: 'ok' });
    const tally: Tally = { ok: 0, busy: 0, other: [] };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => probe(servers[i % 2] as TestServer, tokens[i % 2] as string, tally)),
    );
    assert.deepEqual(tally, { ok: 20, busy: 0, other: [] });
  });
});

describe('SQLite: the file locked by another process', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({}, {}, { postgresUrl: undefined, redisUrl: undefined });
  });
  after(() => server.close());

  // SQLite waits for the lock up to busy_timeout (5 s), then the write is refused as busy, not as a failure.
  test('a write answers 503 / -1030 while the lock is held, reads go on, and writes succeed once it is released', async () => {
    const account = await signUp(server);
    const other = new SQLite(`${server.app.dataDir}/kk.sqlite`);
    other.pragma('busy_timeout = 0');
    other.exec('begin immediate');
    try {
      const write = await server.call(
        '/api/user/updateUserInfo',
        { signature: '锁住的时候' },
        { token: account.token },
      );
      assert.equal(write.status, 503);
      assert.equal(write.code, -1030);
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token: account.token })).code, 0);
    } finally {
      other.exec('rollback');
      other.close();
    }
    const write = await server.call('/api/user/updateUserInfo', { signature: '解锁以后' }, { token: account.token });
    assert.equal(write.code, 0);
  });
});
