import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextIndex } from './queue-keys.ts';

test('j and k (or the arrows) move within the rows and stop at their ends', () => {
  assert.equal(nextIndex('j', 0, 3), 1);
  assert.equal(nextIndex('ArrowDown', 2, 3), 2);
  assert.equal(nextIndex('k', 1, 3), 0);
  assert.equal(nextIndex('ArrowUp', 0, 3), 0);
  assert.equal(nextIndex('x', 1, 3), null);
  assert.equal(nextIndex('j', 0, 0), null);
});
