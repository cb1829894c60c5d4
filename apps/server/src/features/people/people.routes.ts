import { endpoints, VIP_FEED_FILTERS } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { VipService } from '../pay/vip.service.ts';
import type { PeopleService } from './people.service.ts';
import type { VisitService } from './visit.service.ts';

export function peopleRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  people: PeopleService,
  vip: Pick<VipService, 'require'>,
  visits: VisitService,
) {
  registerEndpoint(app, options, endpoints.getRecommendList, async (request, { userId }) => {
    // The height filters are VIP's (VIP_FEED_FILTERS; docs/decisions/0063-coins-and-vip.md), checked on the server.
    if (VIP_FEED_FILTERS.some((name) => request[name] !== undefined)) await vip.require(userId);
    return people.feed(userId, request);
  });
  registerEndpoint(app, options, endpoints.searchUser, (request, { userId }) => people.search(userId, request));
  registerEndpoint(app, options, endpoints.getUserDetail, (input, context) =>
    people.detail(context.userId, input.userId),
  );
  registerEndpoint(app, options, endpoints.getVisitorList, async ({ page, pageSize }, { userId }) => {
    // VIP only, as who liked me: others are told how many people visited, not who.
    await vip.require(userId, async () => ({ total: (await visits.list(userId, 1, 1)).total }));
    return visits.list(userId, page, pageSize);
  });
}
