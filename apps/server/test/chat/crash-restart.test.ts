// A crash while people write: the server process is killed with SIGKILL while three clients send as
// fast as they can; after a restart on the same data every message that was acked is there, none twice, and the
// unacked ones can be sent again with their ids and are stored once. SQLite by default, PostgreSQL with
// TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { TestSocket } from '../support/chat-helpers.ts';
import { type Envelope, signUp, type TestServer, usingPostgres } from '../support/harness.ts';

const MAIN = join(import.meta.dirname, '../../src/main.ts');
let dataDir = '';
let schema = '';
let child: ChildProcess | null = null;

after(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (schema) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
});

async function databaseUrl(): Promise<Record<string, string>> {
  if (!usingPostgres) return {};
  schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { DATABASE_URL: url.toString() };
}

/** Starts main.ts as its own process and answers its address once it says it is running. */
function startProcess(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', DEMO: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /open (http:\/\/[^/\s]+)\//.exec(output);
      if (found?.[1]) resolve({ url: found[1], process: proc });
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** What signUp needs of a server: calls and the development outbox. */
function client(url: string): TestServer {
  const call = async (path: string, body?: unknown, options: { token?: string } = {}) => {
    const method = body === undefined ? 'GET' : 'POST';
    const headers: Record<string, string> = { platForm: 'h5' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (options.token) headers.token = options.token;
    const response = await fetch(url + path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, ...((await response.json()) as Envelope) };
  };
  return {
    url,
    call,
    async lastCode(phone: string) {
      return (await call(`/api/dev/smsOutbox?phone=${phone}`)).data.list[0].code as string;
    },
  } as unknown as TestServer;
}

test('SIGKILL while three clients send: every acked message survives the restart, none twice', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kk-restart-'));
  const env = {
    DATA_DIR: dataDir,
    CHAT_SOCKET_RATE_LIMIT: '100000',
    WEB_PUSH: 'false',
    // The senders write to someone who never answers (first contact's limits are test/safety's).
    CHAT_UNANSWERED_MAX: '1000000',
    ...(await databaseUrl()),
  };
  const first = await startProcess(env);
  child = first.process;
  const api = client(first.url);
  const recipient = await signUp(api);
  const senders = await Promise.all([signUp(api), signUp(api), signUp(api)]);
  const sockets = await Promise.all(senders.map((s) => TestSocket.connect(first.url, s.token)));

  const sent = senders.map(() => [] as string[]);
  const acked = senders.map(() => new Set<string>());
  let total = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => first.process.on('exit', () => resolve()));
  // Each client keeps 20 messages in flight; once 300 are acked in all, the server dies mid-stream.
  const pumps = sockets.map(async (socket, n) => {
    for (let k = 0; k < 20; k++) sent[n]?.push(socket.sendMessage(recipient.user.id, `${n}-${k}`));
    for (;;) {
      let ack: Awaited<ReturnType<TestSocket['next']>>;
      try {
        ack = await socket.next('ack', () => true, 30_000);
      } catch {
        return;
      }
      acked[n]?.add(ack.data.message_id);
      total++;
      if (total >= 300 && !killed) {
        killed = true;
        first.process.kill('SIGKILL');
      }
      if (!killed) sent[n]?.push(socket.sendMessage(recipient.user.id, `${n}-${sent[n]?.length}`));
    }
  });
  await exited;
  await Promise.all(pumps);
  assert.ok(total >= 300);

  const second = await startProcess(env);
  child = second.process;
  const again = client(second.url);
  for (const [n, sender] of senders.entries()) {
    const stored: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await again.call(
        '/api/chat/getMessageList',
        { userId: recipient.user.id, pageSize: 100, ...(before ? { before } : {}) },
        { token: sender.token },
      );
      assert.equal(page.code, 0);
      stored.unshift(...page.data.list.map((m: { message_id: string }) => m.message_id));
      if (!page.data.hasMore) break;
      before = page.data.list[0].message_id;
    }
    assert.equal(new Set(stored).size, stored.length, 'no message twice');
    for (const id of acked[n] ?? []) assert.ok(stored.includes(id), `acked ${id} lost`);
    // What the client never saw acked it sends again with the same ids: stored once each, in its order.
    const pending = (sent[n] ?? []).filter((id) => !(acked[n] as Set<string>).has(id));
    const socket = await TestSocket.connect(second.url, sender.token);
    for (const id of pending) socket.sendMessage(recipient.user.id, 'resend', id);
    await socket.take('ack', pending.length, 60_000);
    await socket.close();
    const history: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await again.call(
        '/api/chat/getMessageList',
        { userId: sender.user.id, pageSize: 100, ...(cursor ? { before: cursor } : {}) },
        { token: recipient.token },
      );
      history.unshift(...page.data.list.map((m: { message_id: string }) => m.message_id));
      if (!page.data.hasMore) break;
      cursor = page.data.list[0].message_id;
    }
    assert.deepEqual([...history].sort(), [...(sent[n] ?? [])].sort(), 'every message once after the resend');
  }
  // The recipient's stream is whole: a catch-up from 0 answers each stored message once, seqs 1..n.
  const reader = await TestSocket.connect(second.url, recipient.token);
  reader.send({ type: 'sync', data: { after: 0 } });
  const synced = await reader.next('synced', () => true, 60_000);
  const seqs = reader.drain('message').map((f) => f.seq);
  assert.deepEqual(
    seqs,
    Array.from({ length: synced.data.seq }, (_, i) => i + 1),
  );
  assert.equal(seqs.length, sent.flat().length);
  await reader.close();
});
