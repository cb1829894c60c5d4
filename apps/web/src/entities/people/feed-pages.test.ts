import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type FeedPage, nextFeedPage } from './feed-pages.ts';

const page = (ids: number[], total: number, snapshot = 's1') =>
  ({ list: ids.map((id) => ({ id })), total, snapshot }) as unknown as FeedPage;

test("later pages send page 1's snapshot back", () => {
  const first = page([1, 2], 5, 's1');
  const second = page([3, 4], 5, 's2');
  assert.deepEqual(nextFeedPage(first, [first]), { page: 2, snapshot: 's1' });
  assert.deepEqual(nextFeedPage(second, [first, second]), { page: 3, snapshot: 's1' });
});

test('the feed ends at its total, or at an empty page', () => {
  const first = page([1, 2], 2);
  assert.equal(nextFeedPage(first, [first]), undefined);
  const empty = page([], 9);
  assert.equal(nextFeedPage(empty, [page([1], 9), empty]), undefined);
});
