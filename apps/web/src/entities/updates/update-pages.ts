// The square's pages in the query cache, as plain functions (update-pages.test.ts). Pages are kept as
// `{updates, total, before}`, not the server's `{list, total}`: the relation mutations patch every cached `list`
// whose items carry `id` and `is_zan` (entities/person/person-cache.ts), and an update's id is no user id.
import type { UpdatesItem, UpdatesPage } from '@kk/contract';
import type { InfiniteData } from '@tanstack/react-query';

export interface UpdatesChunk {
  updates: UpdatesItem[];
  total: number;
  /** The cursor page 1 answered: later pages send it back so new updates never shift them. */
  before: number;
}

export interface UpdatesParam {
  page: number;
  before?: number;
}

export type UpdatesData = InfiniteData<UpdatesChunk, UpdatesParam>;

export function toChunk(page: UpdatesPage): UpdatesChunk {
  return { updates: page.list, total: page.total, before: page.before };
}

/** The next page with page 1's cursor, until `total` is reached (or a page comes back empty). */
export function nextUpdatesPage(last: UpdatesChunk, pages: readonly UpdatesChunk[]): UpdatesParam | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.updates.length, 0);
  if (loaded >= last.total || last.updates.length === 0) return undefined;
  return { page: pages.length + 1, before: pages[0]?.before };
}

/** Every loaded update once, in order: an update met again on a later page (after a refresh) shows once. */
export function flattenUpdates(data: InfiniteData<UpdatesChunk, unknown> | undefined): UpdatesItem[] {
  const seen = new Set<number>();
  const out: UpdatesItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.updates) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

function isUpdatesData(data: unknown): data is UpdatesData {
  if (typeof data !== 'object' || data === null) return false;
  const pages = (data as { pages?: unknown }).pages;
  return Array.isArray(pages) && pages.every((page) => Array.isArray((page as UpdatesChunk | null)?.updates));
}

/** The same pages with `change` applied to each chunk; the very same object when nothing changed. */
function mapChunks(data: unknown, change: (chunk: UpdatesChunk) => UpdatesChunk): unknown {
  if (!isUpdatesData(data)) return data;
  const pages = data.pages.map(change);
  return pages.some((page, index) => page !== data.pages[index]) ? { ...data, pages } : data;
}

/** Sets fields of one update wherever it is loaded (a like, a new comment count). */
export function patchUpdate(data: unknown, id: number, patch: Partial<UpdatesItem>): unknown {
  return mapChunks(data, (chunk) => {
    if (!chunk.updates.some((item) => item.id === id)) return chunk;
    return { ...chunk, updates: chunk.updates.map((item) => (item.id === id ? { ...item, ...patch } : item)) };
  });
}

function dropWhere(data: unknown, gone: (item: UpdatesItem) => boolean): unknown {
  if (!isUpdatesData(data)) return data;
  const removed = data.pages.reduce((sum, page) => sum + page.updates.filter(gone).length, 0);
  if (removed === 0) return data;
  // Every page carries the list's total; all of them shrink, so paging still knows where the end is.
  const pages = data.pages.map((page) => ({
    ...page,
    updates: page.updates.filter((item) => !gone(item)),
    total: Math.max(0, page.total - removed),
  }));
  return { ...data, pages };
}

/** A deleted update leaves every list. */
export function dropUpdate(data: unknown, id: number): unknown {
  return dropWhere(data, (item) => item.id === id);
}

/** Someone blocked or put on the no-see list: their updates leave the square at once. */
export function dropAuthor(data: unknown, userId: number): unknown {
  return dropWhere(data, (item) => item.user.id === userId);
}

/** A new update of yours comes first on page 1 (and counts in every page's total, as the server's would). */
export function prependUpdate(data: unknown, item: UpdatesItem): unknown {
  if (!isUpdatesData(data) || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.updates.some((existing) => existing.id === item.id))) return data;
  const pages = data.pages.map((page, index) =>
    index === 0
      ? { ...page, updates: [item, ...page.updates], total: page.total + 1 }
      : { ...page, total: page.total + 1 },
  );
  return { ...data, pages };
}

/** The like as it will be once the server answers: shown at once, put back if the call fails. */
export function toggledZan(item: Pick<UpdatesItem, 'is_zan' | 'zan_count'>): Pick<UpdatesItem, 'is_zan' | 'zan_count'> {
  return item.is_zan === 1
    ? { is_zan: 0, zan_count: Math.max(0, item.zan_count - 1) }
    : { is_zan: 1, zan_count: item.zan_count + 1 };
}
