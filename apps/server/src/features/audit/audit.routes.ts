import { consoleEndpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(app: FastifyInstance, options: RouteOptions, audit: AuditService) {
  registerEndpoint(app, options, consoleEndpoints.consoleGetAuditLog, (input) => audit.list(input));
}
