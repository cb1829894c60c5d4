import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { KkLockEventData, KkLockStatus } from '@kk/contract';
import { cardView, durationText, hasPendingWith, liveEffect, lockAge, lockOf } from './lock-view.ts';

const A = 11;
const B = 22;

function status(change: Partial<KkLockStatus>): KkLockStatus {
  return {
    message_id: 'm1',
    from_user_id: A,
    to_user_id: B,
    state: 'pending',
    reason: 'none',
    create_time: 1000,
    answer_time: 0,
    lock_start_time: 0,
    lock_end_time: 0,
    ended_by: 0,
    ...change,
  };
}

function event(type: KkLockEventData['type'], change: Partial<KkLockStatus>): KkLockEventData {
  return { type, from_user_id: A, to_user_id: B, message_id: 'm1', status: status(change) };
}

const unlocked = {
  kk_lock: 0 as const,
  kk_lock_start_time: 0,
  kk_lock_target_id: 0,
  kk_lock_target_mark_name: '',
  kk_lock_target_username: '',
  kk_lock_target_avatar: '',
};

describe('lockOf', () => {
  it('is null when the user is not locked', () => {
    assert.equal(lockOf(unlocked), null);
    assert.equal(lockOf(null), null);
  });

  it('names the partner by the mark name first, else by their name', () => {
    const locked = {
      kk_lock: 1 as const,
      kk_lock_start_time: 5000,
      kk_lock_target_id: B,
      kk_lock_target_mark_name: '  ',
      kk_lock_target_username: '小雨',
      kk_lock_target_avatar: '/a.png',
    };
    assert.deepEqual(lockOf(locked), { partnerId: B, name: '小雨', avatar: '/a.png', since: 5000 });
    assert.equal(lockOf({ ...locked, kk_lock_target_mark_name: '雨雨' })?.name, '雨雨');
  });
});

describe('lockAge', () => {
  const minute = 60_000;
  it('counts just now, minutes, hours, then whole days', () => {
    assert.deepEqual(lockAge(0, 59_999), { unit: 'now' });
    assert.deepEqual(lockAge(0, minute), { unit: 'minute', value: 1 });
    assert.deepEqual(lockAge(0, 59 * minute + 59_999), { unit: 'minute', value: 59 });
    assert.deepEqual(lockAge(0, 60 * minute), { unit: 'hour', value: 1 });
    assert.deepEqual(lockAge(0, 24 * 60 * minute - 1), { unit: 'hour', value: 23 });
    assert.deepEqual(lockAge(0, 3 * 24 * 60 * minute + 5), { unit: 'day', value: 3 });
  });

  it('treats a start a little ahead of this clock as just now', () => {
    assert.deepEqual(lockAge(10_000, 2_000), { unit: 'now' });
  });

  it('says the duration with each language’s plural forms', () => {
    assert.equal(durationText('en', { unit: 'day', value: 1 }), '1 day');
    assert.equal(durationText('en', { unit: 'day', value: 3 }), '3 days');
    // French puts a no-break space between the number and its unit.
    assert.equal(durationText('fr', { unit: 'hour', value: 2 }).replace(/\s/gu, ' '), '2 heures');
    assert.equal(durationText('zh-Hans', { unit: 'day', value: 3 }), '3天');
  });
});

