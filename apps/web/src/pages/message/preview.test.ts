import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatMessage } from '@kk/contract';
import { previewOf } from './preview.ts';

const base: ChatMessage = {
  message_id: 'a'.repeat(32),
  from_user_id: 1,
  to_user_id: 2,
  type: 'text',
  content: '你好\n在吗',
  images: [],
  image_list: [],
  emote_id: '',
  create_time: 1,
  read: 0,
  revoked: 0,
};

describe('session preview', () => {
  it('shows text on one line, and the kind of pictures', () => {
    assert.deepEqual(previewOf(base, 1), { kind: 'text', text: '你好 在吗' });
    assert.deepEqual(previewOf({ ...base, type: 'image' }, 1), {
      kind: 'key',
      key: 'chat.imageMessage',
      contract: true,
    });
    assert.deepEqual(previewOf({ ...base, type: 'emote' }, 2), {
      kind: 'key',
      key: 'chat.emoteMessage',
      contract: true,
    });
  });

  it('says who revoked, and when there is nothing yet', () => {
    assert.deepEqual(previewOf({ ...base, revoked: 1 }, 1), {
      kind: 'key',
      key: 'message.lastRevokedMine',
      contract: false,
    });
    assert.deepEqual(previewOf({ ...base, revoked: 1 }, 2), {
      kind: 'key',
      key: 'message.lastRevokedPeer',
      contract: false,
    });
    assert.deepEqual(previewOf(null, 2), { kind: 'key', key: 'message.noMessageYet', contract: false });
  });
});
