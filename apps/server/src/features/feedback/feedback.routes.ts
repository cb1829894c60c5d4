import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { FeedbackService } from './feedback.service.ts';

export function feedbackRoutes(app: FastifyInstance, options: RouteOptions, feedback: FeedbackService) {
  registerEndpoint(app, options, endpoints.addFeedback, ({ category, content }, context) => {
    context.setMessage('feedback.sent');
    return feedback.add(context.userId, category, content);
  });
  registerEndpoint(app, options, endpoints.getMyFeedbackList, ({ page, pageSize }, { userId }) =>
    feedback.mine(userId, page, pageSize),
  );
}
