import { consoleEndpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { consoleSessionOf } from '../../platform/http/console-auth.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { MembersService } from './members.service.ts';

export function membersRoutes(app: FastifyInstance, options: RouteOptions, members: MembersService) {
  registerEndpoint(app, options, consoleEndpoints.consoleSearchMembers, (input) => members.search(input.keyword));
  registerEndpoint(app, options, consoleEndpoints.consoleGetMember, (input, context) =>
    members.get(consoleSessionOf(context), input.userId, input.revealPhone === true),
  );
}
