import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import type { Geo } from '../../platform/geo/geo.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';

/** Prefills the region from the caller's address; the user confirms it before anything is saved. */
export function locationRoutes(app: FastifyInstance, options: RouteOptions, geo: Geo) {
  registerEndpoint(app, options, endpoints.getLocation, async (_input, { ip }) => geo.locate(ip));
}
