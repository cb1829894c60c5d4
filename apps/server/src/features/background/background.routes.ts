import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { BackgroundService } from './background.service.ts';

export function backgroundRoutes(app: FastifyInstance, options: RouteOptions, background: BackgroundService) {
  registerEndpoint(app, options, endpoints.changeUserBgImg, ({ fileId }, { userId }) =>
    background.change(userId, fileId),
  );
  registerEndpoint(app, options, endpoints.getUserBgImg, (input, context) =>
    background.of(context.userId, input.userId ?? context.userId),
  );
}
