import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CommentItem } from '@kk/contract';
import {
  appendComment,
  type CommentsChunk,
  type CommentsData,
  dropComment,
  flattenComments,
  nextCommentsPage,
  toCommentsChunk,
} from './comment-pages.ts';

function comment(id: number, reply_id: number | null = null): CommentItem {
  return {
    id,
    updates_id: 1,
    content: `评论${id}`,
    create_time: id,
    reply_id,
    reply_user: null,
    can_delete: 0,
    user: { id: 50 + id } as CommentItem['user'],
  };
}

const chunk = (ids: number[], total: number): CommentsChunk => ({ comments: ids.map((id) => comment(id)), total });
const data = (...pages: CommentsChunk[]): CommentsData => ({ pages, pageParams: pages.map((_, i) => i + 1) });

describe('comment pages', () => {
  it('keep the server page under `comments`, not `list`', () => {
    const result = toCommentsChunk({ list: [comment(1)], total: 1 });
    assert.equal('list' in result, false);
    assert.equal(result.comments.length, 1);
  });

  it('page on until the total is loaded or a page is empty', () => {
    const first = chunk([1, 2], 3);
    assert.equal(nextCommentsPage(first, [first]), 2);
    const second = chunk([3], 3);
    assert.equal(nextCommentsPage(second, [first, second]), undefined);
    const empty = chunk([], 9);
    assert.equal(nextCommentsPage(empty, [first, empty]), undefined);
  });

  it('a new comment goes last, once, and a later page bringing it again does not repeat it', () => {
    const before = data(chunk([1, 2], 3));
    const after = appendComment(before, comment(3));
    assert.deepEqual(
      flattenComments(after).map((c) => c.id),
      [1, 2, 3],
    );
    assert.equal(after?.pages[0]?.total, 4);
    assert.equal(appendComment(after, comment(3)), after);
    const withNext = after ? { ...after, pages: [...after.pages, chunk([3, 4], 4)] } : undefined;
    assert.deepEqual(
      flattenComments(withNext).map((c) => c.id),
      [1, 2, 3, 4],
    );
    assert.equal(appendComment(undefined, comment(1)), undefined);
  });

  it('a deleted comment leaves, the totals shrink, and its replies stay', () => {
    const before = data({ comments: [comment(1), comment(2, 1)], total: 3 }, chunk([3], 3));
    const after = dropComment(before, 1);
    assert.deepEqual(
      flattenComments(after).map((c) => c.id),
      [2, 3],
    );
    assert.deepEqual(
      after?.pages.map((page) => page.total),
      [2, 2],
    );
    assert.equal(dropComment(before, 99), before);
  });
});
