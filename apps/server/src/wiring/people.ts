// Composition of the matchmaking feed, the profile page and who visited it. Its pools hear `person.changed` (profile, photo and account changes;
// docs/feed.md "Freshness"); its counted impressions are written on close, before the database closes.
import type { VipService } from '../features/pay/vip.service.ts';
import { PeopleRepository } from '../features/people/people.repository.ts';
import { peopleRoutes } from '../features/people/people.routes.ts';
import { PeopleService, type WhoMayWrite } from '../features/people/people.service.ts';
import { VisitRepository } from '../features/people/visit.repository.ts';
import { type VisitPrivacy, VisitService } from '../features/people/visit.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Platform } from './platform.ts';

export interface PeopleDeps extends Platform {
  users: UserService;
  relations: RelationService;
  /** The gate of the height filters and of who visited me. */
  vip: VipService;
  /** Whose visits go unrecorded (the notices' VIP setting). */
  visitPrivacy: VisitPrivacy;
  /** Who may write to a person (the chat's first contact: ChatService.whoMayWrite). */
  whoMayWrite: WhoMayWrite;
}

export function buildPeople(deps: PeopleDeps) {
  const { server, transactions, events, clock, users, relations, vip } = deps;
  // Who visited me: a profile opened records a visit; the first of a day is the visited person's notice.
  const visits = new VisitService(new VisitRepository(transactions), {
    users,
    privacy: deps.visitPrivacy,
    events,
    clock,
  });
  const people = new PeopleService(
    new PeopleRepository(transactions),
    users,
    clock,
    server.log,
    events,
    relations,
    visits,
  );
  people.useWhoMayWrite(deps.whoMayWrite);
  return {
    registerRoutes(options: RouteOptions) {
      peopleRoutes(server, options, people, vip, visits);
    },
    close: () => people.close(),
  };
}
export type People = ReturnType<typeof buildPeople>;
