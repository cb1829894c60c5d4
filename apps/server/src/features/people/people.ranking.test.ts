import assert from 'node:assert/strict';
import { test } from 'node:test';
import { yearsAgo } from './people.filters.ts';
import { type Candidate, damping, impressionDay, POINTS, rank } from './people.ranking.ts';
import { searchQuery } from './people.service.ts';

const NOW = Date.UTC(2026, 10, 21, 4);
const HOUR = 3_600_000;

function candidate(id: number, fields: Partial<Candidate> = {}): Candidate {
  return {
    id,
    tier: 0,
    active_time: NOW - HOUR,
    avatar: '',
    signature: '',
    height: 0,
    photos: false,
    shown: 0,
    shown_day: impressionDay(NOW),
    ...fields,
  };
}

const none = { likedViewer: new Set<number>() };

test('tiers come before any points', () => {
  const order = rank(
    [
      candidate(1, { tier: 2, active_time: NOW, avatar: 'a', photos: true }),
      candidate(2, { tier: 1 }),
      candidate(3, { tier: 0, active_time: 0 }),
    ],
    { likedViewer: new Set([1]) },
    NOW,
  );
  assert.deepEqual(order, [3, 2, 1]);
});

test('within a tier: points, then the more recently active, then the newer account', () => {
  const order = rank(
    [candidate(1), candidate(2), candidate(3, { active_time: NOW - 2 * HOUR }), candidate(4, { avatar: 'x' })],
    none,
    NOW,
  );
  assert.deepEqual(order, [4, 2, 1, 3]);
});

test('damping: 5 points per 10 shows today, at most 30; yesterday is forgotten', () => {
  assert.deepEqual([0, 9, 10, 25, 1000].map(damping), [0, 0, 5, 10, POINTS.dampingMax]);
  const shown = candidate(2, { shown: 100 });
  assert.deepEqual(rank([candidate(1), shown], none, NOW), [1, 2]);
  const yesterday = candidate(2, { shown: 100, shown_day: impressionDay(NOW) - 1 });
  assert.deepEqual(rank([candidate(1), yesterday], none, NOW), [2, 1]);
});

test('age bounds are dates in China time', () => {
  assert.equal(yearsAgo(25, NOW), '2001-11-21');
  // 16:00 UTC is already the next day in China.
  assert.equal(yearsAgo(25, Date.UTC(2026, 10, 21, 16)), '2001-11-22');
});

test('search keywords: an exact account number, never a phone, else part of a name', () => {
  assert.deepEqual(searchQuery('12345678'), { userid: '12345678' });
  for (const phoneish of ['13812345678', '1234567', '138 1234 5678', '+8613812345678', 'ab1234567', 'kk12345678']) {
    assert.equal(searchQuery(phoneish), null, phoneish);
  }
  assert.deepEqual(searchQuery('小林520'), { namePart: '小林520' });
});
