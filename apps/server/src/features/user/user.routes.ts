import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { BackgroundService } from './background.service.ts';
import type { OwnUserInfo, UserService } from './user.service.ts';

export function userRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  users: UserService,
  userInfo: OwnUserInfo,
  background: BackgroundService,
) {
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
  // getUserDetail carries the viewer's relation flags: features/relation/relation.routes.ts answers it.
  registerEndpoint(app, options, endpoints.changeUserBgImg, ({ fileId }, { userId }) =>
    background.change(userId, fileId),
  );
  registerEndpoint(app, options, endpoints.getUserBgImg, (input, context) =>
    background.of(context.userId, input.userId ?? context.userId),
  );
}
