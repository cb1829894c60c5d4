import { consoleEndpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { StatsService } from './stats.service.ts';

export function statsRoutes(app: FastifyInstance, options: RouteOptions, stats: StatsService) {
  registerEndpoint(app, options, consoleEndpoints.consoleGetStats, (input) => stats.days(input.days));
}
