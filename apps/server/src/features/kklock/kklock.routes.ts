import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { KkLockService } from './kklock.service.ts';

export function kkLockRoutes(app: FastifyInstance, options: RouteOptions, kkLock: KkLockService) {
  registerEndpoint(app, options, endpoints.applyKkLock, (input, { userId }) => kkLock.apply(userId, input.to_user_id));
  registerEndpoint(app, options, endpoints.acceptKkLock, (input, { userId }) =>
    kkLock.accept(userId, input.message_id),
  );
  registerEndpoint(app, options, endpoints.rejectKkLock, (input, { userId }) =>
    kkLock.reject(userId, input.message_id),
  );
  registerEndpoint(app, options, endpoints.cancelKkLock, (input, { userId }) =>
    kkLock.withdraw(userId, input.message_id),
  );
  registerEndpoint(app, options, endpoints.getKkLockStatus, (input, { userId }) =>
    kkLock.status(userId, input.message_id),
  );
  registerEndpoint(app, options, endpoints.cancelKkLockUser, (_input, { userId }) => kkLock.disconnect(userId));
}