describe('cardView', () => {
  it('offers withdraw to the applicant and accept or reject to the person asked while pending', () => {
    assert.deepEqual(cardView(status({}), A), { mine: true, line: 'waiting', actions: ['withdraw'], active: true });
    assert.deepEqual(cardView(status({}), B), {
      mine: false,
      line: 'asked',
      actions: ['accept', 'reject'],
      active: true,
    });
  });

  it('offers nothing once answered, and says who did what', () => {
    assert.equal(cardView(status({ state: 'accepted', reason: 'none' }), A).line, 'accepted');
    assert.equal(cardView(status({ state: 'rejected', reason: 'user' }), A).line, 'rejectedByThem');
    assert.equal(cardView(status({ state: 'rejected', reason: 'user' }), B).line, 'rejectedByMe');
    assert.equal(cardView(status({ state: 'cancelled', reason: 'user' }), A).line, 'withdrawnByMe');
    assert.equal(cardView(status({ state: 'cancelled', reason: 'user' }), B).line, 'withdrawnByThem');
    for (const state of ['accepted', 'rejected', 'cancelled', 'ended'] as const) {
      assert.deepEqual(cardView(status({ state, reason: 'user' }), A).actions, []);
      assert.deepEqual(cardView(status({ state, reason: 'user' }), B).actions, []);
    }
  });

  it('says a request lapsed when one of the two locked with someone else, blocked or left', () => {
    assert.equal(cardView(status({ state: 'cancelled', reason: 'locked' }), A).line, 'expired');
    assert.equal(cardView(status({ state: 'rejected', reason: 'locked' }), B).line, 'expired');
    assert.equal(cardView(status({ state: 'cancelled', reason: 'blocked' }), B).line, 'closed');
    assert.equal(cardView(status({ state: 'cancelled', reason: 'deleted' }), A).active, false);
  });

  it('says who ended a lock', () => {
    const ended = status({ state: 'ended', reason: 'user', ended_by: B });
    assert.equal(cardView(ended, B).line, 'endedByMe');
    assert.equal(cardView(ended, A).line, 'endedByThem');
    assert.equal(cardView(status({ state: 'ended', reason: 'deleted', ended_by: B }), A).line, 'ended');
  });
});

describe('hasPendingWith', () => {
  it('finds a pending request between the two, whoever asked', () => {
    assert.equal(hasPendingWith([status({})], A, B), true);
    assert.equal(hasPendingWith([status({})], B, A), true);
    assert.equal(hasPendingWith([undefined, status({ state: 'rejected', reason: 'user' })], A, B), false);
    assert.equal(hasPendingWith([status({ to_user_id: 33 })], A, B), false);
    assert.equal(hasPendingWith([], A, B), false);
  });
});

describe('liveEffect', () => {
  it('reloads the user info on both sides when a lock begins, and tells the applicant', () => {
    const accepted = event('kk_lock_accept', { state: 'accepted' });
    assert.deepEqual(liveEffect(accepted, A), { reloadUser: true, notice: 'accepted' });
    assert.deepEqual(liveEffect(accepted, B), { reloadUser: true, notice: null });
  });

  it('tells the partner at once when the other side disconnects, but not the one who did', () => {
    const ended = event('kk_lock_cancel', { state: 'ended', reason: 'user', ended_by: B });
    assert.deepEqual(liveEffect(ended, A), { reloadUser: true, notice: 'endedByPartner' });
    assert.deepEqual(liveEffect(ended, B), { reloadUser: true, notice: null });
    const left = event('kk_lock_cancel', { state: 'ended', reason: 'deleted', ended_by: B });
    assert.deepEqual(liveEffect(left, A), { reloadUser: true, notice: 'ended' });
  });

  it('tells the applicant of a rejection, and nothing for a lapse, a withdrawal or a new request', () => {
    assert.deepEqual(liveEffect(event('kk_lock_reject', { state: 'rejected', reason: 'user' }), A), {
      reloadUser: false,
      notice: 'rejected',
    });
    assert.equal(liveEffect(event('kk_lock_reject', { state: 'rejected', reason: 'user' }), B).notice, null);
    assert.equal(liveEffect(event('kk_lock_reject', { state: 'rejected', reason: 'locked' }), A).notice, null);
    assert.deepEqual(liveEffect(event('kk_lock_withdraw', { state: 'cancelled' }), B), {
      reloadUser: false,
      notice: null,
    });
    assert.deepEqual(liveEffect(event('kk_lock_apply', {}), B), { reloadUser: false, notice: null });
  });
});
