// Composition of relations and the kk lock: follows, zans, no-sees and blocks, and the lock over them. A block
// ends a lock (`relation.blocked`); a lock request is a chat message (`kklock.requested`), which the chat
// stores, and a lock refuses new conversations (the chat takes the kk lock as its rule: wiring/chat.ts).
import { KkLockRepository } from '../features/kklock/kklock.repository.ts';
import { kkLockRoutes } from '../features/kklock/kklock.routes.ts';
import { KkLockService } from '../features/kklock/kklock.service.ts';
import type { VipService } from '../features/pay/vip.service.ts';
import { RelationRepository } from '../features/relation/relation.repository.ts';
import { relationRoutes } from '../features/relation/relation.routes.ts';
import { RelationService } from '../features/relation/relation.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Broker } from '../platform/realtime/broker.ts';
import type { Platform } from './platform.ts';

export interface RelationsDeps extends Platform {
  users: UserService;
  /** Fan-out of the lock's frames to a user's sockets on every instance (wiring/chat.ts openBroker). */
  broker: Broker;
  /** The gate of "who liked me". */
  vip: VipService;
}

export function buildRelations({ server, transactions, events, clock, users, broker, vip }: RelationsDeps) {
  const relations = new RelationService(new RelationRepository(transactions), users, transactions, clock, events);
  const kkLock = new KkLockService({
    repository: new KkLockRepository(transactions),
    users,
    relations,
    transactions,
    events,
    sockets: broker,
    clock,
    log: server.log,
  });
  return {
    relations,
    kkLock,
    registerRoutes(options: RouteOptions) {
      relationRoutes(server, options, relations, vip);
      kkLockRoutes(server, options, kkLock);
    },
  };
}
