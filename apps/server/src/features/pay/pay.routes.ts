import { endpoints } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import type { PayService } from './pay.service.ts';
import type { VipService } from './vip.service.ts';

export function payRoutes(app: FastifyInstance, options: RouteOptions, pay: PayService, vip: VipService) {
  registerEndpoint(app, options, endpoints.getPayInfo, (_input, { userId }) => pay.info(userId));
  registerEndpoint(app, options, endpoints.getAlipayMoneyOrderStr, ({ price, isH5 }, { userId }) =>
    pay.createOrder(userId, price, isH5 === true || isH5 === 1),
  );
  registerEndpoint(app, options, endpoints.getPayStatus, ({ out_trade_no }, { userId }) =>
    pay.status(userId, out_trade_no),
  );
  registerEndpoint(app, options, endpoints.getRechargeRecords, ({ page, pageSize }, { userId }) =>
    pay.records(userId, page, pageSize),
  );
  registerEndpoint(app, options, endpoints.buyVip, ({ days }, { userId }) => vip.buy(userId, days));
}
