// The payment calls as mutations. Failures are told by the query client (shared/api/report-failure.ts)
// except the codes a screen shows itself.
import { CODE, type VipState } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { payKeys } from '../../entities/order/queries.ts';
import { relationKeys } from '../../entities/relation/queries.ts';
import { ApiError, api } from '../../shared/api/api.ts';
import { currentPath } from '../../shared/navigator.ts';
import { submitOrderForm } from './order-form.ts';
import { pendingOrderStorage, purchaseOriginStorage } from './pending-order.ts';

/** A new balance and VIP state: patch the wallet where it is cached; what VIP unlocks reloads. */
export function applyVipState(queryClient: QueryClient, viewerId: number, state: VipState): void {
  queryClient.setQueryData(payKeys.info(viewerId), (info: VipState | undefined) =>
    info ? { ...info, balance: state.balance, vip: state.vip, vip_end_time: state.vip_end_time } : info,
  );
  void queryClient.invalidateQueries({ queryKey: relationKeys.list('zanMe', viewerId) });
}

/** buyVip: -2803 (not enough coins) is the plan list's to show, with the way to recharge. */
export function buyVipMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'buyVip', handles: [CODE.coinsNotEnough] },
    mutationFn: (days: number) => api.call('buyVip', { days }, { handle: [CODE.coinsNotEnough], loading: true }),
    onSuccess: (state) => applyVipState(queryClient, viewerId, state),
  });
}

export function isCoinsShort(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE.coinsNotEnough;
}

/**
 * Creates the order and leaves for the gateway with it (SPEC §7: a hidden form). The order number is kept
 * first, so whichever way the user comes back, the app knows which order to check, and the page the purchase
 * began on, which the result leads back to (useBackToPurchase.ts).
 */
export function rechargeMutation() {
  return mutationOptions({
    meta: { endpoint: 'getAlipayMoneyOrderStr' },
    mutationFn: (price: number) => api.call('getAlipayMoneyOrderStr', { price, isH5: true }, { loading: true }),
    onSuccess: (order) => {
      pendingOrderStorage.set(order.out_trade_no);
      purchaseOriginStorage.set(order.out_trade_no, currentPath());
      submitOrderForm(document, order.gateway, order.orderStr);
    },
  });
}
