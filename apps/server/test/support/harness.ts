// Starts the real server on a free port with a database of its own: a fresh SQLite file, or, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL schema dropped afterwards; with TEST_REDIS_URL, the limiter
// lives in Redis under a key prefix of its own, removed afterwards; with TEST_STORAGE=s3, files go to a fresh
// bucket on a real S3-compatible server (s3-store.ts) instead of DATA_DIR/files. Tests talk HTTP to it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type App, type AppOptions, buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { newBucket, storedFiles, usingS3 } from './s3-store.ts';

export interface Envelope {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read payloads of every shape and assert them field by field.
  data?: any;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  result?: any;
}

export interface CallOptions {
  token?: string;
  language?: string;
  /** Sent as X-Forwarded-For; the test server trusts the proxy so tests can act from several addresses. */
  ip?: string;
  method?: 'GET' | 'POST';
}

export interface TestServer {
  url: string;
  clock: ManualClock;
  app: App;
  /**
   * The environment this instance was configured with: another process given it joins the same store (one SQLite
   * file, or one PostgreSQL schema and Redis prefix) and the same DATA_DIR.
   */
  env: Record<string, string>;
  call(path: string, body?: unknown, options?: CallOptions): Promise<Envelope & { status: number }>;
  /** The newest code the development outbox holds for a phone. */
  lastCode(phone: string): Promise<string>;
  /** Every row of every table, as JSON text: to look for what must never be stored. */
  dumpDatabase(): Promise<string>;
  /** The keys of the stored files under `prefix` (uploads: `u/`), sorted, from the disk or the bucket. */
  storedKeys(prefix?: string): Promise<string[]>;
  /** The same, with each file's size in bytes. */
  storedFiles(prefix?: string): Promise<Array<{ key: string; size: number }>>;
  /** Runs SQL setup that the API cannot do yet (e.g. accounts made by a provider login, which has no password). */
  database(): ReturnType<typeof openDatabase>;
  close(): Promise<void>;
}

export interface BackingStores {
  postgresUrl?: string;
  redisUrl?: string;
  /** Where the schema is dropped afterwards, when postgresUrl may be down by then (a proxy a test cut). */
  postgresAdminUrl?: string;
  redisAdminUrl?: string;
}

/** Limits too high to meet: what the harness sets unless a suite asks for the real ones. */
const LIFTED_FIRST_CONTACT = { CHAT_NEW_CONVERSATIONS_PER_DAY: '1000000', CHAT_UNANSWERED_MAX: '1000000' };
/** The env of a suite that tests first contact with the app's own defaults (or its own values beside this). */
export const realFirstContact: Record<string, string> = { FIRST_CONTACT_LIMITS: 'real' };

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const usingRedis = Boolean(process.env.TEST_REDIS_URL);

let phoneCounter = 0;
/** A phone number no other test uses: random, well-formed (1, 3-9, nine digits). */
export function newPhone(): string {
  phoneCounter++;
  const digits = String((randomBytes(4).readUInt32BE() + phoneCounter) % 1_000_000_000).padStart(9, '0');
  return `1${3 + (phoneCounter % 7)}${digits}`;
}

export async function startServer(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'config' | 'clock'> = {},
  stores: BackingStores = {},
): Promise<TestServer> {
  const [server] = await startServers(1, env, options, stores);
  return server as TestServer;
}

/**
 * Several instances of the server over one backing store: the same SQLite file (or PostgreSQL schema), the
 * same Redis key prefix and the same DATA_DIR (as a shared volume would be), each on its own port with its own
 * clock. This is how the limits are proven "across instances". Closing the last one removes the store.
 */
export async function startServers(
  count: number,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'config' | 'clock'> = {},
  /** The PostgreSQL and Redis to use (a fresh schema and key prefix in them), when not those of the environment. */
  stores: BackingStores = {},
): Promise<TestServer[]> {
  // A key given as undefined means none (SQLite, memory): the environment's applies only to a key not given.
  const postgresUrl = 'postgresUrl' in stores ? stores.postgresUrl : process.env.TEST_DATABASE_URL;
  const redisUrl = 'redisUrl' in stores ? stores.redisUrl : process.env.TEST_REDIS_URL;
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const redisPrefix = `kktest:${randomBytes(6).toString('hex')}:`;
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  // A test that sets STORAGE itself (a full store, a proxy in front of the bucket) keeps its own.
  const storageEnv = usingS3 && !env.STORAGE ? (await newBucket()).env : {};
  const instanceEnv: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    WEB_DIST: join(dataDir, 'no-web'),
    CONSOLE_DIST: join(dataDir, 'no-console'),
    // Every suite sends from 127.0.0.1; the per-address cap has its own test, which sets it back to 20.
    SMS_PER_IP_PER_HOUR: '100000',
    // First contact (issue 24): the older suites write to people who never answer, more than three times and to
    // more than twenty a day. The safety suites run with the real limits: they pass `realFirstContact`.
    ...(env.FIRST_CONTACT_LIMITS === 'real' ? {} : LIFTED_FIRST_CONTACT),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    ...storageEnv,
    ...env,
  };
  const config = loadConfig(instanceEnv);

  let open = count;
  const removeBackingStore = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: stores.postgresAdminUrl ?? postgresUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    if (redisUrl) {
      const redis = new Redis(stores.redisAdminUrl ?? redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  };

  const servers: TestServer[] = [];
  // One after the other: the first runs the migrations, the others find them done.
  for (let i = 0; i < count; i++) {
    servers.push(
      await startOne(config, instanceEnv, dataDir, options, async () => {
        open--;
        if (open === 0) await removeBackingStore();
      }),
    );
  }
  return servers;
}

