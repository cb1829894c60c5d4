// How chat events change the cached lists: a conversation's message pages and the session list. Pure
// functions over TanStack Query's infinite data (cache.test.ts); the socket hook (app/useChatSocket.ts) and the send
// flow apply them. Each returns its input unchanged when nothing changed, so no screen renders for nothing.
import type { ChatMessage, ChatSession } from '@kk/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { Refusal } from './first-contact.ts';

/** SPEC §3: `state` is loading while sending; failed when the socket was down or the server refused it. */
export const MESSAGE_STATE = { loading: 'loading', failed: 'failed' } as const;
export type MessageState = (typeof MESSAGE_STATE)[keyof typeof MESSAGE_STATE];

/** What the socket needs to send a message again (the same message_id: the server stores it once). */
export interface Outgoing {
  to_user_id: number;
  content?: string;
  images?: string[];
  emote_id?: string;
}

/** A message on screen: the server's, or one of ours not yet acknowledged. */
export interface LocalMessage extends ChatMessage {
  state?: MessageState;
  /** Stable across the id's arrival (createMessageId) and the ack, so the bubble is never redrawn. */
  local_key?: string;
  outgoing?: Outgoing;
  /** Failed because the server refused a first contact (-2911, -2912, -2913): the composer says why. */
  refusal?: Refusal;
}

export type MessagePage = { list: LocalMessage[]; hasMore: boolean };
/** Pages of one conversation: [0] is the newest page, each page oldest first; pageParam `before`. */
export type MessagePages = InfiniteData<MessagePage, unknown>;
export type SessionPage = { list: ChatSession[]; total: number };
export type SessionPages = InfiniteData<SessionPage, unknown>;

/** Every message of the loaded pages, oldest first. */
export function flattenMessages(data: MessagePages | undefined): LocalMessage[] {
  if (!data) return [];
  const out: LocalMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) out.push(...(data.pages[i]?.list ?? []));
  return out;
}

function mapMessages(data: MessagePages, change: (message: LocalMessage) => LocalMessage): MessagePages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const list = page.list.map((message) => {
      const next = change(message);
      if (next !== message) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, list };
  });
  return changed ? { ...data, pages } : data;
}

function findMessage(data: MessagePages, match: (message: LocalMessage) => boolean): boolean {
  return data.pages.some((page) => page.list.some(match));
}

/**
 * A message from the server (live, ack, catch-up): replaces the one with its id, or with its local key, where
 * it is (the bubble keeps its place and key); otherwise it joins the newest page in time order.
 */
export function upsertMessage(
  data: MessagePages | undefined,
  message: LocalMessage,
  localKey?: string,
): MessagePages | undefined {
  if (!data) return data;
  const matches = (item: LocalMessage) =>
    item.message_id === message.message_id || (localKey !== undefined && item.local_key === localKey);
  if (findMessage(data, matches)) {
    return mapMessages(data, (item) => {
      if (!matches(item)) return item;
      const next: LocalMessage = { ...message, local_key: item.local_key ?? message.local_key };
      if (message.state === undefined) {
        next.state = undefined;
        next.outgoing = message.outgoing;
      }
      return next;
    });
  }
  const [first, ...rest] = data.pages;
  const page = first ?? { list: [], hasMore: false };
  const list = [...page.list];
  // Keep time order: a catch-up or a late ack may bring a message older than the local ones after it.
  let at = list.length;
  while (at > 0 && (list[at - 1] as LocalMessage).create_time > message.create_time) at--;
  list.splice(at, 0, message);
  return { ...data, pages: [{ ...page, list }, ...rest] };
}

/** The newest page as the server answers it, plus our messages it does not have yet (loading or failed). */
export function withUnsent(page: MessagePage, cached: MessagePages | undefined): MessagePage {
  const known = new Set(page.list.map((message) => message.message_id));
  const unsent = flattenMessages(cached).filter(
    (message) => message.state !== undefined && !known.has(message.message_id),
  );
  return unsent.length === 0 ? page : { ...page, list: [...page.list, ...unsent] };
}

/**
 * Sets a local message's state (failed, or loading again on a resend), found by id or local key, with why the
 * server refused it when it did (a resend clears it).
 */
export function setMessageState(
  data: MessagePages | undefined,
  key: string,
  state: MessageState,
  refusal?: Refusal,
): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (item) => {
    if (item.message_id !== key && item.local_key !== key) return item;
    if (item.state === state && item.refusal === refusal) return item;
    const next: LocalMessage = { ...item, state };
    if (refusal) next.refusal = refusal;
    else delete next.refusal;
    return next;
  });
}

