import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { ConsoleSms } from '../../platform/sms/console-sms.ts';
import type { SmsService } from './sms.service.ts';

export function smsRoutes(app: FastifyInstance, options: RouteOptions, sms: SmsService, outbox: ConsoleSms | null) {
  registerEndpoint(app, options, endpoints.sendSms, async ({ phone, type }, context) => {
    await sms.send(phone, type, context.ip);
    context.setMessage('sms.sent');
    return null;
  });
  // The development outbox exists only with the console sender, which production refuses.
  if (outbox) {
    registerEndpoint(app, options, endpoints.smsOutbox, async ({ phone }) => ({ list: outbox.outbox(phone) }));
  }
}
