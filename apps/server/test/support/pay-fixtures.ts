// Helpers of the payment tests: the sandbox's keys (read from DATA_DIR as the server made them), orders, the
// cashier's forms, and notifications signed as the sandbox (Alipay) signs them, to alter or forge.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signNotification } from '../../src/platform/pay/alipay-signing.ts';
import {
  SANDBOX_APP_ID,
  SANDBOX_KEYS_FILE,
  SANDBOX_SELLER_ID,
  type SandboxKeys,
} from '../../src/platform/pay/sandbox-keys.ts';
import type { TestServer } from './harness.ts';

export { SANDBOX_APP_ID, SANDBOX_SELLER_ID };

export function sandboxKeys(server: TestServer): SandboxKeys {
  return JSON.parse(readFileSync(join(server.app.dataDir, SANDBOX_KEYS_FILE), 'utf8')) as SandboxKeys;
}

/** A key pair that is not the gateway's: what a forger has. */
export const forgerKey = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;

export async function order(server: TestServer, token: string, price = 6, isH5: boolean | number = true) {
  const answer = await server.call('/api/pay/getAlipayMoneyOrderStr', { price, isH5 }, { token });
  if (answer.code !== 0) throw new Error(`order: ${answer.code} ${answer.msg}`);
  return answer.result as { orderStr: string; gateway: string; out_trade_no: string; price: number; coins: number };
}

/** What Alipay would post for a paid order, signed with the sandbox gateway's key unless told otherwise. */
export function paidNotification(
  server: TestServer,
  outTradeNo: string,
  totalAmount: string,
  overrides: Record<string, string | undefined> = {},
  key = sandboxKeys(server).gatewayPrivateKey,
): Record<string, string> {
  const fields: Record<string, string> = {
    notify_time: '2026-11-21 12:00:00',
    notify_type: 'trade_status_sync',
    notify_id: `n${Math.random().toString(16).slice(2)}`,
    app_id: SANDBOX_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026112122001${Math.floor(Math.random() * 1e9)}`,
    out_trade_no: outTradeNo,
    buyer_id: '2088102177846880',
    seller_id: SANDBOX_SELLER_ID,
    trade_status: 'TRADE_SUCCESS',
    total_amount: totalAmount,
    receipt_amount: totalAmount,
    subject: '金币充值',
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  return signNotification(fields, key);
}

export async function notify(server: TestServer, fields: Record<string, string> | string) {
  const response = await fetch(`${server.url}/api/pay/alipayNotify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

/** Posts the order string as the web app's hidden form does; answers the cashier page. */
export async function openCashier(server: TestServer, placed: { orderStr: string; gateway: string }) {
  const response = await fetch(new URL(placed.gateway, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: placed.orderStr,
  });
  const html = await response.text();
  const tradeNo = /name="trade_no" value="([^"]+)"/.exec(html)?.[1];
  return { status: response.status, html, tradeNo, csp: response.headers.get('content-security-policy') ?? '' };
}

/** Presses 确认付款 (or 取消付款) on the cashier; answers where the browser is sent back to. */
export async function decide(server: TestServer, tradeNo: string, decision: 'pay' | 'cancel') {
  const response = await fetch(`${server.url}/sandbox/alipay/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ trade_no: tradeNo, decision }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function balance(server: TestServer, token: string): Promise<number> {
  const info = await server.call('/api/pay/getPayInfo', {}, { token });
  if (info.code !== 0) throw new Error(`getPayInfo: ${info.code}`);
  return info.data.balance;
}

/** Coins straight into the account (setup for VIP tests; recharges have tests of their own). */
export async function giveCoins(server: TestServer, userId: number, coins: number): Promise<void> {
  await server.database().kysely.updateTable('users').set({ coins }).where('id', '=', userId).execute();
}

/** VIP until 2100 straight into the account (setup for tests of what VIP unlocks; buyVip has its own tests). */
export async function makeVip(server: TestServer, userId: number): Promise<void> {
  await server
    .database()
    .kysely.updateTable('users')
    .set({ vip_end_time: Date.UTC(2100, 0, 1) })
    .where('id', '=', userId)
    .execute();
}
