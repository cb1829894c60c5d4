import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PULL, pullDistance, releasesRefresh } from './pull.ts';

test('the indicator follows the finger with resistance, up to a limit', () => {
  assert.equal(pullDistance(-20), 0);
  assert.equal(pullDistance(40), 20);
  assert.equal(pullDistance(1000), PULL.max);
});

test('only a pull past the threshold refreshes', () => {
  assert.equal(releasesRefresh(pullDistance(100)), false);
  assert.equal(releasesRefresh(pullDistance(PULL.threshold / PULL.resistance)), true);
});
