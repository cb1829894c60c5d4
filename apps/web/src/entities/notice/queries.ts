// Query keys and queries of the notification centre: its list per kind, the unread counts (the Me badge) and
// the settings (keys.ts).
import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { type NoticePage, nextNoticePage } from './cache.ts';
import { noticeKeys } from './keys.ts';
import { type NoticeKind, serverType } from './kinds.ts';

/** The notices of a kind, newest first; failures are shown by the list (load failed, retry). */
export function noticeListQuery(viewerId: number, kind: NoticeKind) {
  const type = serverType(kind);
  return infiniteQueryOptions({
    queryKey: noticeKeys.list(viewerId, kind),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<NoticePage> =>
      api
        .call(
          'getNoticeList',
          { page: pageParam, pageSize: DEFAULT_PAGE_SIZE, ...(type ? { type } : {}) },
          { silent: true },
        )
        .then(({ list, total }) => ({ notices: list, total })),
    getNextPageParam: nextNoticePage,
    enabled: viewerId > 0,
    // Live notices are added by the socket; opening the centre asks again for what a replay could not bring.
    staleTime: 0,
  });
}

/** How many notices are unread, in all and per type (getUnreadNum). */
export function noticeUnreadQuery(viewerId: number) {
  return queryOptions({
    queryKey: noticeKeys.unread(viewerId),
    queryFn: () => api.call('getNoticeUnreadNum', {}, { silent: true }),
    enabled: viewerId > 0,
  });
}

/** Which kinds Web Push announces, and (VIP) whether your visits are hidden. */
export function noticeSettingQuery(viewerId: number) {
  return queryOptions({
    queryKey: noticeKeys.setting(viewerId),
    queryFn: () => api.call('getNoticeSetting', {}, { silent: true }),
    enabled: viewerId > 0,
  });
}
