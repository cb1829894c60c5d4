// The sandbox gateway's routes (development and test only: wiring/payment.ts registers them when ALIPAY_PROVIDER=sandbox,
// which production refuses). Not JSON API endpoints: Alipay's own protocol, forms and pages.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { installFormBody } from '../../platform/http/form-body.ts';
import { SANDBOX_AUTHORIZE_PATH, SANDBOX_GATEWAY_PATH } from '../../platform/pay/sandbox-keys.ts';
import { SANDBOX_CSS, SANDBOX_CSS_PATH } from './sandbox.page.ts';
import type { SandboxAnswer, SandboxService } from './sandbox.service.ts';

export function sandboxRoutes(app: FastifyInstance, sandbox: SandboxService) {
  app.register(async (scope) => {
    installFormBody(scope);
    scope.route({
      method: ['GET', 'POST'],
      url: SANDBOX_GATEWAY_PATH,
      handler: async (request, reply) => send(reply, await sandbox.gateway(fieldsOf(request.query, request.body))),
    });
    scope.post('/sandbox/alipay/pay', async (request, reply) => {
      const fields = fieldsOf(undefined, request.body);
      return send(reply, await sandbox.decide(fields.trade_no ?? '', fields.decision ?? ''));
    });
    scope.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) =>
      send(reply, await sandbox.authorizeForm(fieldsOf(request.query, undefined))),
    );
    scope.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) =>
      send(reply, await sandbox.authorize(fieldsOf(undefined, request.body))),
    );
    scope.get(SANDBOX_CSS_PATH, async (_request, reply) => reply.type('text/css; charset=utf-8').send(SANDBOX_CSS));
  });
}

/** Query and form fields as strings (the SDK puts the common ones in the query, biz_content in the body). */
function fieldsOf(query: unknown, body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const source of [query, body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

function send(reply: FastifyReply, answer: SandboxAnswer) {
  switch (answer.kind) {
    case 'html':
      return reply
        .code(answer.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(answer.body);
    case 'json':
      return reply.type('application/json; charset=utf-8').send(answer.body);
    case 'redirect':
      // 303: the browser follows a form POST with a GET.
      return reply.redirect(answer.location, 303);
  }
}
