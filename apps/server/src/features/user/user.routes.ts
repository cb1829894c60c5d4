import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { OwnUserInfo, UserService } from './user.service.ts';

export function userRoutes(app: FastifyInstance, options: RouteOptions, users: UserService, userInfo: OwnUserInfo) {
  registerEndpoint(app, options, endpoints.getUserInfo, (_input, { userId }) => userInfo.info(userId));
  registerEndpoint(app, options, endpoints.initPassword, async ({ password }, context) => {
    await users.initPassword(context.userId, password);
    context.setMessage('login.passwordSet');
    return null;
  });
  registerEndpoint(app, options, endpoints.updateUserInfo, async (changes, context) => {
    context.setMessage('account.saved');
    await users.updateProfile(context.userId, changes);
    return userInfo.info(context.userId);
  });
  // Elsewhere under /api/user: getUserDetail (features/people), changeUserBgImg and getUserBgImg
  // (features/background).
}
