import { ALIPAY_LOGIN_CALLBACK_PATH, CODE, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AlipayLoginService } from './alipay-login.service.ts';
import type { AppleLoginService } from './apple-login.service.ts';
import { callbackPage } from './callback.page.ts';

export function providerLoginRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  alipay: AlipayLoginService,
  apple: AppleLoginService,
) {
  registerEndpoint(app, options, endpoints.getAlipayOpenUrl, () => alipay.open());
  registerEndpoint(app, options, endpoints.getAlipayLoginResult, async ({ templateId }, context) => {
    const result = await alipay.result(templateId);
    if (result) context.setMessage('login.success');
    return result;
  });
  registerEndpoint(app, options, endpoints.getAppleNonce, () => apple.nonce());
  registerEndpoint(app, options, endpoints.loginByApple, async ({ identityToken, nonce }, context) => {
    context.setMessage('login.success');
    return apple.login(identityToken, nonce);
  });
  // No carrier verification provider is configured (DESIGN §3): a phone number a client sends is never trusted.
  registerEndpoint(app, options, endpoints.onePhoneLogin, async () => {
    throw new AppError(CODE.oneTapUnsupported);
  });
  // Alipay sends the browser here (a page, not JSON): the outcome is recorded for the app's poll.
  app.get(ALIPAY_LOGIN_CALLBACK_PATH, async (request, reply) => {
    const query = Object.fromEntries(
      Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const outcome = await alipay.callback(query);
    return reply
      .code(outcome === 'authorised' ? 200 : 400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(callbackPage(outcome));
  });
}
