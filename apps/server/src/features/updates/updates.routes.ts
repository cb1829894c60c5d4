import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { UpdatesService } from './updates.service.ts';

export function updatesRoutes(app: FastifyInstance, options: RouteOptions, updates: UpdatesService) {
  registerEndpoint(app, options, endpoints.addUpdates, (input, { userId }) => updates.add(userId, input));
  registerEndpoint(app, options, endpoints.getUpdatesList, (input, { userId }) => updates.list(userId, input));
  registerEndpoint(app, options, endpoints.getUpdatesDetail, ({ id }, { userId }) => updates.detail(userId, id));
  registerEndpoint(app, options, endpoints.deleteUpdates, async ({ id }, { userId }) => {
    await updates.delete(userId, id);
    return null;
  });
  registerEndpoint(app, options, endpoints.zanUpdates, ({ id }, { userId }) => updates.zan(userId, id));
  registerEndpoint(app, options, endpoints.searchUpdates, (input, { userId }) => updates.search(userId, input));
  // getUpdatesNotice and readUpdatesNotice count notices: features/notice/notice.routes.ts answers them.
}
