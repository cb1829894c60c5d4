// Composition of the matchmaking feed. Its pools hear `person.changed` (profile, photo and account changes;
// docs/feed.md "Freshness"); its counted impressions are written on close, before the database closes.
import type { VipService } from '../features/pay/vip.service.ts';
import { PeopleRepository } from '../features/people/people.repository.ts';
import { peopleRoutes } from '../features/people/people.routes.ts';
import { PeopleService } from '../features/people/people.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Platform } from './platform.ts';

export interface PeopleDeps extends Platform {
  users: UserService;
  relations: RelationService;
  /** The gate of the height filters. */
  vip: VipService;
}

export function buildPeople({ server, transactions, events, clock, users, relations, vip }: PeopleDeps) {
  const people = new PeopleService(new PeopleRepository(transactions), users, clock, server.log, events, relations);
  return {
    registerRoutes(options: RouteOptions) {
      peopleRoutes(server, options, people, vip);
    },
    close: () => people.close(),
  };
}
export type People = ReturnType<typeof buildPeople>;
