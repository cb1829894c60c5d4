// Query keys and queries of chat (Bluesky's key factories): the session list, one conversation's pages, the
// unread total, and the emote lists (default emotes and icons are the same for everyone: cached for the visit).
import { CHAT, DEFAULT_PAGE_SIZE, FULL_LIST_PAGE_SIZE } from '@kk/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';
import { type MessagePage, type MessagePages, type SessionPage, withUnsent } from './cache.ts';
import { chatKeys } from './keys.ts';

export function sessionListQuery() {
  return infiniteQueryOptions({
    queryKey: chatKeys.sessions(),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<SessionPage> =>
      api.call('getSessionList', { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    // The socket keeps it current (apply-frame.ts); a refetch happens on reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function unreadQuery() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: () => api.call('getUnreadNum', {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One conversation, newest page first; paging upward asks for the messages before the oldest loaded. */
export function messageListQuery(peer: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(peer),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, client }): Promise<MessagePage> => {
      const page: MessagePage = await api.call(
        'getMessageList',
        { userId: peer, pageSize: CHAT.historyPageSize, ...(pageParam ? { before: pageParam } : {}) },
        { silent: true },
      );
      // A reload (reconnect, reset) must not drop what is still sending or failed here: the server has not got it.
      if (pageParam) return page;
      return withUnsent(page, client.getQueryData<MessagePages>(chatKeys.messages(peer)));
    },
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.list[0]?.message_id : undefined),
    enabled: peer > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const fullList = { page: 1, pageSize: FULL_LIST_PAGE_SIZE };

export function defaultEmoteQuery() {
  return queryOptions({
    queryKey: chatKeys.emotes(),
    queryFn: () => api.call('getDefaultEmoteList', fullList, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function emoteIconQuery() {
  return queryOptions({
    queryKey: chatKeys.emoteIcons(),
    queryFn: () => api.call('getEmoteIconList', fullList, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function myEmoteQuery() {
  return queryOptions({
    queryKey: chatKeys.myEmotes(),
    queryFn: () => api.call('getMyEmote', fullList, { silent: true }),
  });
}

export function emoteHistoryQuery() {
  return queryOptions({
    queryKey: chatKeys.emoteHistory(),
    queryFn: () => api.call('getUserEmoteHistory', {}, { silent: true }),
  });
}
