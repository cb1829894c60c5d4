// The composition root: the HTTP server and its hooks, the platform (database, Redis, limiter, storage, SMS,
// broker, events, transactions), then each area of features over it (wiring/), their routes, and the SPA.
// main.ts runs it; the API tests build it on a free port with their own clock and database.

import Fastify, { type FastifyInstance } from 'fastify';
import { DemoService } from './features/demo/demo.service.ts';
import type { SafetyWords } from './features/safety/safety.words.ts';
import type { SessionService } from './features/session/session.service.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { Transactions } from './platform/db/transaction.ts';
import { Events } from './platform/events.ts';
import type { Geo } from './platform/geo/geo.ts';
import { installCompression } from './platform/http/compression.ts';
import { installErrorHandlers } from './platform/http/errors.ts';
import { installRateLimit } from './platform/http/rate-limit.ts';
import type { RouteOptions } from './platform/http/route.ts';
import { ALIPAY_GATEWAY_ORIGINS, installSecurityHeaders } from './platform/http/security-headers.ts';
import { FallbackLimiter } from './platform/limiter/fallback-limiter.ts';
import type { Limiter } from './platform/limiter/limiter.ts';
import { MemoryLimiter } from './platform/limiter/memory-limiter.ts';
import { RedisLimiter } from './platform/limiter/redis-limiter.ts';
import { DEV_SMS_LOG, lazyRequestLogger, loggerOptions } from './platform/logger.ts';
import type { AppleIdentityVerifier } from './platform/pay/apple-identity.ts';
import type { PushSender } from './platform/push/push.ts';
import type { Broker } from './platform/realtime/broker.ts';
import { openRedis, readyWithin } from './platform/redis/connection.ts';
import { AliyunSms } from './platform/sms/aliyun-sms.ts';
import { ConsoleSms } from './platform/sms/console-sms.ts';
import type { SmsSender } from './platform/sms/sms.ts';
import { serveConsole, serveSpa } from './platform/static.ts';
import { LocalStorage } from './platform/storage/local-storage.ts';
import { S3Storage } from './platform/storage/s3-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';
import { buildSignIn, buildUsers } from './wiring/accounts.ts';
import { buildChat, type Chat, openBroker } from './wiring/chat.ts';
import { buildConsole, type Console } from './wiring/console.ts';
import { buildDataExport, type DataExport } from './wiring/data-export.ts';
import { buildFiles, buildProfile } from './wiring/media.ts';
import { buildModeration, type Moderation } from './wiring/moderation.ts';
import { buildNotices, type Notices } from './wiring/notices.ts';
import { buildPayment, buildVip } from './wiring/payment.ts';
import { buildPeople, type People } from './wiring/people.ts';
import type { Platform } from './wiring/platform.ts';
import { buildRelations } from './wiring/relations.ts';
import { buildReports } from './wiring/reports.ts';
import { buildSafety, openSafetyWords } from './wiring/safety.ts';
import { buildSquare } from './wiring/square.ts';
import { buildSystem } from './wiring/system.ts';
import { buildVerify } from './wiring/verify.ts';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** Replaces the configured SMS sender (tests of provider failures). */
  smsSender?: SmsSender;
  /** Replaces the configured limiter (tests of unexpected failures). */
  limiter?: Limiter;
  /** Replaces the IP region lookup (tests). */
  geo?: Geo;
  /** Replaces the configured file store (STORAGE: local disk under DATA_DIR, or S3). */
  storage?: FileStorage;
  /** Replaces Sign in with Apple's token check (tests). */
  appleVerifier?: AppleIdentityVerifier;
  /** Where structured logs go; stdout by default. */
  logStream?: { write(line: string): void };
  /** Replaces the Web Push sender (tests record instead of sending); null turns push off. */
  pushSender?: PushSender | null;
}

