// What a live `notice` frame does to the cache: the notice joins the top of every loaded list it belongs to
// (all, and its kind) and the unread counts grow by one, which moves the Me badge. A catch-up that had to start
// over (`synced {reset}`) or a fresh start asks everything again.
import type { NoticeItem } from '@kk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { countNotice, type NoticePages, prependNotice } from './cache.ts';
import { noticeKeys } from './keys.ts';
import { NOTICE_KINDS } from './kinds.ts';

export function applyNotice(queryClient: QueryClient, viewerId: number, item: NoticeItem): void {
  const already = queryClient
    .getQueryData<NoticePages>(noticeKeys.list(viewerId, 'all'))
    ?.pages.some((page) => page.notices.some((notice) => notice.id === item.id));
  for (const kind of NOTICE_KINDS) {
    queryClient.setQueryData<NoticePages>(noticeKeys.list(viewerId, kind), (data) => prependNotice(data, kind, item));
  }
  // An appeal's answer also changes the appealed notice (已申诉 becomes 申诉已通过 or 申诉未通过): the lists are asked again.
  const action = item.moderation?.action;
  if (action === 'appealAccepted' || action === 'appealRejected') {
    void queryClient.invalidateQueries({ queryKey: noticeKeys.lists(viewerId) });
  }
  if (already) return;
  const unread = noticeKeys.unread(viewerId);
  if (queryClient.getQueryData(unread)) {
    queryClient.setQueryData(unread, countNotice(queryClient.getQueryData(unread), item));
  } else {
    void queryClient.invalidateQueries({ queryKey: unread });
  }
}

/** Everything about notices is asked again (a fresh start, or a catch-up that could not replay all). */
export function reloadNotices(queryClient: QueryClient, viewerId: number): void {
  void queryClient.invalidateQueries({ queryKey: noticeKeys.of(viewerId) });
}
