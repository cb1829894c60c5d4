// Payment: recharge packages bought through Alipay, coins, VIP days bought with coins, recharge
// records. SPEC §1, §3 "Payment order", §7 "Pay"; DESIGN §3 "Payment". Flows and decisions: docs/api.md "Pay".
import { z } from 'zod';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';
import { pageRequest } from './fields.ts';

/** What a recharge package costs (yuan, as Alipay's total_amount reads) and the coins it credits. */
export interface PayPackage {
  price: number;
  coins: number;
}

/**
 * The packages on sale (SPEC §9 leaves pricing open: docs/decisions/0062-orders-are-credited-once.md). The server sells
 * only these: getAlipayMoneyOrderStr refuses any other price, and the coins credited are the package's, never the
 * client's word.
 */
export const PAY_PACKAGES: readonly PayPackage[] = [
  { price: 6, coins: 60 },
  { price: 30, coins: 300 },
  { price: 68, coins: 700 },
  { price: 128, coins: 1400 },
];

/** VIP plans: days of VIP for coins. A purchase while VIP extends from the current end. */
export const VIP_PLANS: readonly { days: number; coins: number }[] = [
  { days: 7, coins: 70 },
  { days: 30, coins: 240 },
  { days: 90, coins: 600 },
];

/**
 * The feed filters only VIP may use (getRecommendList refuses them with -2805 otherwise). Gender, age,
 * province and city stay free: docs/decisions/0063-coins-and-vip.md.
 */
export const VIP_FEED_FILTERS = ['heightMin', 'heightMax'] as const;

/** What VIP unlocks, by name, for the app to list. */
export const VIP_BENEFITS = ['zanMe', 'advancedFilters'] as const;

/** An order's state: waiting for payment, paid (coins credited), closed (cancelled or expired unpaid). */
export const PAY_ORDER_STATES = ['waiting', 'paid', 'closed'] as const;
export type PayOrderState = (typeof PAY_ORDER_STATES)[number];

/** Where the gateway sends the asynchronous notification (form-encoded POST; answers the text `success`). */
export const ALIPAY_NOTIFY_PATH = '/api/pay/alipayNotify';
/** Where the gateway sends the browser back after paying; it redirects to RECHARGE_RECORDS_ROUTE. */
export const ALIPAY_RETURN_PATH = '/api/pay/alipayReturn';
/** The recharge records page (SPEC §2), the hash route the payment returns to with `?out_trade_no=`. */
export const RECHARGE_RECORDS_ROUTE = '/subPackagesB/rechargeRecords/rechargeRecords';

const flag = z.union([z.literal(0), z.literal(1)]);
const time = z.number().int().nonnegative();
const outTradeNo = z
  .string({ error: 'validation.field' })
  .max(64, { error: 'validation.field' })
  .regex(/^[A-Za-z0-9_]{1,64}$/, { error: 'validation.field' });

/** The caller's coins and VIP state. `vip_end_time` is 0 when never VIP; VIP holds while it is in the future. */
export const vipState = z.object({ balance: z.number().int().nonnegative(), vip: flag, vip_end_time: time });
export type VipState = z.infer<typeof vipState>;

export const getPayInfo = defineEndpoint({
  path: '/api/pay/getPayInfo',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'The recharge packages (price in yuan), VIP plans and benefits, and the caller’s balance and VIP state. `provider` says which gateway the order strings go to (`none`: payment is not configured).',
  request: emptyRequest,
  response: vipState.extend({
    packages: z.array(z.object({ price: z.number(), coins: z.number().int() })),
    vip_plans: z.array(z.object({ days: z.number().int(), coins: z.number().int() })),
    vip_benefits: z.array(z.enum(VIP_BENEFITS)),
    vip_filters: z.array(z.enum(VIP_FEED_FILTERS)),
    provider: z.enum(['alipay', 'sandbox', 'none']),
  }),
  errors: [],
});

export const getAlipayMoneyOrderStr = defineEndpoint({
  path: '/api/pay/getAlipayMoneyOrderStr',
  method: 'POST',
  auth: 'user',
  payload: 'result',
  summary:
    'Create an order for a listed package and answer its signed request (RSA2) as a URL query string, `orderStr`, and the `gateway` URL: the app posts each pair of orderStr as a hidden field of a form whose action is `gateway`. WAP payment when isH5, app payment otherwise.',
  request: z.object({
    price: z.number({ error: 'validation.field' }).positive({ error: 'validation.field' }),
    isH5: z.union([z.boolean(), flag], { error: 'validation.field' }).default(true),
  }),
  response: z.object({
    orderStr: z.string(),
    gateway: z.string(),
    out_trade_no: z.string(),
    price: z.number(),
    coins: z.number().int(),
  }),
  errors: [CODE.payPackageUnknown, CODE.payUnavailable, CODE.payGatewayError],
});

const payOrder = z.object({
  out_trade_no: z.string(),
  /** Yuan. */
  price: z.number(),
  coins: z.number().int(),
  state: z.enum(PAY_ORDER_STATES),
  create_time: time,
  /** 0 until paid. */
  paid_time: time,
});
export type PayOrder = z.infer<typeof payOrder>;

export const getPayStatus = defineEndpoint({
  path: '/api/pay/getPayStatus',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'One of the caller’s orders and the caller’s coins and VIP state. A waiting order whose notification is overdue is checked with the gateway (trade query) first.',
  request: z.object({ out_trade_no: outTradeNo }),
  response: payOrder.extend(vipState.shape),
  errors: [CODE.payOrderNotFound],
});

export const getRechargeRecords = defineEndpoint({
  path: '/api/pay/getRechargeRecords',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary: 'The caller’s orders, newest first: amount (yuan), coins, state and times.',
  request: pageRequest,
  response: z.object({ list: z.array(payOrder), total: z.number().int() }),
  errors: [],
});

export const buyVip = defineEndpoint({
  path: '/api/pay/buyVip',
  method: 'POST',
  auth: 'user',
  payload: 'data',
  summary:
    'Spend coins on a VIP plan (by its days). Extends a running VIP from its end. Never overdraws: -2803 when the balance is short.',
  request: z.object({ days: z.number({ error: 'validation.field' }).int({ error: 'validation.field' }) }),
  response: vipState,
  errors: [CODE.vipPlanUnknown, CODE.coinsNotEnough],
});