export interface App {
  server: FastifyInstance;
  /** True when the built SPA was found and is served at `/`. */
  servesSpa: boolean;
  /** True when the built console was found and is served at `/console/`. */
  servesConsole: boolean;
  dataDir: string;
  /** Seeds demo people into an empty database (main.ts and `npm run seed`; never in production). */
  demo: DemoService;
  /** Chat, emotes, push and the socket gateway (wiring/chat.ts). */
  chat: Chat;
  /** The notification centre (wiring/notices.ts): tests tell pending likes with notices.deliverDue(). */
  notices: Notices;
  /** Sessions: moderation ends a member's with a reason (revokeAll with CODE.suspended or CODE.banned). */
  sessions: SessionService;
  /** Moderation (wiring/moderation.ts): tests purge kept evidence with moderation.evidence.purgeDue(). */
  moderation: Moderation;
  /** The operator console's server side (wiring/console.ts): operators, their sessions, the audit log. */
  console: Console;
  /** A copy of my data (wiring/data-export.ts): tests sweep with dataExport.sweep() and wait with settled(). */
  dataExport: DataExport['dataExport'];
  close(): Promise<void>;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, clock = systemClock, smsSender, logStream } = options;
  const server = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: lazyRequestLogger,
  });
  // Callback hooks rather than async ones on the path of every request: no promise to make and await.
  server.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // First of the hooks, so that every answer carries them, even one refused by the rate limit.
  // A configured Alipay gateway on another host (ALIPAY_GATEWAY) is a form target too.
  const gatewayOrigins = new Set([
    ...ALIPAY_GATEWAY_ORIGINS,
    ...(config.pay.alipay ? [new URL(config.pay.alipay.gateway).origin] : []),
  ]);
  installSecurityHeaders(server, { formActions: [...gatewayOrigins], appleSignIn: Boolean(config.pay.apple) });
  installCompression(server);

  // A dropped or silent database or Redis is logged and survived, never fatal (docs/operations.md "Faults").
  const db = openDatabase({ ...config, log: server.log });
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, { commandTimeoutMs: config.redisCommandTimeoutMs, log: server.log })
    : null;
  if (redis && !(await readyWithin(redis, 3_000)))
    server.log.warn({}, 'Redis does not answer yet: starting without it');
  const sharedLimiter = redis
    ? new FallbackLimiter(new RedisLimiter(redis, config.redisKeyPrefix), new MemoryLimiter(), server.log)
    : null;
  const limiter: Limiter = options.limiter ?? sharedLimiter ?? new MemoryLimiter();
  let closed = false;
  let broker: Broker | null = null;
  let chat: Chat | null = null;
  let people: People | null = null;
  let notices: Notices | null = null;
  let moderation: Moderation | null = null;
  let safetyWords: SafetyWords | null = null;
  let dataExport: DataExport | null = null;
  const storage =
    options.storage ??
    (config.storage.kind === 's3' ? new S3Storage(config.storage.s3) : new LocalStorage(config.dataDir));
  const close = async () => {
    if (closed) return;
    closed = true;
    notices?.close();
    moderation?.close();
    safetyWords?.close();
    await chat?.close();
    await broker?.close();
    await server.close();
    // Its builds in flight write to the store and read the database: done before those close.
    await dataExport?.close();
    // The feed's counted impressions are written before the database closes.
    await people?.close();
    await limiter.close();
    await redis?.quit();
    await storage.close();
    await db.close();
  };

  try {
    await migrate(db);
    const consoleSms =
      !smsSender && config.sms.provider === 'console'
        ? new ConsoleSms(clock, (line) => server.log.warn({ [DEV_SMS_LOG]: true }, line))
        : null;
    const sender: SmsSender =
      smsSender ?? consoleSms ?? new AliyunSms(config.sms.aliyun as NonNullable<Config['sms']['aliyun']>);

    // Repositories run their SQL through `transactions`, so a service's transaction spans the features it calls.
    const transactions = new Transactions(db);
    // Features announce what happened (platform/events.ts); the services that react subscribe as they are built,
    // so the areas below are built in the order their reactions run (account deletion's erasures, for one).
    const events = new Events();
    const platform: Platform = { server, config, transactions, events, clock };
    broker = await openBroker(server, config, redis);

    const { users, sessions } = buildUsers(platform);
    const fileArea = buildFiles({ ...platform, storage, users });
    const { files } = fileArea;
    // Coins and VIP before the features they gate; the payments that credit them come later (buildPayment).
    const vip = buildVip(platform);
    // Kk lock: a block ends a lock (relation.blocked); its requests are chat messages (kklock.requested).
    const relationArea = buildRelations({ ...platform, users, broker, vip });
    const { relations, kkLock } = relationArea;
    // The money words every message from someone new is checked against, held by every instance (issue 24).
    const moneyWords = await openSafetyWords({ ...platform, broker });
    safetyWords = moneyWords;
    // Chat: the socket gateway, chat, emotes and push; the kk lock refuses new conversations.
    chat = buildChat({
      ...platform,
      redis,
      users,
      relations,
      files,
      sessions,
      newConversations: kkLock,
      broker,
      pushSender: options.pushSender,
      moneyWords: () => moneyWords.words(),
    });
    // The notification centre: its frames go into the chat's event stream, its pushes through the chat's push.
    notices = buildNotices({ ...platform, users, relations, vip, chat: chat.chat, push: chat.push });
    const signIn = buildSignIn({
      ...platform,
      users,
      sessions,
      files,
      kkLock,
      chat: chat.chat,
      limiter,
      sender,
      consoleSms,
    });
    // A copy of my data: the user info as the member sees it (signIn's), the archives in the file store.
    dataExport = buildDataExport({ ...platform, storage, users, userInfo: signIn.userInfo });
    const square = buildSquare({ ...platform, users, files, relations });
    const { updates, comments } = square;
    const profile = await buildProfile({ ...platform, storage, users, files, relations, updates });
    const reports = buildReports({ ...platform, limiter, users, files, updates, comments, chat: chat.chat });
    // The operator console: its sessions open the `operator` endpoints; its audit log is every console area's,
    // moderation's first (its actions, removals, dismissals and looks).
    const consoleArea = buildConsole({
      ...platform,
      limiter,
      // A member's page lists the moderation queue's items by and against them (built just below).
      reportCases: {
        casesBy: (userId) => (moderation as Moderation).moderation.casesBy(userId),
        casesAgainst: (userId) => (moderation as Moderation).moderation.casesAgainst(userId),
      },
    });
    moderation = buildModeration({
      ...platform,
      storage,
      users,
      sessions,
      notices: notices.notices,
      reports: reports.reports,
      updates,
      comments,
      chat: chat.chat,
      photos: profile.photos,
      avatars: profile.avatars,
      files,
      audit: consoleArea.audit,
    });
    // Verified photos: selfies under private keys (the console's evidence route serves them), reviewed in the console.
    const verify = buildVerify({
      ...platform,
      storage,
      users,
      files,
      notices: notices.notices,
      audit: consoleArea.audit,
    });
    // Payment (Alipay or its sandbox) and provider login (Alipay, Apple).
    const payment = buildPayment({
      ...platform,
      vip,
      users,
      userInfo: signIn.userInfo,
      sessions,
      appleVerifier: options.appleVerifier,
    });
    people = buildPeople({
      ...platform,
      users,
      relations,
      vip,
      visitPrivacy: notices.notices,
      whoMayWrite: (viewerId, targetId) => (chat as Chat).chat.whoMayWrite(viewerId, targetId),
    });
    // Money talk to strangers files a report on its own; the console edits the money words.
    const safety = buildSafety({ ...platform, words: moneyWords, reports: reports.reports, audit: consoleArea.audit });
    const system = buildSystem({ ...platform, db, redis, loginProviders: payment.loginProviders, geo: options.geo });
    const demo = new DemoService({
      users,
      files,
      avatars: profile.avatars,
      photos: profile.photos,
      backgrounds: profile.backgrounds,
      relations,
      updates,
      comments,
      chat: chat.chat,
      clock,
    });

    installErrorHandlers(server);
    installRateLimit(server, limiter, clock, config.rateLimitPerMinute);
    const routeOptions: RouteOptions = {
      resolveSession: sessions.resolve,
      resolveConsoleSession: consoleArea.resolveSession,
    };
    const areas = [
      signIn,
      dataExport,
      fileArea,
      profile,
      relationArea,
      square,
      reports,
      moderation,
      verify,
      people,
      payment,
      chat,
      notices,
      system,
      consoleArea,
      safety,
    ];
    for (const area of areas) area.registerRoutes(routeOptions);
    const servesSpa = await serveSpa(server, config.webDist);
    const servesConsole = await serveConsole(server, config.consoleDist);
    await server.ready();
    return {
      server,
      servesSpa,
      servesConsole,
      dataDir: config.dataDir,
      demo,
      chat,
      notices,
      sessions,
      moderation,
      console: consoleArea,
      dataExport: dataExport.dataExport,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
