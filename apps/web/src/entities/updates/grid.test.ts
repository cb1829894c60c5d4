import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gridColumns } from './grid.ts';

test('one image large, two and four in two columns, the rest in threes', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(gridColumns), [1, 2, 3, 2, 3, 3, 3, 3, 3]);
  assert.equal(gridColumns(0), 1);
});
