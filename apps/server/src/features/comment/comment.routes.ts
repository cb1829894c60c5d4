import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { CommentService } from './comment.service.ts';

export function commentRoutes(app: FastifyInstance, options: RouteOptions, comments: CommentService) {
  registerEndpoint(app, options, endpoints.addComment, (input, { userId }) => comments.add(userId, input));
  registerEndpoint(app, options, endpoints.getCommentList, (input, { userId }) => comments.list(userId, input));
  registerEndpoint(app, options, endpoints.deleteComment, async ({ id }, { userId }) => {
    await comments.delete(userId, id);
    return null;
  });
}
