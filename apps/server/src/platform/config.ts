// The one configuration object, parsed from the environment with zod. A bad value stops start-up with a
// message naming the variable (README "Configuration" documents every one).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHAT_SOCKET, FIRST_CONTACT, MODERATION, UPLOAD_MAX_BYTES_DEFAULT } from '@kk/contract';
import { z } from 'zod';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/database.ts';
import { type PayConfig, payConfig } from './pay/pay-config.ts';
import { type ChatConfig, chatConfig } from './realtime/chat-config.ts';
import { type StorageConfig, storageConfig } from './storage/storage-config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().default('kk:'),
  DB_CONNECT_TIMEOUT_MS: int(100, 600_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: int(100, 3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(100, 3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  REDIS_COMMAND_TIMEOUT_MS: int(50, 60_000).default(1_000),
  SECRET_KEY: optionalText.pipe(z.string().min(32).optional()),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  CONSOLE_DIST: optionalText,
  APP_DOWNLOAD_URL: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(600),
  LOGIN_ATTEMPTS_PER_HOUR: int(1, 100_000).default(20),
  SESSION_TTL_DAYS: int(1, 3650).default(30),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).optional(),
  SMS_CODE_TTL_SECONDS: int(60, 86_400).default(600),
  SMS_MAX_ATTEMPTS: int(1, 100).default(5),
  SMS_COOLDOWN_SECONDS: int(1, 3_600).default(60),
  SMS_PER_HOUR: int(1, 1_000).default(5),
  SMS_PER_DAY: int(1, 10_000).default(10),
  SMS_PER_IP_PER_HOUR: int(1, 100_000).default(20),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  UPLOAD_MAX_BYTES: int(1024, 100 * 1024 * 1024).default(UPLOAD_MAX_BYTES_DEFAULT),
  UPLOAD_MAX_PIXELS: int(10_000, 500_000_000).default(40_000_000),
  UPLOAD_QUOTA_BYTES: int(1024, 1024 ** 4).default(200 * 1024 * 1024),
  // The file store (README "Configuration", docs/operations.md "Files"): local disk, or an S3-compatible bucket.
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9/_-]*$/, 'lower-case letters, digits, -, _ and / only')
    .default(''),
  DEMO: bool.optional(),
  // Payment and provider login (README "Configuration", docs/operations.md "Alipay and Apple").
  PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALIPAY_PROVIDER: z.enum(['sandbox', 'alipay', 'none']).optional(),
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_SELLER_ID: optionalText,
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://openauth.alipay.com/oauth2/publicAppAuthorize.htm'),
  ALIPAY_LOGIN: bool.default(true),
  PAY_NOTIFY_OVERDUE_SECONDS: int(1, 86_400).default(30),
  PAY_ORDER_TTL_MINUTES: int(1, 1_440).default(30),
  APPLE_CLIENT_ID: optionalText,
  APPLE_REDIRECT_URI: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  APPLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com/auth/keys'),
  // Chat (README "Configuration"): socket origins, stream retention, Web Push.
  CHAT_ALLOWED_ORIGINS: optionalText,
  CHAT_EVENT_RETENTION_DAYS: int(1, 365).default(14),
  CHAT_SOCKET_RATE_LIMIT: int(1, 1_000_000).default(CHAT_SOCKET.rateLimitFrames),
  CHAT_MAX_SOCKETS_PER_ACCOUNT: int(1, 10_000).default(CHAT_SOCKET.maxSocketsPerAccount),
  CHAT_NEW_CONVERSATIONS_PER_DAY: int(1, 1_000_000).default(FIRST_CONTACT.perDayDefault),
  CHAT_UNANSWERED_MAX: int(1, 1_000_000).default(FIRST_CONTACT.unansweredMax),
  WEB_PUSH: bool.default(true),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.string().min(1).default('mailto:admin@localhost'),
  // Moderation (docs/decisions/0087-moderation.md): how long reported content and revoked messages are kept.
  MODERATION_RETENTION_DAYS: int(1, 3650).default(MODERATION.retentionDaysDefault),
});

