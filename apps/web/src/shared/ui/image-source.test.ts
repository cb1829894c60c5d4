import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sourceFor } from './image-source.ts';

test('the thumbnail while it has the pixels the box needs, else the full image', () => {
  const image = { url: 'full', thumb: 'thumb', width: 1600, height: 1200 };
  assert.equal(sourceFor(image, 200, 1, 360), 'thumb');
  assert.equal(sourceFor(image, 226, 3, 360), 'full');
  assert.equal(sourceFor({ ...image, width: 300, height: 200 }, 226, 3, 360), 'thumb');
  assert.equal(sourceFor({ url: 'full', thumb: 'thumb' }, 226, 3, 360), 'thumb');
  assert.equal(sourceFor({ url: 'full', thumb: '' }, 100, 1, 360), 'full');
});
