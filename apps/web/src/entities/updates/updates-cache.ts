// Applies a change to one update in every cached square answer of the viewer: the tabs, profiles, search
// results and the update's own page. Changes to the data itself are plain functions (update-pages.ts).
import type { UpdatesItem } from '@kk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { updatesKeys } from './queries.ts';
import { dropAuthor, dropUpdate, patchUpdate, prependUpdate } from './update-pages.ts';

function eachList(queryClient: QueryClient, viewerId: number, change: (data: unknown) => unknown): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: updatesKeys.lists(viewerId) })) {
    const data = query.state.data;
    const next = change(data);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** Sets fields of one update wherever it is cached. */
export function patchCachedUpdate(
  queryClient: QueryClient,
  viewerId: number,
  id: number,
  patch: Partial<UpdatesItem>,
): void {
  eachList(queryClient, viewerId, (data) => patchUpdate(data, id, patch));
  queryClient.setQueryData<UpdatesItem>(updatesKeys.detail(viewerId, id), (item) =>
    item ? { ...item, ...patch } : item,
  );
}

/** What one update shows now (its like state and counts), from its page or any list that holds it. */
export function cachedUpdate(queryClient: QueryClient, viewerId: number, id: number): UpdatesItem | undefined {
  const detail = queryClient.getQueryData<UpdatesItem>(updatesKeys.detail(viewerId, id));
  if (detail) return detail;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: updatesKeys.lists(viewerId) })) {
    const pages = (query.state.data as { pages?: Array<{ updates?: UpdatesItem[] }> } | undefined)?.pages ?? [];
    for (const page of pages) {
      const found = page.updates?.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** A deleted update leaves every list; its page is forgotten. */
export function removeCachedUpdate(queryClient: QueryClient, viewerId: number, id: number): void {
  eachList(queryClient, viewerId, (data) => dropUpdate(data, id));
  queryClient.removeQueries({ queryKey: updatesKeys.detail(viewerId, id) });
}

/** Someone you blocked or hid: their updates leave every list at once. */
export function removeCachedAuthor(queryClient: QueryClient, viewerId: number, userId: number): void {
  eachList(queryClient, viewerId, (data) => dropAuthor(data, userId));
}

/** Your new update comes first where it belongs: latest, following (which holds yours) and your profile. */
export function addCachedUpdate(queryClient: QueryClient, viewerId: number, item: UpdatesItem): void {
  for (const key of [
    updatesKeys.feed(viewerId, 'latest'),
    updatesKeys.feed(viewerId, 'following'),
    updatesKeys.user(viewerId, viewerId),
  ]) {
    queryClient.setQueryData(key, (data: unknown) => prependUpdate(data, item));
  }
}
