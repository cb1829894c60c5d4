// Socket events against a real query cache: what the session list, a conversation and the unread total show
// after each frame (live message, ack replacing the local one, read, revoke, a gone account, a catch-up replay).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMessage, ChatSession, PublicUser, ServerFrame } from '@kk/contract';
import { QueryClient } from '@tanstack/react-query';
import type { ReceivedFrame } from '../../shared/realtime/socket-client.ts';
import { applyChatFrame, type FrameContext } from './apply-frame.ts';
import { flattenMessages, type LocalMessage, type MessagePages, type SessionPages, upsertMessage } from './cache.ts';
import { chatKeys } from './keys.ts';

const ME = 1;
const PEER = 2;
const OTHER = 3;

/** A server frame without its code and msg, kind by kind. */
type FrameBody = ServerFrame extends infer F ? (F extends ServerFrame ? Omit<F, 'code' | 'msg'> : never) : never;

const id = (n: number) => n.toString(16).padStart(32, '0');

function message(n: number, from: number, to: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message_id: id(n),
    from_user_id: from,
    to_user_id: to,
    type: 'text',
    content: `m${n}`,
    images: [],
    image_list: [],
    emote_id: '',
    create_time: 1_000 * n,
    read: 0,
    revoked: 0,
    ...extra,
  };
}

function session(peer: number, last: ChatMessage | null, extra: Partial<ChatSession> = {}): ChatSession {
  return {
    user_id: peer,
    user: { id: peer, username: `u${peer}` } as PublicUser,
    mark_name: '',
    last_message: last,
    unread: 0,
    top: 0,
    update_time: last?.create_time ?? 0,
    ...extra,
  };
}

function setup(onScreen: number | null = null) {
  const queryClient = new QueryClient();
  const reads: number[] = [];
  const errors: ReceivedFrame[] = [];
  const typing: number[] = [];
  const ctx: FrameContext = {
    queryClient,
    me: ME,
    onScreen: (peer) => peer === onScreen,
    markRead: (peer) => reads.push(peer),
    typing: (from) => typing.push(from),
    stopTyping: () => undefined,
    showError: (frame) => errors.push(frame),
  };
  const sessions: SessionPages = {
    pages: [
      {
        list: [session(OTHER, message(5, OTHER, ME), { top: 1 }), session(PEER, message(3, PEER, ME), { unread: 1 })],
        total: 2,
      },
    ],
    pageParams: [1],
  };
  queryClient.setQueryData(chatKeys.sessions(), sessions);
  const pages: MessagePages = {
    pages: [{ list: [message(1, ME, PEER), message(3, PEER, ME)], hasMore: false }],
    pageParams: [undefined],
  };
  queryClient.setQueryData(chatKeys.messages(PEER), pages);
  queryClient.setQueryData(chatKeys.unread(), { count: 1 });
  /** A frame as the server writes it: the contract's, with code 0 and no msg. */
  const frame = (body: FrameBody): ReceivedFrame => ({ code: 0, msg: '', ...body });
  return {
    queryClient,
    ctx,
    reads,
    errors,
    typing,
    frame,
    apply: (f: ReceivedFrame) => applyChatFrame(ctx, f),
    messages: () => flattenMessages(queryClient.getQueryData<MessagePages>(chatKeys.messages(PEER))),
    sessions: () => queryClient.getQueryData<SessionPages>(chatKeys.sessions())?.pages[0]?.list ?? [],
    unread: () => queryClient.getQueryData<{ count: number }>(chatKeys.unread())?.count,
  };
}

