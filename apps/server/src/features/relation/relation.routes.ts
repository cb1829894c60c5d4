import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { VipService } from '../pay/vip.service.ts';
import type { RelationService } from './relation.service.ts';

export function relationRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  relations: RelationService,
  vip: Pick<VipService, 'require'>,
) {
  registerEndpoint(app, options, endpoints.followUser, (input, context) =>
    relations.follow(context.userId, input.userId),
  );
  registerEndpoint(app, options, endpoints.zan, (input, context) => relations.zan(context.userId, input.userId));
  registerEndpoint(app, options, endpoints.topUser, (input, context) => relations.top(context.userId, input.userId));
  registerEndpoint(app, options, endpoints.blockUser, (input, context) =>
    relations.block(context.userId, input.userId),
  );
  registerEndpoint(app, options, endpoints.noSeeUser, (input, context) =>
    relations.noSee(context.userId, input.userId),
  );
  registerEndpoint(app, options, endpoints.getFollowList, ({ page, pageSize }, { userId }) =>
    relations.list(userId, 'follow', page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getFansList, ({ page, pageSize }, { userId }) =>
    relations.list(userId, 'fans', page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getZanMeList, async ({ page, pageSize }, { userId }) => {
    // VIP only: others are told how many liked them, not who (docs/decisions/0063-coins-and-vip.md).
    await vip.require(userId, async () => ({ total: (await relations.list(userId, 'zanMe', 1, 1)).total }));
    return relations.list(userId, 'zanMe', page, pageSize);
  });
  registerEndpoint(app, options, endpoints.getMatchList, ({ page, pageSize }, { userId }) =>
    relations.matches(userId, page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getBlockList, ({ page, pageSize }, { userId }) =>
    relations.list(userId, 'block', page, pageSize),
  );
  registerEndpoint(app, options, endpoints.getNoSeeList, ({ page, pageSize }, { userId }) =>
    relations.list(userId, 'noSee', page, pageSize),
  );
  // getUserDetail shows another person: features/people/people.routes.ts answers it.
}
