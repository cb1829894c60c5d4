import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { PushService } from './push.service.ts';

export function pushRoutes(app: FastifyInstance, options: RouteOptions, push: PushService) {
  registerEndpoint(app, options, endpoints.getPushConfig, async () => push.config());
  registerEndpoint(app, options, endpoints.addPushId, (input, { userId, token, language }) =>
    push.add(userId, token ?? '', language, input.push_id, input.preview),
  );
  registerEndpoint(app, options, endpoints.removePushId, (input, { userId }) => push.remove(userId, input.push_id));
}
