import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { ReportService } from './report.service.ts';

export function reportRoutes(app: FastifyInstance, options: RouteOptions, reports: ReportService) {
  registerEndpoint(app, options, endpoints.addReport, (input, context) => {
    context.setMessage('report.sent');
    return reports.add(context.userId, input);
  });
}
