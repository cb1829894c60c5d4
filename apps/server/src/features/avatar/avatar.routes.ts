import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AvatarService } from './avatar.service.ts';

export function avatarRoutes(app: FastifyInstance, options: RouteOptions, avatars: AvatarService) {
  registerEndpoint(app, options, endpoints.getAvatarList, async ({ page, pageSize }) => avatars.list(page, pageSize));
  registerEndpoint(app, options, endpoints.addUserAvatar, ({ fileId }, { userId }) =>
    avatars.useUpload(userId, fileId),
  );
  registerEndpoint(app, options, endpoints.updateUserAvatar, ({ url }, { userId }) => avatars.useUrl(userId, url));
}