/** The id from createMessageId arrived for a local message. */
export function setMessageId(data: MessagePages | undefined, localKey: string, id: string): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (item) => (item.local_key === localKey ? { ...item, message_id: id } : item));
}

export function revokedMessage<T extends ChatMessage>(message: T): T {
  return { ...message, revoked: 1, content: '', images: [], image_list: [] };
}

export function applyRevoke(data: MessagePages | undefined, messageId: string): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (item) =>
    item.message_id === messageId && item.revoked !== 1 ? revokedMessage(item) : item,
  );
}

/** The peer read the conversation: every message I sent them shows read. */
export function applyPeerRead(data: MessagePages | undefined, me: number): MessagePages | undefined {
  if (!data) return data;
  return mapMessages(data, (item) =>
    item.from_user_id === me && item.read !== 1 && item.state === undefined ? { ...item, read: 1 } : item,
  );
}

// ---- the session list ----------------------------------------------------------------------------------------

function sessions(data: SessionPages): ChatSession[] {
  return data.pages.flatMap((page) => page.list);
}

/** Pinned first, then the newest conversation (the server's order, kept while events arrive). */
export function sessionOrder(a: ChatSession, b: ChatSession): number {
  return b.top - a.top || b.update_time - a.update_time;
}

/** Puts the list back into pages of the sizes it had (the last page takes what grew). */
function repage(data: SessionPages, list: ChatSession[], totalDelta = 0): SessionPages {
  let offset = 0;
  const pages = data.pages.map((page, index) => {
    const size = index === data.pages.length - 1 ? list.length - offset : page.list.length;
    const next = { ...page, list: list.slice(offset, offset + size), total: page.total + totalDelta };
    offset += size;
    return next;
  });
  return { ...data, pages };
}

export function findSession(data: SessionPages | undefined, peer: number): ChatSession | undefined {
  return data ? sessions(data).find((session) => session.user_id === peer) : undefined;
}

/**
 * A message of the conversation with `peer` becomes its last message (when it is newer or the same one), the
 * conversation moves to its place, and `unreadDelta` is added. Null when the conversation is not in the list:
 * the caller refetches it (a new conversation needs the peer's profile).
 */
export function sessionWithMessage(
  data: SessionPages | undefined,
  peer: number,
  message: ChatMessage,
  unreadDelta = 0,
): SessionPages | undefined | null {
  if (!data) return data;
  const list = sessions(data);
  const current = list.find((session) => session.user_id === peer);
  if (!current) return null;
  const last = current.last_message;
  const newer = !last || last.message_id === message.message_id || message.create_time >= last.create_time;
  const next: ChatSession = {
    ...current,
    last_message: newer ? message : last,
    update_time: newer ? Math.max(current.update_time, message.create_time) : current.update_time,
    unread: Math.max(0, current.unread + unreadDelta),
  };
  const sorted = list.map((session) => (session === current ? next : session)).sort(sessionOrder);
  return repage(data, sorted);
}

export function patchSession(
  data: SessionPages | undefined,
  peer: number,
  change: (session: ChatSession) => ChatSession,
): SessionPages | undefined {
  if (!data) return data;
  const list = sessions(data);
  const current = list.find((session) => session.user_id === peer);
  if (!current) return data;
  const next = change(current);
  if (next === current) return data;
  return repage(data, list.map((session) => (session === current ? next : session)).sort(sessionOrder));
}

export function removeSession(data: SessionPages | undefined, peer: number): SessionPages | undefined {
  if (!data) return data;
  const list = sessions(data);
  if (!list.some((session) => session.user_id === peer)) return data;
  return repage(
    data,
    list.filter((session) => session.user_id !== peer),
    -1,
  );
}

/** A revoked message that is some conversation's last shows revoked there too. */
export function sessionRevoke(data: SessionPages | undefined, peer: number, messageId: string) {
  return patchSession(data, peer, (session) =>
    session.last_message?.message_id === messageId && session.last_message.revoked !== 1
      ? { ...session, last_message: revokedMessage(session.last_message) }
      : session,
  );
}

/** The other side of a message, seen from `me`. */
export function peerOf(message: Pick<ChatMessage, 'from_user_id' | 'to_user_id'>, me: number): number {
  return message.from_user_id === me ? message.to_user_id : message.from_user_id;
}
