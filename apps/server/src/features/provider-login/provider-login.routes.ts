import { ALIPAY_LOGIN_CALLBACK_PATH, CODE, endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { AlipayLoginService, CallbackOutcome } from './alipay-login.service.ts';
import type { AppleLoginService } from './apple-login.service.ts';

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

// The page Alipay's redirect lands on (often in the phone's browser after scanning the QR code): it only says
// what happened; the app that started the login picks the session up with its poll.
const CALLBACK_TEXTS: Record<CallbackOutcome, string> = {
  authorised: '授权成功，请返回应用继续',
  denied: '你已拒绝授权，登录未完成',
  expired: '登录已过期，请回到应用重新发起支付宝登录',
  failed: '登录失败',
};

function callbackPage(outcome: CallbackOutcome): string {
  return `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>支付宝登录</title></head>
<body><main><div class="card"><p>${CALLBACK_TEXTS[outcome]}</p></div></main></body></html>`;
}