describe('socket events in the cache', () => {
  it('a message from the peer joins the conversation, tops its (unpinned) place and counts as unread', () => {
    const t = setup();
    t.apply(t.frame({ type: 'message', data: message(9, PEER, ME), seq: 10 }));
    assert.deepEqual(
      t.messages().map((m) => m.content),
      ['m1', 'm3', 'm9'],
    );
    const [first, second] = t.sessions();
    // The pinned conversation stays first even though this one is newer.
    assert.equal(first?.user_id, OTHER);
    assert.equal(second?.last_message?.content, 'm9');
    assert.equal(second?.unread, 2);
    assert.equal(t.unread(), 2);
    assert.deepEqual(t.reads, []);
  });

  it('the same message again (a catch-up replay) changes nothing', () => {
    const t = setup();
    const live = message(9, PEER, ME);
    t.apply(t.frame({ type: 'message', data: live }));
    t.apply(t.frame({ type: 'message', data: live }));
    assert.equal(t.messages().length, 3);
    assert.equal(t.unread(), 2);
  });

  it('with the conversation on screen, a message is read at once instead of counted', () => {
    const t = setup(PEER);
    t.apply(t.frame({ type: 'message', data: message(9, PEER, ME) }));
    assert.deepEqual(t.reads, [PEER]);
    assert.equal(t.unread(), 1);
    assert.equal(t.sessions()[1]?.unread, 1);
  });

  it('the ack replaces the local loading message in place, keeping its key', () => {
    const t = setup();
    const local: LocalMessage = {
      ...message(20, ME, PEER),
      message_id: id(20),
      local_key: 'local:1',
      state: 'loading',
      outgoing: { to_user_id: PEER, content: 'm20' },
    };
    t.queryClient.setQueryData<MessagePages>(chatKeys.messages(PEER), (data) => upsertMessage(data, local));
    const stored = message(20, ME, PEER, { create_time: 20_500 });
    t.apply(t.frame({ type: 'ack', data: { message_id: id(20), create_time: 20_500, message: stored }, seq: 11 }));
    const last = t.messages().at(-1);
    assert.equal(last?.state, undefined);
    assert.equal(last?.local_key, 'local:1');
    assert.equal(last?.create_time, 20_500);
    assert.equal(t.messages().length, 3);
    assert.equal(t.unread(), 1);
  });

  it('the peer read: my messages show read; I read elsewhere: the conversation has nothing unread', () => {
    const t = setup();
    t.apply(t.frame({ type: 'read', data: { reader_id: PEER, peer_id: ME, last_message_id: id(1), read_time: 5 } }));
    assert.equal(t.messages()[0]?.read, 1);
    t.apply(t.frame({ type: 'read', data: { reader_id: ME, peer_id: PEER, last_message_id: id(3), read_time: 6 } }));
    assert.equal(t.sessions().find((s) => s.user_id === PEER)?.unread, 0);
  });

  it('a revoke empties the message and the session preview', () => {
    const t = setup();
    t.apply(
      t.frame({ type: 'revoke', data: { message_id: id(3), from_user_id: PEER, to_user_id: ME, revoke_time: 9 } }),
    );
    const revoked = t.messages()[1];
    assert.equal(revoked?.revoked, 1);
    assert.equal(revoked?.content, '');
    assert.equal(t.sessions().find((s) => s.user_id === PEER)?.last_message?.revoked, 1);
  });

  it('a message in a conversation not in the list reloads the list; typing and errors go to the screen', () => {
    const t = setup();
    t.apply(t.frame({ type: 'message', data: message(30, 7, ME) }));
    assert.equal(t.queryClient.getQueryState(chatKeys.sessions())?.isInvalidated, true);
    t.apply(t.frame({ type: 'typing', data: { from_user_id: PEER, to_user_id: ME } }));
    assert.deepEqual(t.typing, [PEER]);
    t.apply({ code: -1029, msg: '操作太频繁', type: 'error', data: null });
    assert.equal(t.errors[0]?.msg, '操作太频繁');
  });

  it('a refused first contact is not a toast: the chat says it by the composer; without a message it is', () => {
    const t = setup();
    t.apply({ code: -2912, msg: '等TA回复后再聊吧', type: 'error', data: { message_id: id(40) } });
    t.apply({ code: -2911, msg: '今天开始新对话的次数已用完', type: 'error', data: { message_id: id(41), until: 5 } });
    assert.equal(t.errors.length, 0);
    t.apply({ code: -2913, msg: 'TA设置了谁可以给TA发消息', type: 'error', data: null });
    assert.equal(t.errors[0]?.code, -2913);
  });

  it('a gone account: listed as gone, nothing of the person or the messages left, the rest untouched', () => {
    const t = setup();
    t.apply(t.frame({ type: 'account_gone', data: { user_id: PEER }, seq: 11 }));
    assert.deepEqual(t.queryClient.getQueryData(chatKeys.gone()), [PEER]);
    const gone = t.sessions().find((item) => item.user_id === PEER);
    assert.equal(gone?.user.username, '');
    assert.equal(gone?.user.avatar, '');
    assert.equal(gone?.last_message, null);
    assert.equal(gone?.unread, 0);
    assert.deepEqual(t.messages(), []);
    assert.equal(t.sessions().find((item) => item.user_id === OTHER)?.user.username, `u${OTHER}`);
    // A replay on sync changes nothing more.
    t.apply(t.frame({ type: 'account_gone', data: { user_id: PEER }, seq: 11 }));
    assert.deepEqual(t.queryClient.getQueryData(chatKeys.gone()), [PEER]);
  });
});
