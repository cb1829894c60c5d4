// The notices in the query cache: the centre's pages per kind and the unread counts, and what a live `notice`
// frame does to them. The pages are `{notices, total}`, never `{list}`: the relation mutations patch and drop
// items of every cached `{list}` by a person's id (entities/person/person-cache.ts), and a notice's id is no
// user id. Plain functions over data, tested in cache.test.ts.
import { NOTICE_TYPES, type NoticeItem, type NoticeUnread } from '@kk/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { kindHas, type NoticeKind } from './kinds.ts';

export interface NoticePage {
  notices: NoticeItem[];
  total: number;
}
export type NoticePages = InfiniteData<NoticePage, number>;

/**
 * The list of a kind with a new notice on top (newest first), counted in its total; the same data when the
 * notice is already there (a replay) or of another kind, and nothing while the list was never loaded.
 */
export function prependNotice(
  data: NoticePages | undefined,
  kind: NoticeKind,
  item: NoticeItem,
): NoticePages | undefined {
  if (!data || !kindHas(kind, item.type)) return data;
  if (data.pages.some((page) => page.notices.some((notice) => notice.id === item.id))) return data;
  const [first, ...rest] = data.pages;
  const total = (first?.total ?? 0) + 1;
  const head: NoticePage = { notices: [item, ...(first?.notices ?? [])], total };
  return { ...data, pages: [head, ...rest.map((page) => ({ ...page, total }))] };
}

/** The unread counts with one more notice of its type (an unread one). */
export function countNotice(unread: NoticeUnread | undefined, item: NoticeItem): NoticeUnread | undefined {
  if (!unread || item.is_read === 1) return unread;
  return { num: unread.num + 1, types: { ...unread.types, [item.type]: unread.types[item.type] + 1 } };
}

/** No unread notice left (everything was read). */
export function noneUnread(): NoticeUnread {
  return {
    num: 0,
    types: Object.fromEntries(NOTICE_TYPES.map((type) => [type, 0])) as NoticeUnread['types'],
  };
}

/** How many notices are loaded in a list. */
export function loadedCount(data: NoticePages | undefined): number {
  return data?.pages.reduce((sum, page) => sum + page.notices.length, 0) ?? 0;
}

/** The next page after the loaded ones, until `total` (or an empty page). */
export function nextNoticePage(last: NoticePage, pages: readonly NoticePage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.notices.length, 0);
  return loaded < last.total && last.notices.length > 0 ? pages.length + 1 : undefined;
}

/**
 * The lists with one notice's appeal sent (its row shows 已申诉 instead of the button); the same data when the
 * notice is not among them or was not appealable.
 */
export function markAppealed(data: NoticePages | undefined, id: number): NoticePages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.notices.some((item) => item.id === id && item.moderation?.appeal === 'can')) return page;
    changed = true;
    const notices = page.notices.map((item) =>
      item.id === id && item.moderation
        ? { ...item, moderation: { ...item.moderation, appeal: 'sent' as const } }
        : item,
    );
    return { ...page, notices };
  });
  return changed ? { ...data, pages } : data;
}
