import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dropPerson, patchPerson } from './person-cache.ts';

const card = (id: number, is_follow = 0) => ({ id, username: `u${id}`, is_follow, is_zan: 0 });

test('patchPerson sets the flags of that person in a list answer, and only the fields they have', () => {
  const data = { list: [card(1), card(2)], total: 2 };
  const next = patchPerson(data, 2, { is_follow: 1, is_top: 1 }) as typeof data;
  assert.deepEqual(next.list[1], { id: 2, username: 'u2', is_follow: 1, is_zan: 0 });
  assert.equal(next.list[0], data.list[0]);
  assert.equal(data.list[1]?.is_follow, 0, 'the old answer is not mutated');
});

test('patchPerson reaches into the pages of an infinite query', () => {
  const data = {
    pages: [
      { list: [card(1)], total: 3 },
      { list: [card(3)], total: 3 },
    ],
    pageParams: [1, 2],
  };
  const next = patchPerson(data, 3, { is_follow: 1 }) as typeof data;
  assert.equal(next.pages[1]?.list[0]?.is_follow, 1);
  assert.equal(next.pages[0], data.pages[0]);
  assert.deepEqual(next.pageParams, [1, 2]);
});

test('patchPerson returns the same object when nothing changes', () => {
  const data = { list: [card(1, 1)], total: 1 };
  assert.equal(patchPerson(data, 1, { is_follow: 1 }), data);
  assert.equal(patchPerson(data, 9, { is_follow: 0 }), data);
  const other = { username: 'me', is_follow: 0 };
  assert.equal(patchPerson(other, 1, { is_follow: 1 }), other, 'not a list: left alone');
  assert.equal(patchPerson(undefined, 1, { is_follow: 1 }), undefined);
});

test('dropPerson removes the person and counts the total down', () => {
  const data = { pages: [{ list: [card(1), card(2)], total: 2 }], pageParams: [1] };
  const next = dropPerson(data, 1) as typeof data;
  assert.deepEqual(
    next.pages[0]?.list.map((item) => item.id),
    [2],
  );
  assert.equal(next.pages[0]?.total, 1);
  assert.equal(dropPerson(data, 7), data);
});
