import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SQUARE } from '@kk/contract';
import { composeBlocker, composeBody, hasSomething, imagesLeft } from './compose.ts';

const done = (fileId: string) => ({ status: 'success' as const, fileId });
const uploading = { status: 'uploading' as const, fileId: '' };
const failed = { status: 'failed' as const, fileId: '' };

test('发布 waits for text or an image; blanks are no text', () => {
  assert.equal(hasSomething({ content: '', items: [] }), false);
  assert.equal(hasSomething({ content: ' \n ', items: [] }), false);
  assert.equal(hasSomething({ content: '你好', items: [] }), true);
  assert.equal(hasSomething({ content: '', items: [uploading] }), true);
});

test('an image still uploading or a failed one stops publishing', () => {
  assert.equal(composeBlocker({ content: 'a', items: [done('f1'), uploading] }), 'uploading');
  assert.equal(composeBlocker({ content: 'a', items: [failed, done('f1')] }), 'failedImages');
  assert.equal(composeBlocker({ content: 'a', items: [done('f1')] }), null);
});

test('the body has the trimmed text and the images in their order', () => {
  assert.deepEqual(composeBody({ content: '  周末去爬山 \n', items: [done('b'), done('a')] }), {
    content: '周末去爬山',
    images: ['b', 'a'],
  });
  assert.deepEqual(composeBody({ content: '', items: [done('x')] }), { content: '', images: ['x'] });
});

test('never more than nine images', () => {
  const many = Array.from({ length: 12 }, (_, i) => done(`f${i}`));
  assert.equal(composeBody({ content: '', items: many }).images.length, SQUARE.updatesImagesMax);
  assert.equal(imagesLeft(0), 9);
  assert.equal(imagesLeft(9), 0);
  assert.equal(imagesLeft(11), 0);
});
