// Which pictures from strangers stay blurred, and what the composer says after a refused first contact.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE } from '@kk/contract';
import type { LocalMessage } from './cache.ts';
import { blurredMessageIds, closedPolicyOf, composerRefusal, refusalOf } from './first-contact.ts';

const ME = 1;
const PEER = 2;

const msg = (n: number, from: number, extra: Partial<LocalMessage> = {}): LocalMessage =>
  ({
    message_id: n.toString(16).padStart(32, '0'),
    from_user_id: from,
    to_user_id: from === ME ? PEER : ME,
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

const strangerImage = (n: number) => msg(n, PEER, { type: 'image', from_stranger: 1 });
const idOf = (n: number) => n.toString(16).padStart(32, '0');

describe('blurredMessageIds', () => {
  it('blurs a stranger’s pictures, not their text, emotes, revoked pictures or a known person’s pictures', () => {
    const list = [
      strangerImage(1),
      msg(2, PEER, { from_stranger: 1 }),
      msg(3, PEER, { type: 'emote', from_stranger: 1 }),
      msg(4, PEER, { type: 'image', from_stranger: 1, revoked: 1 }),
      msg(5, PEER, { type: 'image' }),
      strangerImage(6),
    ];
    assert.deepEqual([...blurredMessageIds(list, ME, 1)], [idOf(6), idOf(1)]);
  });

  it('the setting at 0 blurs nothing; missing (an old user info) blurs as the default does', () => {
    assert.equal(blurredMessageIds([strangerImage(1)], ME, 0).size, 0);
    assert.equal(blurredMessageIds([strangerImage(1)], ME, undefined).size, 1);
  });

  it('a message of mine sent since shows the pictures before it; one still sending or failed does not', () => {
    const list = [strangerImage(1), msg(2, ME), strangerImage(3)];
    assert.deepEqual([...blurredMessageIds(list, ME, 1)], [idOf(3)]);
    const unsent = [strangerImage(1), msg(2, ME, { state: 'failed' }), msg(3, ME, { state: 'loading' })];
    assert.deepEqual([...blurredMessageIds(unsent, ME, 1)], [idOf(1)]);
  });
});

describe('refusalOf', () => {
  it('reads -2911’s reset time, -2912, and -2913’s policy (or the profile’s when the frame has none)', () => {
    assert.deepEqual(refusalOf(CODE.newConversationLimit, { until: 99 }), {
      code: CODE.newConversationLimit,
      until: 99,
    });
    assert.deepEqual(refusalOf(CODE.awaitReply, null), { code: CODE.awaitReply });
    assert.deepEqual(refusalOf(CODE.messagePolicyRefused, { policy: 'following' }, 'verified'), {
      code: CODE.messagePolicyRefused,
      policy: 'following',
    });
    assert.deepEqual(refusalOf(CODE.messagePolicyRefused, { message_id: 'x' }, 'following'), {
      code: CODE.messagePolicyRefused,
      policy: 'following',
    });
    assert.equal(refusalOf(CODE.muted, { until: 5 }), null);
  });
});

describe('closedPolicyOf', () => {
  it('names the policy only when the profile says the viewer may not write', () => {
    assert.equal(closedPolicyOf({ may_write: 0, message_policy: 'verified' }), 'verified');
    assert.equal(closedPolicyOf({ may_write: 1, message_policy: 'verified' }), null);
    assert.equal(closedPolicyOf({ may_write: 0, message_policy: 'everyone' }), null);
    assert.equal(closedPolicyOf(undefined), null);
  });
});

describe('composerRefusal', () => {
  const awaitReply = { code: CODE.awaitReply } as const;
  it('the newest refused message of mine speaks, until they answer', () => {
    const refused = msg(3, ME, { state: 'failed', refusal: awaitReply });
    assert.deepEqual(composerRefusal([msg(1, ME), msg(2, ME), refused], ME, 0), awaitReply);
    assert.equal(composerRefusal([msg(1, ME), refused, msg(4, PEER)], ME, 0), null);
  });

  it('a failure without a refusal (the socket was down) or a message sent since says nothing', () => {
    assert.equal(composerRefusal([msg(1, ME, { state: 'failed' })], ME, 0), null);
    assert.equal(composerRefusal([msg(1, ME, { state: 'failed', refusal: awaitReply }), msg(2, ME)], ME, 0), null);
    const sending = msg(2, ME, { state: 'loading' });
    assert.deepEqual(
      composerRefusal([msg(1, ME, { state: 'failed', refusal: awaitReply }), sending], ME, 0),
      awaitReply,
    );
  });

  it('the day’s budget says nothing once it has reset', () => {
    const budget = { code: CODE.newConversationLimit, until: 5000 } as const;
    const list = [msg(1, ME, { state: 'failed', refusal: budget })];
    assert.deepEqual(composerRefusal(list, ME, 4999), budget);
    assert.equal(composerRefusal(list, ME, 5000), null);
  });
});
