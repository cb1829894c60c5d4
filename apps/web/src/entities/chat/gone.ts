// Gone accounts (docs/api.md "A gone account"): the people whose account was deleted during this visit, as the
// `account_gone` frames told them (apply-frame.ts). Read by the chat pages only, so it stays out of the first screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './keys.ts';

function goneQuery() {
  return queryOptions({
    queryKey: chatKeys.gone(),
    // Only the socket fills it: a (re)fetch keeps what the frames said.
    queryFn: ({ client }): number[] => client.getQueryData<number[]>(chatKeys.gone()) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The ids of the accounts deleted during this visit. */
export function useGoneIds(): readonly number[] {
  return useQuery(goneQuery()).data ?? [];
}
