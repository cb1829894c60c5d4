import { VIP_FEED_FILTERS } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { payInfoQuery } from '../../entities/order/queries.ts';
import { isVipActive } from '../../entities/order/vip.ts';
import { useSession } from '../../shared/session/session.ts';

type VipFilter = (typeof VIP_FEED_FILTERS)[number];

/**
 * The viewer's wallet and whether VIP holds now. Until the wallet has loaded, the VIP filters count as locked:
 * the server refuses them to non-VIP anyway (-2805), so unlocking early would only lead to a refusal.
 */
export function useVip() {
  const viewerId = useSession().user?.id ?? 0;
  const info = useQuery(payInfoQuery(viewerId));
  const active = isVipActive(info.data, Date.now());
  const vipFilters: readonly VipFilter[] = info.data?.vip_filters ?? VIP_FEED_FILTERS;
  return {
    viewerId,
    info,
    active,
    filterLocked: (name: VipFilter) => !active && vipFilters.includes(name),
  };
}
