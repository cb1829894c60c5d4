// Query keys and queries of payment: the wallet (balance, VIP, packages, plans), the recharge
// records and one order's state. Per account: another account signed in on this tab never sees these.
import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';

export const payKeys = {
  all: ['pay'] as const,
  info: (viewerId: number) => [...payKeys.all, 'info', viewerId] as const,
  records: (viewerId: number) => [...payKeys.all, 'records', viewerId] as const,
};

/** Balance, VIP state, packages and plans; the screens show their own load failure. */
export function payInfoQuery(viewerId: number) {
  return {
    queryKey: payKeys.info(viewerId),
    queryFn: () => api.call('getPayInfo', {}, { silent: true }),
    enabled: viewerId > 0,
  };
}

/** The user's orders, newest first. */
export function rechargeRecordsQuery(viewerId: number) {
  return {
    queryKey: payKeys.records(viewerId),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call('getRechargeRecords', { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    enabled: viewerId > 0,
  };
}
