// The cache's list edits: pin order, removing a conversation across pages, a late message in time order, and
// failed / resent states found by the local key before the id arrives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMessage, ChatSession, PublicUser } from '@kk/contract';
import {
  flattenMessages,
  type LocalMessage,
  type MessagePages,
  patchSession,
  removeSession,
  type SessionPages,
  setMessageId,
  setMessageState,
  upsertMessage,
  withUnsent,
} from './cache.ts';

const msg = (n: number, extra: Partial<LocalMessage> = {}): LocalMessage =>
  ({
    message_id: n.toString(16).padStart(32, '0'),
    from_user_id: 1,
    to_user_id: 2,
    type: 'text',
    content: `m${n}`,
    images: [],
    image_list: [],
    emote_id: '',
    create_time: n * 1000,
    read: 0,
    revoked: 0,
    ...extra,
  }) as LocalMessage;

const session = (peer: number, time: number, top: 0 | 1 = 0): ChatSession => ({
  user_id: peer,
  user: { id: peer, username: `u${peer}` } as PublicUser,
  mark_name: '',
  last_message: null as ChatMessage | null,
  unread: 0,
  top,
  update_time: time,
});

describe('chat cache edits', () => {
  it('pinning moves a conversation first; removing one keeps the pages and the total right', () => {
    const data: SessionPages = {
      pages: [
        { list: [session(2, 30), session(3, 20)], total: 3 },
        { list: [session(4, 10)], total: 3 },
      ],
      pageParams: [1, 2],
    };
    const pinned = patchSession(data, 4, (s) => ({ ...s, top: 1 }));
    assert.deepEqual(
      pinned?.pages.map((p) => p.list.map((s) => s.user_id)),
      [[4, 2], [3]],
    );
    const removed = removeSession(pinned, 2);
    assert.deepEqual(
      removed?.pages.map((p) => p.list.map((s) => s.user_id)),
      [[4, 3], []],
    );
    assert.equal(removed?.pages[0]?.total, 2);
    assert.equal(removeSession(removed, 99), removed);
  });

  it('a message older than the newest loaded goes to its place in time', () => {
    const data: MessagePages = { pages: [{ list: [msg(1), msg(5)], hasMore: false }], pageParams: [undefined] };
    const next = upsertMessage(data, msg(3));
    assert.deepEqual(
      flattenMessages(next).map((m) => m.content),
      ['m1', 'm3', 'm5'],
    );
    // Pages are newest first: the list reads the oldest page first.
    const paged: MessagePages = {
      pages: [
        { list: [msg(7)], hasMore: true },
        { list: [msg(2)], hasMore: false },
      ],
      pageParams: [undefined, 'x'],
    };
    assert.deepEqual(
      flattenMessages(paged).map((m) => m.content),
      ['m2', 'm7'],
    );
  });

  it('a local message is found by its key before and after its id arrives', () => {
    const local = msg(9, { message_id: 'local:1', local_key: 'local:1', state: 'loading' });
    let data: MessagePages | undefined = { pages: [{ list: [local], hasMore: false }], pageParams: [undefined] };
    data = setMessageState(data, 'local:1', 'failed');
    assert.equal(flattenMessages(data)[0]?.state, 'failed');
    data = setMessageId(data, 'local:1', 'a'.repeat(32));
    data = setMessageState(data, 'local:1', 'loading');
    const [again] = flattenMessages(data);
    assert.equal(again?.message_id, 'a'.repeat(32));
    assert.equal(again?.state, 'loading');
    // Nothing cached for a conversation never opened: nothing is made up.
    assert.equal(upsertMessage(undefined, local), undefined);
  });

  it('a reload keeps what is still sending or failed here, and not what the server now has', () => {
    const failed = msg(8, { message_id: 'b'.repeat(32), local_key: 'local:2', state: 'failed' });
    const acked = msg(7);
    const cached: MessagePages = {
      pages: [{ list: [msg(1), acked, failed], hasMore: false }],
      pageParams: [undefined],
    };
    const fresh = withUnsent({ list: [msg(1), acked], hasMore: false }, cached);
    assert.deepEqual(
      fresh.list.map((m) => m.state ?? 'stored'),
      ['stored', 'stored', 'failed'],
    );
    const page = { list: [msg(1)], hasMore: false };
    assert.equal(withUnsent(page, undefined), page);
  });
});