async function startOne(
  config: ReturnType<typeof loadConfig>,
  env: Record<string, string>,
  dataDir: string,
  options: Omit<AppOptions, 'config' | 'clock'>,
  onClosed: () => Promise<void>,
): Promise<TestServer> {
  const clock = new ManualClock(Date.UTC(2026, 10, 21, 4, 0, 0));
  const app = await buildApp({ config, clock, ...options });
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });

  const call: TestServer['call'] = async (path, body, callOptions = {}) => {
    const method = callOptions.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { platForm: 'h5' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (callOptions.token) headers.token = callOptions.token;
    if (callOptions.language) headers['accept-language'] = callOptions.language;
    if (callOptions.ip) headers['x-forwarded-for'] = callOptions.ip;
    const response = await fetch(address + path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return { status: response.status, ...((await response.json()) as Envelope) };
  };

  let openedDb: ReturnType<typeof openDatabase> | undefined;
  const database = () => (openedDb ??= openDatabase({ databaseUrl: config.databaseUrl, dataDir }));
  let closed = false;

  return {
    url: address,
    clock,
    app,
    env,
    call,
    database,
    storedKeys: async (prefix) => (await storedFiles(config, dataDir, prefix)).map((file) => file.key),
    storedFiles: (prefix) => storedFiles(config, dataDir, prefix),
    async lastCode(phone) {
      const answer = await call(`/api/dev/smsOutbox?phone=${phone}`);
      const code = answer.data?.list?.[0]?.code;
      if (typeof code !== 'string') throw new Error(`no code in the outbox for ${phone}`);
      return code;
    },
    async dumpDatabase() {
      const db = database().kysely;
      const rows: unknown[] = [];
      for (const table of ['users', 'sessions', 'sms_codes'] as const) {
        rows.push(await db.selectFrom(table).selectAll().execute());
      }
      return JSON.stringify(rows);
    },
    async close() {
      if (closed) return;
      closed = true;
      await openedDb?.close();
      await app.close();
      await onClosed();
    },
  };
}

/**
 * The strings a person could read in an answer, for a check that a phone's last four digits are not shown. Left
 * out: numbers, links (their file names are 128 random bits in hex), and the given accounts' own ids and default
 * names (8 random digits, which login/login-by-phone.test.ts checks are not made from the phone). Any of those holds any
 * four digits now and then, so the check would fail by chance.
 */
export function readableTexts(value: unknown, accounts: Array<{ user: { userid: string; username: string } }> = []) {
  const own = new Set(accounts.flatMap(({ user }) => [user.userid, user.username]));
  const walk = (part: unknown): string[] => {
    if (typeof part === 'string') return /^(\/|https?:)/.test(part) || own.has(part) ? [] : [part];
    if (Array.isArray(part)) return part.flatMap(walk);
    if (part && typeof part === 'object') return Object.values(part).flatMap(walk);
    return [];
  };
  return walk(value);
}

/** Signs up a new account through the API (SMS code, -2001, then the password step). */
export async function signUp(server: TestServer, phone = newPhone(), password = 'secret123') {
  const sent = await server.call('/api/sms/sendSms', { phone, type: 1 });
  if (sent.code !== 0) throw new Error(`sendSms failed: ${sent.code} ${sent.msg}`);
  const code = await server.lastCode(phone);
  const first = await server.call('/api/login/loginByPhone', { phone, code });
  if (first.code !== -2001) throw new Error(`expected -2001, got ${first.code}`);
  const created = await server.call('/api/login/loginByPhone', { phone, code, password });
  if (created.code !== 0) throw new Error(`registration failed: ${created.code} ${created.msg}`);
  return { phone, password, token: created.data.token as string, user: created.data.user };
}
