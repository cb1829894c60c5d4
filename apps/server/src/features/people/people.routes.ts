import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { PeopleService } from './people.service.ts';

export function peopleRoutes(app: FastifyInstance, options: RouteOptions, people: PeopleService) {
  registerEndpoint(app, options, endpoints.getRecommendList, (request, { userId }) => people.feed(userId, request));
  registerEndpoint(app, options, endpoints.searchUser, (request, { userId }) => people.search(userId, request));
}
