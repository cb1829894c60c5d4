// The page Alipay's redirect lands on (often in the phone's browser after scanning the QR code): it only says
// what happened; the app that started the login picks the session up with its poll.
import type { CallbackOutcome } from './alipay-login.service.ts';

const TEXTS: Record<CallbackOutcome, string> = {
  authorised: '授权成功，请返回应用继续',
  denied: '你已拒绝授权，登录未完成',
  expired: '登录已过期，请回到应用重新发起支付宝登录',
  failed: '登录失败',
};

export function callbackPage(outcome: CallbackOutcome): string {
  return `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>支付宝登录</title></head>
<body><main><div class="card"><p>${TEXTS[outcome]}</p></div></main></body></html>`;
}
