import { consoleEndpoints, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RequestContext, type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { VerifyReview } from './verify.review.ts';
import type { VerifyService } from './verify.service.ts';

/** The operator of a console endpoint (auth `operator`: route.ts has checked the session). */
function operatorOf(context: RequestContext): number {
  return context.console?.operator.id ?? 0;
}

export function verifyRoutes(app: FastifyInstance, options: RouteOptions, verify: VerifyService, review: VerifyReview) {
  registerEndpoint(app, options, endpoints.getVerifyChallenge, (_input, { userId }) => verify.challenge(userId));
  registerEndpoint(app, options, endpoints.submitVerify, (input, { userId, language }) =>
    verify.submit(userId, input.challenge_id, input.fileId, language),
  );
  registerEndpoint(app, options, endpoints.getVerifyStatus, (_input, { userId }) => verify.status(userId));
  registerEndpoint(app, options, consoleEndpoints.consoleGetVerificationList, (input, context) =>
    review.list(operatorOf(context), input.page, input.pageSize),
  );
  registerEndpoint(app, options, consoleEndpoints.consoleReviewVerification, async (input, context) => {
    await review.review(operatorOf(context), input);
    return null;
  });
}
