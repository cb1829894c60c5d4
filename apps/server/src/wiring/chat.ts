// Composition of chat: the fan-out broker (memory, or Redis with REDIS_URL), the socket gateway on Fastify's
// HTTP server, and the chat, emote and push services with their routes.
import { randomBytes } from 'node:crypto';
import { CODE } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ChatBatchRepository } from '../features/chat/chat.batch.repository.ts';
import { ChatReader } from '../features/chat/chat.reader.ts';
import { ChatRepository } from '../features/chat/chat.repository.ts';
import { chatRoutes } from '../features/chat/chat.routes.ts';
import { ChatService, type NewConversationRule } from '../features/chat/chat.service.ts';
import { ChatSocketHandler } from '../features/chat/chat.socket.ts';
import { EmoteRepository } from '../features/emote/emote.repository.ts';
import { emoteRoutes } from '../features/emote/emote.routes.ts';
import { EmoteService } from '../features/emote/emote.service.ts';
import type { FileService } from '../features/file/file.service.ts';
import { PushRepository } from '../features/push/push.repository.ts';
import { pushRoutes } from '../features/push/push.routes.ts';
import { PushService } from '../features/push/push.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import type { SessionService } from '../features/session/session.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { Config } from '../platform/config.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { PushSender } from '../platform/push/push.ts';
import { vapidKeys, WebPushSender } from '../platform/push/web-push-sender.ts';
import type { Broker } from '../platform/realtime/broker.ts';
import { RedisFrameCount } from '../platform/realtime/frame-budget.ts';
import { Gateway } from '../platform/realtime/gateway.ts';
import { MemoryBroker } from '../platform/realtime/memory-broker.ts';
import { RedisBroker } from '../platform/realtime/redis-broker.ts';
import type { Platform } from './platform.ts';

export interface ChatDeps extends Platform {
  redis: Redis | null;
  users: UserService;
  relations: RelationService;
  files: FileService;
  sessions: SessionService;
  /** The kk lock's rule on new conversations (features/kklock). */
  newConversations: NewConversationRule;
  /** Fan-out to a user's sockets on every instance (openBroker). */
  broker: Broker;
  /** The money words as this instance holds them (features/safety/safety.words.ts). */
  moneyWords(): readonly string[];
  /** Replaces the Web Push sender (tests record instead of sending); null turns push off. */
  pushSender?: PushSender | null;
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Fan-out to a user's sockets on every instance: memory, or Redis with REDIS_URL. Built before the features that
 * push frames (the kk lock, the chat); app.ts closes it after the chat's sockets.
 */
export async function openBroker(server: FastifyInstance, config: Config, redis: Redis | null): Promise<Broker> {
  const instanceId = randomBytes(6).toString('hex');
  const broker: Broker = redis
    ? new RedisBroker(redis, config.redisKeyPrefix, instanceId, server.log)
    : new MemoryBroker();
  // With Redis answering, start once this instance hears the channel; without it (app.ts waited already), the
  // subscription follows when Redis does, and no socket is open before then.
  if (broker instanceof RedisBroker && redis?.status === 'ready') await broker.ready(3_000);
  return broker;
}

export function buildChat(deps: ChatDeps) {
  const { server, config, redis, transactions, events, clock, users, relations, files, sessions, broker } = deps;
  const gateway = new Gateway({
    allowedOrigins: config.chat.allowedOrigins,
    trustProxy: config.trustProxy,
    rateLimitFrames: config.chat.socketRateLimit,
    sharedFrameCount: redis ? new RedisFrameCount(redis, config.redisKeyPrefix) : null,
    maxSocketsPerAccount: config.chat.maxSocketsPerAccount,
    authenticate: sessions.resolve,
    signedIn: sessions.stillSignedIn,
    broker,
    log: server.log,
  });
  // A logout, a password reset or a deletion closes the session's sockets on every instance now; the heartbeat's
  // re-check of every token stays, for a notice lost while Redis was away.
  // A suspension's sockets are told its end (in each socket's language), read here once for every instance.
  events.on('session.ended', async (ended) => {
    try {
      const until =
        ended.code === CODE.suspended ? Number((await users.memberState(ended.userId))?.suspended_until ?? 0) : 0;
      await broker.notify({ kind: 'sessionEnded', ...ended, ...(until > 0 ? { until } : {}) });
    } catch (error) {
      server.log.error({ err: error }, 'session end could not be told to the chat sockets');
    }
  });
  const { push: pushSettings } = config.chat;
  const pushSender =
    deps.pushSender !== undefined
      ? deps.pushSender
      : pushSettings.enabled
        ? new WebPushSender(
            vapidKeys(config.dataDir, {
              publicKey: pushSettings.vapidPublicKey,
              privateKey: pushSettings.vapidPrivateKey,
            }),
            pushSettings.vapidSubject,
          )
        : null;
  const push = new PushService({
    repository: new PushRepository(transactions),
    events,
    sender: pushSender,
    users,
    clock,
    isOnline: (userId) => broker.isOnline(userId),
    onlineHere: (userId) => gateway.hub.socketsOf(userId).size > 0,
    log: server.log,
  });
  const repository = new ChatRepository(transactions);
  const reader = new ChatReader(repository, { users, relations, transactions, clock });
  const emotes = new EmoteService({
    repository: new EmoteRepository(transactions),
    events,
    files,
    users,
    transactions,
    clock,
    messages: reader,
  });
  const chat = new ChatService({
    repository,
    reader,
    batchRepository: new ChatBatchRepository(transactions),
    users,
    relations,
    files,
    transactions,
    broker,
    clock,
    emotes,
    notifier: push,
    newConversations: deps.newConversations,
    firstContact: { newPerDay: config.chat.newConversationsPerDay, unansweredMax: config.chat.unansweredMax },
    moneyWords: deps.moneyWords,
    events,
    log: server.log,
  });
  gateway.attach(server.server, new ChatSocketHandler(chat, server.log));

  const prune = setInterval(() => {
    chat.pruneEvents(clock.now() - config.chat.eventRetentionMs).catch((error: unknown) => {
      server.log.error({ err: error }, 'chat events could not be pruned');
    });
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    chat,
    emotes,
    push,
    gateway,
    registerRoutes(routeOptions: RouteOptions) {
      chatRoutes(server, routeOptions, chat);
      emoteRoutes(server, routeOptions, emotes);
      pushRoutes(server, routeOptions, push);
    },
    /** Before the HTTP server closes: sockets are not requests, so nothing else would end them. */
    async close(): Promise<void> {
      clearInterval(prune);
      await gateway.close();
    },
  };
}

export type Chat = ReturnType<typeof buildChat>;
