import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UpdatesItem } from '@kk/contract';
import {
  dropAuthor,
  dropUpdate,
  flattenUpdates,
  nextUpdatesPage,
  patchUpdate,
  prependUpdate,
  toChunk,
  toggledZan,
  type UpdatesChunk,
  type UpdatesData,
} from './update-pages.ts';

function update(id: number, authorId = 100 + id): UpdatesItem {
  return {
    id,
    content: `动态${id}`,
    images: [],
    create_time: 1_700_000_000_000 + id,
    zan_count: 0,
    is_zan: 0,
    comment_count: 0,
    can_delete: 0,
    user: { id: authorId } as UpdatesItem['user'],
  };
}

function chunk(ids: number[], total: number, before = 99): UpdatesChunk {
  return { updates: ids.map((id) => update(id)), total, before };
}

function data(...pages: UpdatesChunk[]): UpdatesData {
  return { pages, pageParams: pages.map((_, index) => ({ page: index + 1 })) };
}

describe('square paging', () => {
  it('asks the next page with page 1’s cursor until the total is loaded', () => {
    const first = chunk([9, 8], 5, 9);
    assert.deepEqual(nextUpdatesPage(first, [first]), { page: 2, before: 9 });
    const second = chunk([7, 6], 5, 0);
    assert.deepEqual(nextUpdatesPage(second, [first, second]), { page: 3, before: 9 });
    const third = chunk([5], 5, 0);
    assert.equal(nextUpdatesPage(third, [first, second, third]), undefined);
  });

  it('stops at an empty page even if the total promised more', () => {
    const first = chunk([9], 5);
    const empty = chunk([], 5);
    assert.equal(nextUpdatesPage(empty, [first, empty]), undefined);
  });

  it('keeps the server page as a chunk (not a `list` other features would patch)', () => {
    const page = { list: [update(1)], total: 1, before: 1 };
    const result = toChunk(page);
    assert.deepEqual(result, { updates: page.list, total: 1, before: 1 });
    assert.equal('list' in result, false);
  });

  it('shows an update met again on a later page once, in first-seen order', () => {
    const merged = flattenUpdates(data(chunk([5, 4, 3], 6), chunk([3, 2, 1], 6)));
    assert.deepEqual(
      merged.map((item) => item.id),
      [5, 4, 3, 2, 1],
    );
    assert.deepEqual(flattenUpdates(undefined), []);
  });
});

describe('square cache changes', () => {
  it('patches one update wherever it is, and leaves the rest untouched', () => {
    const before = data(chunk([3, 2], 4), chunk([1], 4));
    const after = patchUpdate(before, 1, { is_zan: 1, zan_count: 1 }) as UpdatesData;
    assert.equal(after.pages[1]?.updates[0]?.is_zan, 1);
    assert.equal(after.pages[0], before.pages[0]);
    assert.equal(patchUpdate(before, 42, { is_zan: 1 }), before);
    const people = { list: [update(1)], total: 1 };
    assert.equal(patchUpdate(people, 1, { is_zan: 1 }), people);
  });

  it('drops a deleted update and shrinks the total of every page', () => {
    const before = data(chunk([3, 2], 4), chunk([1, 0], 4));
    const after = dropUpdate(before, 2) as UpdatesData;
    assert.deepEqual(
      flattenUpdates(after).map((item) => item.id),
      [3, 1, 0],
    );
    assert.deepEqual(
      after.pages.map((page) => page.total),
      [3, 3],
    );
    assert.equal(dropUpdate(before, 77), before);
  });

  it('drops every update of someone hidden or blocked', () => {
    const pages = data({ updates: [update(3, 7), update(2, 8), update(1, 7)], total: 3, before: 3 });
    const after = dropAuthor(pages, 7) as UpdatesData;
    assert.deepEqual(
      flattenUpdates(after).map((item) => item.id),
      [2],
    );
    assert.equal(after.pages[0]?.total, 1);
  });

  it('puts a new update first, once', () => {
    const before = data(chunk([3, 2], 3), chunk([1], 3));
    const after = prependUpdate(before, update(4)) as UpdatesData;
    assert.deepEqual(
      flattenUpdates(after).map((item) => item.id),
      [4, 3, 2, 1],
    );
    assert.equal(nextUpdatesPage(after.pages[1] as UpdatesChunk, after.pages), undefined);
    assert.equal(prependUpdate(after, update(4)), after);
    assert.equal(prependUpdate(undefined, update(4)), undefined);
  });

  it('toggles a like and its count, never below zero', () => {
    assert.deepEqual(toggledZan({ is_zan: 0, zan_count: 2 }), { is_zan: 1, zan_count: 3 });
    assert.deepEqual(toggledZan({ is_zan: 1, zan_count: 3 }), { is_zan: 0, zan_count: 2 });
    assert.deepEqual(toggledZan({ is_zan: 1, zan_count: 0 }), { is_zan: 0, zan_count: 0 });
  });
});
