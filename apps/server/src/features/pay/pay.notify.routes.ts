// What Alipay itself calls (not JSON, so not contract endpoints; docs/api.md "Pay"): the asynchronous
// notification, a form-encoded POST answered with the bare text `success` or `fail`, and the return URL the
// browser comes back to after the cashier, which sends it to the recharge records page (hash routing).
import { ALIPAY_NOTIFY_PATH, ALIPAY_RETURN_PATH, RECHARGE_RECORDS_ROUTE } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { installFormBody } from '../../platform/http/form-body.ts';
import type { PayService } from './pay.service.ts';

export function payNotifyRoutes(app: FastifyInstance, pay: PayService) {
  app.register(async (scope) => {
    installFormBody(scope);
    scope.post(ALIPAY_NOTIFY_PATH, async (request, reply) => {
      // Alipay posts a form; any other body (JSON parses too on this server) is not Alipay speaking.
      const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const fields =
        form && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      // Alipay repeats a notification until it reads exactly `success` (up to 25 hours).
      const recorded = await pay.notify(fields);
      return reply.type('text/plain; charset=utf-8').send(recorded ? 'success' : 'fail');
    });
  });
  app.get(ALIPAY_RETURN_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const outTradeNo = typeof query.out_trade_no === 'string' ? query.out_trade_no : '';
    // The return is only a way back: coins come from the notification, so nothing here is trusted or needed.
    const target = /^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)
      ? `/#${RECHARGE_RECORDS_ROUTE}?out_trade_no=${outTradeNo}`
      : `/#${RECHARGE_RECORDS_ROUTE}`;
    return reply.redirect(target, 302);
  });
}
