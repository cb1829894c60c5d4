// The notification centre's query keys, apart from its queries (which need the request wrapper), so the cache
// code and its tests use them alone. Per account, like every list: another account signed in on this tab never
// sees these.
import type { NoticeKind } from './kinds.ts';

export const noticeKeys = {
  all: ['notice'] as const,
  of: (viewerId: number) => [...noticeKeys.all, viewerId] as const,
  lists: (viewerId: number) => [...noticeKeys.of(viewerId), 'list'] as const,
  list: (viewerId: number, kind: NoticeKind) => [...noticeKeys.lists(viewerId), kind] as const,
  unread: (viewerId: number) => [...noticeKeys.of(viewerId), 'unread'] as const,
  setting: (viewerId: number) => [...noticeKeys.of(viewerId), 'setting'] as const,
};
