// The service as it runs in production: nginx (Debian's, with docs/nginx.conf itself) in front of two instances,
// each its own process with its own empty DATA_DIR, over one PostgreSQL schema, one Redis key prefix and one S3
// bucket (s3rver, from the npm registry). One journey through nginx: sign-up, a photo uploaded through one
// instance and served by the other, chat and a kk lock between two people on different instances, then one
// instance SIGKILLed mid-conversation: the clients reconnect through nginx to the survivor and catch up, with
// nothing lost and nothing twice. `npm run test:lb` (CI's stage "Load balancer"); needs nginx and redis-server.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { StreamCursor } from '@kk/contract';
import pg from 'pg';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `lb_${randomBytes(5).toString('hex')}`;
const redisPrefix = `kklb:${randomBytes(5).toString('hex')}:`;
const bucket = 'kk-lb';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms = 30_000,
  state: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not come up within ${ms} ms ${state()}`);
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });

interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  log: string[];
}

let work: string;
const children: ChildProcess[] = [];
let instances: Instance[];
let nginxUrl: string;

function start(command: string, args: string[], env: Record<string, string> = {}, log: string[] = []): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
  return child;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const log: string[] = [];
  const dataDir = await mkdtemp(join(work, 'instance-'));
  const child = start(
    process.execPath,
    ['apps/server/src/main.ts'],
    { ...env, PORT: String(port), DATA_DIR: dataDir },
    log,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`instance on ${port}`, async () => (await fetch(`${url}/api/ready`)).status === 200);
  return { port, url, process: child, log };
}

/** docs/nginx.conf with its listen port and the two instances' addresses replaced, inside a minimal main file. */
async function startNginx(port: number, upstreams: number[]): Promise<void> {
  const documented = await readFile(join(root, 'docs/nginx.conf'), 'utf8');
  let site = documented.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  for (const [i, upstream] of upstreams.entries()) {
    site = site.replace(`server 127.0.0.1:${8081 + i} `, `server 127.0.0.1:${upstream} `);
  }
  assert.notEqual(site, documented);
  for (const upstream of upstreams) assert.ok(site.includes(`127.0.0.1:${upstream}`), 'every instance listed');
  await writeFile(join(work, 'kk.conf'), site);
  const main = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/kk.conf;
}
`;
  await writeFile(join(work, 'nginx.conf'), main);
  start('nginx', ['-e', `${work}/nginx-error.log`, '-p', work, '-c', join(work, 'nginx.conf')]);
  await waitFor('nginx', () => listening(port));
}

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'kk-lb-'));
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const s3Port = await freePort();
  start(join(root, 'node_modules/.bin/s3rver'), [
    '-d',
    await mkdtemp(join(work, 's3-')),
    '-a',
    '127.0.0.1',
    '-p',
    String(s3Port),
    '-s',
    '--configure-bucket',
    bucket,
  ]);
  await waitFor('s3rver', () => listening(s3Port));
  const database = new URL(postgresUrl);
  database.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DEMO: '0',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    DATABASE_URL: database.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Shared by every instance: a code sent by one is checked by the other.
    SECRET_KEY: randomBytes(32).toString('hex'),
    WEB_PUSH: 'false',
    WEB_DIST: join(work, 'no-web'),
  };
  // One after the other: the first runs the migrations.
  instances = [await startInstance(env), await startInstance(env)];
  const port = await freePort();
  await startNginx(
    port,
    instances.map((instance) => instance.port),
  );
  nginxUrl = `http://127.0.0.1:${port}`;
});

