import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gridColumns, singleRatio } from './grid.ts';

test('one image large, two and four in two columns, the rest in threes', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(gridColumns), [1, 2, 3, 2, 3, 3, 3, 3, 3]);
  assert.equal(gridColumns(0), 1);
});

test('a lone image keeps its shape, between 3:4 and 2:1', () => {
  assert.equal(singleRatio(1600, 1200), 4 / 3);
  assert.equal(singleRatio(1080, 1920), 3 / 4);
  assert.equal(singleRatio(4000, 1000), 2);
  assert.equal(singleRatio(undefined, 1200), null);
  assert.equal(singleRatio(0, 0), null);
});
