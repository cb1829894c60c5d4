import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { UserService } from './user.service.ts';

export function userRoutes(app: FastifyInstance, options: RouteOptions, users: UserService) {
  registerEndpoint(app, options, endpoints.getUserInfo, (_input, { userId }) => users.info(userId));
  registerEndpoint(app, options, endpoints.initPassword, async ({ password }, context) => {
    await users.initPassword(context.userId, password);
    context.setMessage('login.passwordSet');
    return null;
  });
}