after(async () => {
  // SIGTERM, not SIGKILL: nginx's master ends its workers only when asked (a killed master orphans them).
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        return exited.finally(() => clearTimeout(force));
      }),
  );
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  await rm(work, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: the test reads envelopes of every shape field by field.
type Envelope = { code: number; msg: string; data: any };

async function call(path: string, body: unknown, token?: string): Promise<Envelope> {
  const response = await fetch(nginxUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platForm: 'h5', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/** Sign-up through nginx; the development outbox is per instance, so the code is read from whichever sent it. */
async function signUp(phone: string): Promise<{ token: string; id: number }> {
  assert.equal((await call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
  let code = '';
  for (const instance of instances) {
    const outbox = (await (await fetch(`${instance.url}/api/dev/smsOutbox?phone=${phone}`)).json()) as Envelope;
    code ||= outbox.data?.list?.[0]?.code ?? '';
  }
  assert.match(code, /^\d{6}$/);
  assert.equal((await call('/api/login/loginByPhone', { phone, code })).code, -2001);
  const created = await call('/api/login/loginByPhone', { phone, code, password: 'secret123' });
  assert.equal(created.code, 0, created.msg);
  return { token: created.data.token, id: created.data.user.id };
}

// biome-ignore lint/suspicious/noExplicitAny: frames of every shape.
type Frame = { code: number; type: string; data: any; seq?: number };

/**
 * A chat client as the web app behaves (apps/web/src/realtime/socket-client.ts): through nginx, reconnecting when
 * its socket drops, `sync {after}` from its cursor on every hello but the first, unacked messages sent again
 * with the same message_id. Records what reached it, once per seq.
 */
class Client {
  readonly frames: Frame[] = [];
  readonly received: string[] = [];
  readonly acked = new Set<string>();
  readonly drops: number[] = [];
  /** Refusals of this client's frames: none is expected. */
  readonly errors: Frame[] = [];
  readonly #pending = new Map<string, unknown>();
  readonly #cursor = new StreamCursor();
  #ws!: WebSocket;
  #greeted = false;
  #closing = false;

  readonly token: string;

  constructor(token: string) {
    this.token = token;
  }

  /** Opens the socket through nginx; once open, a drop reconnects by itself. */
  open(): Promise<void> {
    const ws = new WebSocket(`${nginxUrl.replace('http', 'ws')}/ws/chat?token=${encodeURIComponent(this.token)}`);
    this.#ws = ws;
    let opened = false;
    ws.addEventListener('message', (event) => this.#frame(JSON.parse(String(event.data)) as Frame));
    ws.addEventListener('close', (event) => {
      if (!opened || this.#closing || ws !== this.#ws) return;
      this.drops.push(event.code);
      this.#reconnect();
    });
    return new Promise<void>((done, fail) => {
      ws.addEventListener(
        'open',
        () => {
          opened = true;
          done();
        },
        { once: true },
      );
      ws.addEventListener('error', () => fail(new Error('socket failed to open')), { once: true });
    });
  }

  /** As the app does: at once, then every 200 ms until a socket opens. */
  #reconnect(): void {
    if (this.#closing) return;
    this.open().catch(() => {
      if (!this.#closing) setTimeout(() => this.#reconnect(), 200);
    });
  }

  #frame(frame: Frame): void {
    this.frames.push(frame);
    if (frame.type === 'hello') {
      if (!this.#greeted) this.#cursor.reset(frame.data.seq);
      else this.#ws.send(JSON.stringify({ type: 'sync', data: { after: this.#cursor.cursor } }));
      this.#greeted = true;
      for (const message of this.#pending.values()) this.#ws.send(JSON.stringify(message));
      return;
    }
    if (typeof frame.seq === 'number' && !this.#cursor.accept(frame.seq)) return;
    if (frame.type === 'synced') this.#cursor.synced(frame.data.seq);
    if (frame.type === 'ack') {
      this.#pending.delete(frame.data.message_id);
      this.acked.add(frame.data.message_id);
    }
    if (frame.type === 'message') this.received.push(frame.data.message_id);
    if (frame.type === 'error') this.errors.push(frame);
  }

  send(toUserId: number, content: string): string {
    const messageId = randomBytes(16).toString('hex');
    const frame = { type: 'message', data: { message_id: messageId, to_user_id: toUserId, content } };
    this.#pending.set(messageId, frame);
    if (this.#ws.readyState === WebSocket.OPEN) this.#ws.send(JSON.stringify(frame));
    return messageId;
  }

  get unacked(): number {
    return this.#pending.size;
  }

  async next(type: string, where: (frame: Frame) => boolean = () => true, ms = 10_000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type && where(frame));
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
      if (Date.now() > deadline) throw new Error(`no ${type} frame within ${ms} ms`);
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  close(): void {
    this.#closing = true;
    this.#ws?.close();
  }
}

async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#e86"/><circle cx="240" cy="180" r="120" fill="#36c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('behind nginx, two instances on PostgreSQL, Redis and S3', () => {
  test('sign-up, a photo served by both instances, chat and a kk lock, then one instance killed mid-conversation', async (t) => {
    const phone = () => `13${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
    const a = await signUp(phone());
    const b = await signUp(phone());

    // A photo through nginx: its file is in the bucket, so each instance serves it (neither has it on disk).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = (await (
      await fetch(`${nginxUrl}/api/file/upload`, { method: 'POST', headers: { token: a.token }, body: form })
    ).json()) as Envelope;
    assert.equal(uploaded.code, 0, uploaded.msg);
    const album = await call('/api/userPhoto/addUserPhoto', { fileIds: [uploaded.data.id] }, a.token);
    assert.equal(album.code, 0, album.msg);
    const path = new URL(album.data.list[0].url, nginxUrl).pathname;
    const copies = await Promise.all(
      [nginxUrl, ...instances.map((instance) => instance.url)].map(async (base) => {
        const response = await fetch(base + path);
        assert.equal(response.status, 200, `${base}${path}`);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    assert.ok((copies[0] as Buffer).length > 1000);
    for (const copy of copies) assert.deepEqual(copy, copies[0]);

    // Two sockets opened one after the other: nginx's round robin puts them on different instances (checked
    // below: killing one instance drops exactly one of them).
    const ca = new Client(a.token);
    const cb = new Client(b.token);
    t.after(() => {
      ca.close();
      cb.close();
    });
    await ca.open();
    await cb.open();
    await Promise.all([ca.next('hello'), cb.next('hello')]);

    const hi = ca.send(b.id, '你好，隔着两台服务器');
    await ca.next('ack', (f) => f.data.message_id === hi);
    await cb.next('message', (f) => f.data.message_id === hi);
    const reply = cb.send(a.id, '收到');
    await ca.next('message', (f) => f.data.message_id === reply);

    // A kk lock across the two instances, over HTTP through nginx, heard live on both sockets.
    const applied = await call('/api/kklock/applyKkLock', { to_user_id: b.id }, a.token);
    assert.equal(applied.code, 0, applied.msg);
    await cb.next('kk_lock', (f) => f.data.message_id === applied.data.message_id);
    const accepted = await call('/api/kklock/acceptKkLock', { message_id: applied.data.message_id }, b.token);
    assert.equal(accepted.code, 0, accepted.msg);
    assert.equal(accepted.data.state, 'accepted');
    await ca.next('kk_lock', (f) => f.data.message_id === applied.data.message_id);
    const status = await call('/api/kklock/getKkLockStatus', { message_id: applied.data.message_id }, a.token);
    assert.equal(status.data?.state, 'accepted', status.msg);

    // Mid-conversation, one instance is SIGKILLed. Both keep talking; the dropped client reconnects through nginx.
    const sent: { a: string[]; b: string[] } = { a: [], b: [] };
    let talking = true;
    const talk = (from: Client, to: number, into: string[]) =>
      (async () => {
        for (let i = 0; talking; i++) {
          into.push(from.send(to, `第${i}条`));
          // Five a second each: brisk typing, within the account's frame budget (60 per 10 s).
          await new Promise((done) => setTimeout(done, 200));
        }
      })();
    const conversation = Promise.all([talk(ca, b.id, sent.a), talk(cb, a.id, sent.b)]);
    await new Promise((done) => setTimeout(done, 1_000));
    const killed = instances[0] as Instance;
    killed.process.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((done) => setTimeout(done, 2_000));
    talking = false;
    await conversation;
    const stoppedAt = Date.now();

    await waitFor(
      'every message acked and received',
      async () =>
        ca.unacked === 0 &&
        cb.unacked === 0 &&
        sent.a.every((id) => cb.received.includes(id)) &&
        sent.b.every((id) => ca.received.includes(id)),
      20_000,
      () =>
        JSON.stringify({
          unacked: [ca.unacked, cb.unacked],
          drops: [ca.drops, cb.drops],
          errors: [...ca.errors, ...cb.errors].map((f) => f.code),
          missing: [
            sent.a.filter((id) => !cb.received.includes(id)).length,
            sent.b.filter((id) => !ca.received.includes(id)).length,
          ],
          sent: [sent.a.length, sent.b.length],
        }),
    );
    const caughtUpMs = Date.now() - stoppedAt;
    assert.equal(ca.drops.length + cb.drops.length, 1, 'the two sockets were on different instances');
    assert.deepEqual([...ca.errors, ...cb.errors], [], 'no frame refused');
    // Nothing twice: each message reached its recipient once, and is stored once.
    for (const [client, ids] of [
      [cb, sent.a],
      [ca, sent.b],
    ] as const) {
      const seen = client.received.filter((id) => ids.includes(id));
      assert.equal(new Set(seen).size, seen.length, 'no message received twice');
      assert.equal(seen.length, ids.length, 'no message lost');
    }
    const database = new pg.Client({ connectionString: postgresUrl });
    await database.connect();
    const stored = await database.query(
      `select message_id, count(*)::int as n from ${schema}.chat_messages where message_id = any($1) group by message_id`,
      [[...sent.a, ...sent.b]],
    );
    await database.end();
    assert.equal(stored.rowCount, sent.a.length + sent.b.length, 'every message stored');
    assert.ok(
      stored.rows.every((row: { n: number }) => row.n === 1),
      'none stored twice',
    );
    // The survivor still serves everything through nginx.
    assert.equal((await call('/api/user/getUserInfo', {}, b.token)).code, 0);
    assert.equal((await fetch(nginxUrl + path)).status, 200);
    t.diagnostic(
      `nginx: ${sent.a.length + sent.b.length} messages around a SIGKILL, 0 lost, 0 twice; all delivered ${caughtUpMs} ms after the last was sent (${stoppedAt - killedAt} ms after the kill)`,
    );
  });
});
