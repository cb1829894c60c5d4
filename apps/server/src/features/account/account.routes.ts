import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(app: FastifyInstance, options: RouteOptions, accounts: AccountService) {
  registerEndpoint(app, options, endpoints.sendDeleteAccountSms, async (_input, context) => {
    await accounts.sendDeletionCode(context.userId, context.ip);
    context.setMessage('sms.sent');
    return null;
  });
  registerEndpoint(app, options, endpoints.deleteAccount, async (confirmation, context) => {
    await accounts.delete(context.userId, confirmation, context.ip);
    context.setMessage('account.deleted');
    return null;
  });
}
