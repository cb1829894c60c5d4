// Hiding someone (no-see) or blocking them takes their updates out of the square at once; showing them again
// refreshes the lists. The relation mutations live in entities/relation and know nothing of updates, so
// the updates listen to the mutation cache (their `meta.endpoint`) instead. Installed once per query client.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '../../shared/session/session.ts';
import { commentKeys } from '../comment/queries.ts';
import { updatesKeys } from './queries.ts';
import { removeCachedAuthor } from './updates-cache.ts';

const installed = new WeakSet<QueryClient>();

type Flags = { is_nosee?: number; is_block?: number };

function install(queryClient: QueryClient): void {
  if (installed.has(queryClient)) return;
  installed.add(queryClient);
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const endpoint = event.mutation.options.meta?.endpoint;
    if (endpoint !== 'noSeeUser' && endpoint !== 'blockUser') return;
    const viewerId = session.getState().user?.id ?? 0;
    const userId = event.mutation.state.variables;
    if (viewerId === 0 || typeof userId !== 'number') return;
    const flags = event.action.data as Flags;
    const hidden = endpoint === 'noSeeUser' ? flags.is_nosee === 1 : flags.is_block === 1;
    if (hidden) removeCachedAuthor(queryClient, viewerId, userId);
    // Comments of theirs are left out too, and shown again after the change is undone: ask again when shown.
    void queryClient.invalidateQueries({ queryKey: updatesKeys.of(viewerId), refetchType: hidden ? 'none' : 'active' });
    void queryClient.invalidateQueries({ queryKey: commentKeys.of(viewerId), refetchType: 'none' });
  });
}

export function useUpdatesSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => install(queryClient), [queryClient]);
}
