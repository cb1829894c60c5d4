// What each socket event does to the query cache (DESIGN §1: the socket client is exposed through one hook that
// patches the TanStack Query cache; this is that hook's work, apart from React so it is unit-tested).
import type { ChatMessage } from '@kk/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ReceivedFrame } from '../../shared/realtime/socket-client.ts';
import {
  applyPeerRead,
  applyRevoke,
  type LocalMessage,
  type MessagePages,
  patchSession,
  peerOf,
  type SessionPages,
  sessionRevoke,
  sessionWithMessage,
  upsertMessage,
} from './cache.ts';
import { FIRST_CONTACT_CODES } from './first-contact.ts';
import { chatKeys } from './keys.ts';

export interface FrameContext {
  queryClient: QueryClient;
  me: number;
  /** The conversation with `peer` is on screen: its messages are read at once. */
  onScreen(peer: number): boolean;
  /** Tells the server the conversation with `peer` is read (the chat page is showing it). */
  markRead(peer: number): void;
  typing(from: number): void;
  stopTyping(from: number): void;
  /** An error frame not tied to a message the screen handles: its msg, or 服务报错 (SPEC §8 "Socket"). */
  showError(frame: ReceivedFrame): void;
}

/** A stored message reached this device (to me, mine from another device, or the ack of mine). */
export function applyMessage(ctx: FrameContext, message: ChatMessage, localKey?: string): void {
  const { queryClient, me } = ctx;
  const peer = peerOf(message, me);
  const incoming = message.from_user_id !== me;
  const readNow = incoming && ctx.onScreen(peer);
  const already = queryClient
    .getQueryData<MessagePages>(chatKeys.messages(peer))
    ?.pages.some((page) => page.list.some((item) => item.message_id === message.message_id));
  queryClient.setQueryData<MessagePages>(chatKeys.messages(peer), (data) =>
    upsertMessage(data, message as LocalMessage, localKey),
  );
  const counts = incoming && !readNow && !already && message.read !== 1;
  const sessions = queryClient.getQueryData<SessionPages>(chatKeys.sessions());
  const next = sessionWithMessage(sessions, peer, message, counts ? 1 : 0);
  if (next === null) void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
  else if (next !== sessions) queryClient.setQueryData(chatKeys.sessions(), next);
  if (incoming) ctx.stopTyping(peer);
  if (counts) {
    queryClient.setQueryData<{ count: number }>(chatKeys.unread(), (data) => (data ? { count: data.count + 1 } : data));
  }
  if (readNow && !already) ctx.markRead(peer);
}

/** The lists the stream keeps current (the emote lists are not in it and stay cached). */
function reloadLists(queryClient: QueryClient): void {
  for (const queryKey of [chatKeys.sessions(), chatKeys.unread(), chatKeys.allMessages()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function applyChatFrame(ctx: FrameContext, frame: ReceivedFrame): void {
  const { queryClient, me } = ctx;
  switch (frame.type) {
    case 'hello':
      // A fresh start: what the screens loaded over HTTP may predate the stream head; load it again.
      if (frame.fresh) reloadLists(queryClient);
      return;
    case 'synced':
      // Events that old are gone: reload the lists instead of patching.
      if (frame.data.reset) reloadLists(queryClient);
      return;
    case 'message':
      applyMessage(ctx, frame.data);
      return;
    case 'ack':
      applyMessage(ctx, frame.data.message);
      return;
    case 'read': {
      const { data } = frame;
      if (data.reader_id === me) {
        // I read it on some device (this one included): that conversation has nothing unread any more.
        queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (sessions) =>
          patchSession(sessions, data.peer_id, (session) =>
            session.unread === 0 ? session : { ...session, unread: 0 },
          ),
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      } else {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(data.reader_id), (pages) => applyPeerRead(pages, me));
        queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (sessions) =>
          patchSession(sessions, data.reader_id, (session) =>
            session.last_message && session.last_message.from_user_id === me && session.last_message.read !== 1
              ? { ...session, last_message: { ...session.last_message, read: 1 } }
              : session,
          ),
        );
      }
      return;
    }
    case 'revoke': {
      const { data } = frame;
      const peer = peerOf(data, me);
      queryClient.setQueryData<MessagePages>(chatKeys.messages(peer), (pages) => applyRevoke(pages, data.message_id));
      queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (sessions) =>
        sessionRevoke(sessions, peer, data.message_id),
      );
      // A revoked message that was still unread no longer counts.
      if (data.from_user_id !== me) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
      }
      return;
    }
    case 'account_gone': {
      // The account was deleted: its conversation is gone (docs/api.md "A gone account"). Nothing of the person
      // stays in the cache; the screens show 已注销用户 for the ids listed under chatKeys.gone().
      const peer = frame.data.user_id;
      queryClient.setQueryData<number[]>(chatKeys.gone(), (ids = []) => (ids.includes(peer) ? ids : [...ids, peer]));
      queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (sessions) =>
        patchSession(sessions, peer, (session) => ({
          ...session,
          mark_name: '',
          user: { ...session.user, username: '', avatar: '' },
          last_message: null,
          unread: 0,
        })),
      );
      queryClient.setQueryData<MessagePages>(chatKeys.messages(peer), (pages) =>
        pages ? { pages: [{ list: [], hasMore: false }], pageParams: pages.pageParams.slice(0, 1) } : pages,
      );
      ctx.stopTyping(peer);
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      return;
    }
    case 'typing': {
      const { data } = frame;
      if (data.from_user_id !== me) ctx.typing(data.from_user_id);
      return;
    }
    case 'error':
      // A refused message is marked failed by the send flow (its ack promise rejects); the text is told here,
      // once, for every error frame (401 has opened login already), but for a refused first contact: the chat
      // says that one by its composer, as long as it matters (first-contact.ts).
      if (frame.code === 401) return;
      if (FIRST_CONTACT_CODES.includes(frame.code) && frame.data?.message_id !== undefined) return;
      ctx.showError(frame);
      return;
    default:
      return;
  }
}
