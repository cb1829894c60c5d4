// The composition root: builds the platform (database, limiter, SMS), the features over it, and the HTTP
// server. main.ts runs it; the API tests build it on a free port with their own clock and database.

import { endpoints } from '@kk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildChat, type Chat, openBroker } from './chat.wiring.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { AccountService } from './features/account/account.service.ts';
import { avatarRoutes } from './features/avatar/avatar.routes.ts';
import { AvatarService } from './features/avatar/avatar.service.ts';
import { backgroundRoutes } from './features/background/background.routes.ts';
import { BackgroundService } from './features/background/background.service.ts';
import { CommentRepository } from './features/comment/comment.repository.ts';
import { commentRoutes } from './features/comment/comment.routes.ts';
import { CommentService } from './features/comment/comment.service.ts';
import { DemoService } from './features/demo/demo.service.ts';
import { FeedbackRepository } from './features/feedback/feedback.repository.ts';
import { feedbackRoutes } from './features/feedback/feedback.routes.ts';
import { FeedbackService } from './features/feedback/feedback.service.ts';
import { FileRepository } from './features/file/file.repository.ts';
import { fileRoutes } from './features/file/file.routes.ts';
import { FileService } from './features/file/file.service.ts';
import { KkLockRepository } from './features/kklock/kklock.repository.ts';
import { kkLockRoutes } from './features/kklock/kklock.routes.ts';
import { KkLockService } from './features/kklock/kklock.service.ts';
import { locationRoutes } from './features/location/location.routes.ts';
import { loginRoutes } from './features/login/login.routes.ts';
import { LoginService } from './features/login/login.service.ts';
import { PeopleRepository } from './features/people/people.repository.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { PeopleService } from './features/people/people.service.ts';
import { PhotoRepository } from './features/photo/photo.repository.ts';
import { photoRoutes } from './features/photo/photo.routes.ts';
import { PhotoService } from './features/photo/photo.service.ts';
import { RelationRepository } from './features/relation/relation.repository.ts';
import { relationRoutes } from './features/relation/relation.routes.ts';
import { RelationService } from './features/relation/relation.service.ts';
import { ReportRepository } from './features/report/report.repository.ts';
import { reportRoutes } from './features/report/report.routes.ts';
import { ReportService } from './features/report/report.service.ts';
import { SessionRepository } from './features/session/session.repository.ts';
import { SessionService } from './features/session/session.service.ts';
import { SmsRepository } from './features/sms/sms.repository.ts';
import { smsRoutes } from './features/sms/sms.routes.ts';
import { SmsService } from './features/sms/sms.service.ts';
import { SystemRepository } from './features/system/system.repository.ts';
import { documentedEndpoints, systemRoutes } from './features/system/system.routes.ts';
import { UpdatesRepository } from './features/updates/updates.repository.ts';
import { updatesRoutes } from './features/updates/updates.routes.ts';
import { UpdatesService } from './features/updates/updates.service.ts';
import { UserRepository } from './features/user/user.repository.ts';
import { userRoutes } from './features/user/user.routes.ts';
import { type OwnUserInfo, UserService } from './features/user/user.service.ts';
import { buildPayment } from './payment.wiring.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { Transactions } from './platform/db/transaction.ts';
import { Events } from './platform/events.ts';
import { type Geo, Ip2RegionGeo } from './platform/geo/geo.ts';
import { installCompression } from './platform/http/compression.ts';
import { installErrorHandlers } from './platform/http/errors.ts';
import { buildOpenApi } from './platform/http/openapi.ts';
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
import { serveSpa } from './platform/static.ts';
import { LocalStorage } from './platform/storage/local-storage.ts';
import { S3Storage } from './platform/storage/s3-storage.ts';
import type { FileStorage } from './platform/storage/storage.ts';

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
  dataDir: string;
  /** Seeds demo people into an empty database (main.ts and `npm run seed`; never in production). */
  demo: DemoService;
  /** Chat, emotes, push and the socket gateway (chat.wiring.ts). */
  chat: Chat;
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
  let people: PeopleService | null = null;
  const storage =
    options.storage ??
    (config.storage.kind === 's3' ? new S3Storage(config.storage.s3) : new LocalStorage(config.dataDir));
  const close = async () => {
    if (closed) return;
    closed = true;
    await chat?.close();
    await broker?.close();
    await server.close();
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
    // Features announce what happened (platform/events.ts); the services that react subscribe as they are built.
    const events = new Events();
    const log = server.log;
    broker = await openBroker(server, config, redis);
    const users = new UserService(new UserRepository(transactions), clock, events);
    const sessions = new SessionService({
      repository: new SessionRepository(transactions),
      users,
      transactions,
      events,
      clock,
      ttlMs: config.sessionTtlMs,
    });
    const files = new FileService({
      repository: new FileRepository(transactions),
      storage,
      users,
      transactions,
      clock,
      limits: config.upload,
      log,
    });
    const relations = new RelationService(new RelationRepository(transactions), users, transactions, clock, events);
    // Kk lock: a block ends a lock (relation.blocked); its requests are chat messages (kklock.requested).
    const kkLock = new KkLockService({
      repository: new KkLockRepository(transactions),
      users,
      relations,
      transactions,
      events,
      sockets: broker,
      clock,
      log,
    });
    // Chat: the socket gateway, chat, emotes and push (chat.wiring.ts); the kk lock refuses new conversations.
    chat = buildChat({
      server,
      config,
      redis,
      transactions,
      events,
      clock,
      users,
      relations,
      files,
      sessions,
      newConversations: kkLock,
      broker,
      pushSender: options.pushSender,
    });
    const chatService = chat.chat;
    // getUserInfo and the logins' answers: the user's fields, their kk lock's, and what they call its partner.
    const userInfo: OwnUserInfo = { info: (userId) => kkLock.userInfo(userId, chatService) };
    // The square: updates, and comments on them.
    const updates = new UpdatesService({
      repository: new UpdatesRepository(transactions),
      events,
      files,
      users,
      relations,
      transactions,
      clock,
      log,
    });
    const comments = new CommentService({
      repository: new CommentRepository(transactions),
      events,
      updates,
      users,
      transactions,
      clock,
    });
    // A photo's file stays while an update shows it.
    const photos = new PhotoService(
      new PhotoRepository(transactions),
      files,
      users,
      clock,
      transactions,
      relations,
      updates,
      events,
    );
    const avatars = new AvatarService(storage, files, users);
    await avatars.ensureSystemAvatars();
    const backgrounds = new BackgroundService(users, files, relations);
    const demo = new DemoService({
      users,
      files,
      avatars,
      photos,
      backgrounds,
      relations,
      updates,
      comments,
      chat: chatService,
      clock,
    });
    const sms = new SmsService({ repository: new SmsRepository(transactions), sender, limiter, clock, config, log });
    const login = new LoginService({
      sms,
      users,
      userInfo,
      sessions,
      limiter,
      clock,
      attemptsPerHour: config.loginAttemptsPerHour,
    });
    const system = new SystemRepository(db.kysely);
    const feedback = new FeedbackService(new FeedbackRepository(transactions), limiter, clock, events);
    const reports = new ReportService({
      repository: new ReportRepository(transactions),
      events,
      users,
      files,
      transactions,
      clock,
      authors: { updates: (id) => updates.authorOf(id), comment: (id) => comments.authorOf(id) },
    });
    // Payment, coins and VIP, Alipay and Apple login: payment.wiring.ts.
    const payment = buildPayment({
      server,
      config,
      transactions,
      events,
      clock,
      users,
      userInfo,
      sessions,
      appleVerifier: options.appleVerifier,
    });
    // Account deletion: the features above erase their rows on `account.deleting`.
    const accounts = new AccountService({ users, sms, passwords: login, sessions, files, events, transactions, log });
    // The feed's pools hear `person.changed` (profile, photo and account changes; docs/feed.md "Freshness").
    people = new PeopleService(new PeopleRepository(transactions), users, clock, log, events, relations);

    installErrorHandlers(server);
    installRateLimit(server, limiter, clock, config.rateLimitPerMinute);
    const routeOptions: RouteOptions = { resolveSession: sessions.resolve };
    smsRoutes(server, routeOptions, sms, config.env === 'production' ? null : consoleSms);
    loginRoutes(server, routeOptions, login);
    userRoutes(server, routeOptions, users, userInfo);
    backgroundRoutes(server, routeOptions, backgrounds);
    fileRoutes(server, routeOptions, files);
    avatarRoutes(server, routeOptions, avatars);
    photoRoutes(server, routeOptions, photos);
    relationRoutes(server, routeOptions, relations, payment.vip);
    kkLockRoutes(server, routeOptions, kkLock);
    reportRoutes(server, routeOptions, reports);
    updatesRoutes(server, routeOptions, updates);
    commentRoutes(server, routeOptions, comments);
    locationRoutes(server, routeOptions, options.geo ?? new Ip2RegionGeo());
    accountRoutes(server, routeOptions, accounts);
    feedbackRoutes(server, routeOptions, feedback);
    peopleRoutes(server, routeOptions, people, payment.vip);
    payment.registerRoutes(routeOptions);
    chat.registerRoutes(routeOptions);
    systemRoutes(server, routeOptions, {
      ping: () => system.ping(),
      pingRedis: redis ? async () => void (await redis.ping()) : null,
      database: db.dialect,
      appDownloadUrl: config.appDownloadUrl,
      loginProviders: payment.loginProviders,
      openApi: buildOpenApi(documentedEndpoints(endpoints, config.env), { publicBaseUrl: config.pay.publicBaseUrl }),
    });
    const servesSpa = await serveSpa(server, config.webDist);
    await server.ready();
    return { server, servesSpa, dataDir: config.dataDir, demo, chat, close };
  } catch (error) {
    await close();
    throw error;
  }
}
