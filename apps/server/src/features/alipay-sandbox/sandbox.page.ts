// The sandbox's pages: plain server-rendered HTML with forms and a same-origin stylesheet, no script at all,
// so they work under the app's Content-Security-Policy (script-src 'self', style-src 'self').

export const SANDBOX_CSS_PATH = '/sandbox/alipay/sandbox.css';

export const SANDBOX_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px}
header small{display:block;opacity:.8;font-size:12px}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}
.amount{font-size:36px;font-weight:600;text-align:center;margin:8px 0}
.row{display:flex;justify-content:space-between;padding:6px 0;color:#666;font-size:14px}
.row b{color:#333;font-weight:normal;word-break:break-all;text-align:right;margin-left:12px}
button{display:block;width:100%;border:0;border-radius:8px;padding:12px;font-size:16px;margin-top:12px;cursor:pointer}
.primary{background:#1677ff;color:#fff}
.secondary{background:#fff;color:#1677ff;border:1px solid #1677ff}
.plain{background:#eee;color:#666}
.note{font-size:12px;color:#999;text-align:center}
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_CSS_PATH}"></head>
<body><header>支付宝沙箱<small>开发环境模拟网关 · 不会产生真实扣款</small></header><main>${body}</main></body></html>`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

export function cashierPage(trade: {
  trade_no: string;
  out_trade_no: string;
  subject: string;
  total_amount: string;
  status: string;
}): string {
  const open = trade.status === 'WAIT_BUYER_PAY';
  const state = open ? '' : `<p class="note">${trade.status === 'TRADE_SUCCESS' ? '该订单已支付' : '该订单已关闭'}</p>`;
  const actions = open
    ? `<form method="post" action="/sandbox/alipay/pay">${hidden({ trade_no: trade.trade_no, decision: 'pay' })}
<button class="primary" type="submit">确认付款</button></form>
<form method="post" action="/sandbox/alipay/pay">${hidden({ trade_no: trade.trade_no, decision: 'cancel' })}
<button class="plain" type="submit">取消付款</button></form>`
    : `<form method="post" action="/sandbox/alipay/pay">${hidden({ trade_no: trade.trade_no, decision: 'back' })}
<button class="secondary" type="submit">返回商家</button></form>`;
  return page(
    '支付宝沙箱收银台',
    `<div class="card"><div class="amount">¥${escapeHtml(trade.total_amount)}</div>
<div class="row">商品<b>${escapeHtml(trade.subject)}</b></div>
<div class="row">商户订单号<b>${escapeHtml(trade.out_trade_no)}</b></div>${state}</div>${actions}`,
  );
}

export function authorizePage(request: Record<string, string>, users: readonly string[]): string {
  const existing = users
    .map(
      (
        user,
      ) => `<form method="post" action="/sandbox/alipay/authorize">${hidden({ ...request, choice: 'existing', user_id: user })}
<button class="secondary" type="submit">以沙箱账号 ${escapeHtml(user)} 授权</button></form>`,
    )
    .join('');
  return page(
    '支付宝授权',
    `<div class="card"><p>应用 ${escapeHtml(request.app_id ?? '')} 申请获取你的支付宝账号信息（用户标识），用于登录。</p></div>
<form method="post" action="/sandbox/alipay/authorize">${hidden({ ...request, choice: 'new' })}
<button class="primary" type="submit">以新的沙箱账号授权</button></form>${existing}
<form method="post" action="/sandbox/alipay/authorize">${hidden({ ...request, choice: 'deny' })}
<button class="plain" type="submit">拒绝</button></form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<div class="card"><p>${escapeHtml(text)}</p></div>`);
}
