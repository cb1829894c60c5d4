// The square's mutations. A like shows at once and is put back if the call fails; a new or deleted update
// changes every cached list of the viewer (square-cache.ts). Failures are told by the query client
// (shared/api/report-failure.ts); screens add only their own feedback on success.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { toggledZan } from './update-pages.ts';
import { addCachedUpdate, cachedUpdate, patchCachedUpdate, removeCachedUpdate } from './updates-cache.ts';

/** zanUpdates {id}: a toggle; the answer's state and count replace the guess. */
export function zanUpdatesMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'zanUpdates' },
    mutationFn: (id: number) => api.call('zanUpdates', { id }),
    onMutate: (id) => {
      const shown = cachedUpdate(queryClient, viewerId, id);
      if (!shown) return undefined;
      const before = { is_zan: shown.is_zan, zan_count: shown.zan_count };
      patchCachedUpdate(queryClient, viewerId, id, toggledZan(before));
      return before;
    },
    onError: (_error, id, before) => {
      if (before) patchCachedUpdate(queryClient, viewerId, id, before);
    },
    onSuccess: ({ is_zan, zan_count }, id) => patchCachedUpdate(queryClient, viewerId, id, { is_zan, zan_count }),
  });
}

/** deleteUpdates {id}: your own update, with its comments and likes. */
export function deleteUpdatesMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'deleteUpdates' },
    mutationFn: (id: number) => api.call('deleteUpdates', { id }, { loading: true }),
    onSuccess: (_none, id) => removeCachedUpdate(queryClient, viewerId, id),
  });
}

/** addUpdates {content, images}: the new update comes first in your lists. */
export function addUpdatesMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'addUpdates' },
    mutationFn: (body: { content: string; images: string[] }) => api.call('addUpdates', body, { loading: true }),
    onSuccess: (item) => addCachedUpdate(queryClient, viewerId, item),
  });
}