export type Env = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** PostgreSQL's timeouts: past them a request answers -1030 / 503 instead of waiting (database.ts). */
  database: { timeouts: DatabaseTimeouts };
  /** A Redis command not answered in this time fails, and its caller falls back (docs/operations.md). */
  redisCommandTimeoutMs: number;
  secretKey: string;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  /** The built operators' console (apps/console), served under /console/. */
  consoleDist: string;
  appDownloadUrl: string;
  rateLimitPerMinute: number;
  loginAttemptsPerHour: number;
  sessionTtlMs: number;
  upload: { maxBytes: number; maxPixels: number; quotaBytes: number };
  /** Where files live: storageConfig() in storage/storage-config.ts. */
  storage: StorageConfig;
  /** Seed demo people into an empty database at start (docs/decisions/0045-demo-data.md). */
  demo: boolean;
  sms: {
    provider: 'console' | 'aliyun';
    codeTtlMs: number;
    maxAttempts: number;
    cooldownMs: number;
    perHour: number;
    perDay: number;
    perIpPerHour: number;
    aliyun?: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };
  };
  /** Payment and provider login: payConfig() in pay-config.ts. */
  pay: PayConfig;
  /** Chat, its socket and Web Push: chatConfig() in realtime/chat-config.ts. */
  chat: ChatConfig;
  /** Reported content and revoked messages stay readable to operators this long, then are purged. */
  moderationRetentionMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const provider = e.SMS_PROVIDER ?? (production ? 'aliyun' : 'console');
  if (production && provider === 'console') {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER: console is refused when NODE_ENV=production');
  }
  let aliyun: Config['sms']['aliyun'];
  if (provider === 'aliyun') {
    const missing = (
      [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((n) => `  ${n}: required when SMS_PROVIDER=aliyun`).join('\n')}`,
      );
    }
    aliyun = {
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID as string,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
      signName: e.ALIYUN_SMS_SIGN_NAME as string,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE as string,
      endpoint: e.ALIYUN_SMS_ENDPOINT,
    };
  }
  // Demo people in production would be fake accounts among real ones: refused outright, not just skipped.
  if (production && e.DEMO === true) {
    throw new ConfigError('Invalid configuration:\n  DEMO: demo data is never seeded when NODE_ENV=production');
  }
  if (production && !e.SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required (at least 32 characters) when NODE_ENV=production',
    );
  }
  const pay = payConfig(e);
  const storage = storageConfig(e);
  if ('missing' in storage) {
    throw new ConfigError(
      `Invalid configuration:\n${storage.missing.map((n) => `  ${n}: required when STORAGE=s3`).join('\n')}`,
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  // npm runs workspace scripts in the workspace folder: relative paths mean relative to where npm was called.
  const dataDir = resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    database: {
      timeouts: {
        connectMs: e.DB_CONNECT_TIMEOUT_MS,
        statementMs: e.DB_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    },
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    secretKey: e.SECRET_KEY ?? localSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(import.meta.dirname, '../../../web/dist')),
    consoleDist: resolve(e.CONSOLE_DIST ?? join(import.meta.dirname, '../../../console/dist')),
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginAttemptsPerHour: e.LOGIN_ATTEMPTS_PER_HOUR,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, maxPixels: e.UPLOAD_MAX_PIXELS, quotaBytes: e.UPLOAD_QUOTA_BYTES },
    storage,
    demo: e.DEMO ?? e.NODE_ENV === 'development',
    sms: {
      provider,
      codeTtlMs: e.SMS_CODE_TTL_SECONDS * 1000,
      maxAttempts: e.SMS_MAX_ATTEMPTS,
      cooldownMs: e.SMS_COOLDOWN_SECONDS * 1000,
      perHour: e.SMS_PER_HOUR,
      perDay: e.SMS_PER_DAY,
      perIpPerHour: e.SMS_PER_IP_PER_HOUR,
      aliyun,
    },
    pay,
    chat: chatConfig(e),
    moderationRetentionMs: e.MODERATION_RETENTION_DAYS * 86_400_000,
  };
}

/** Outside production a secret is made once and kept under DATA_DIR, so codes and sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = crypto.getRandomValues(new Uint8Array(32)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** For the entry points (main.ts, seed.ts): the configuration, or its message on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
