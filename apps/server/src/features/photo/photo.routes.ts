import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { PhotoService } from './photo.service.ts';

export function photoRoutes(app: FastifyInstance, options: RouteOptions, photos: PhotoService) {
  registerEndpoint(app, options, endpoints.addUserPhoto, ({ fileIds }, { userId }) => photos.add(userId, fileIds));
  registerEndpoint(app, options, endpoints.deleteUserPhoto, async ({ id }, { userId }) => {
    await photos.delete(userId, id);
    return null;
  });
  registerEndpoint(app, options, endpoints.getUserPhotoList, (input, context) =>
    photos.list(context.userId, input.userId),
  );
}
