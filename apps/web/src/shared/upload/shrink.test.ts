// When an image is shrunk before upload, how, and when it is refused (SPEC §5 'exceeds size limit').
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMAGE_MAX_SIDE } from '@kk/contract';
import {
  type EncodePlan,
  FILE_TOO_LARGE,
  fitWithin,
  nextPlan,
  outputType,
  renamed,
  SHRINK_MAX_ATTEMPTS,
  SHRINK_QUALITIES,
  shrinkPlan,
  sizeRefusal,
} from './shrink.ts';

const MB = 1024 * 1024;
const limits = { maxBytes: 10 * MB };

describe('shrink decision', () => {
  it('keeps an image that is small in sides and bytes', () => {
    assert.deepEqual(shrinkPlan({ width: 1200, height: 900, bytes: 2 * MB, type: 'image/jpeg' }, limits), {
      keep: true,
    });
    assert.deepEqual(
      shrinkPlan({ width: IMAGE_MAX_SIDE, height: 100, bytes: 1, type: 'image/png' }, limits),
      { keep: true },
      'exactly the longest side allowed',
    );
  });

  it('shrinks a long side to IMAGE_MAX_SIDE, keeping the proportions', () => {
    const plan = shrinkPlan({ width: 4032, height: 3024, bytes: 3 * MB, type: 'image/jpeg' }, limits);
    assert.deepEqual(plan, {
      keep: false,
      width: 2048,
      height: 1536,
      type: 'image/jpeg',
      quality: SHRINK_QUALITIES[0],
    });
    const portrait = shrinkPlan({ width: 3000, height: 6000, bytes: 1 * MB, type: 'image/png' }, limits);
    assert.equal(portrait.keep, false);
    if (!portrait.keep) assert.deepEqual([portrait.width, portrait.height, portrait.type], [1024, 2048, 'image/webp']);
  });

  it('re-encodes a heavy image even when its sides are small', () => {
    const plan = shrinkPlan({ width: 1000, height: 1000, bytes: 12 * MB, type: 'image/jpeg' }, limits);
    assert.deepEqual(plan, {
      keep: false,
      width: 1000,
      height: 1000,
      type: 'image/jpeg',
      quality: SHRINK_QUALITIES[0],
    });
  });

  it('never re-encodes a GIF (its animation would be lost)', () => {
    assert.deepEqual(shrinkPlan({ width: 5000, height: 5000, bytes: 20 * MB, type: 'image/gif' }, limits), {
      keep: true,
    });
  });

  it('keeps transparency where the source may have it', () => {
    assert.equal(outputType('image/png'), 'image/webp');
    assert.equal(outputType('image/webp'), 'image/webp');
    assert.equal(outputType('image/jpeg'), 'image/jpeg');
    assert.equal(outputType('image/heic'), 'image/jpeg');
  });

  it('fits within a side', () => {
    assert.deepEqual(fitWithin(100, 50, 2048), { width: 100, height: 50 });
    assert.deepEqual(fitWithin(8000, 10, 2048), { width: 2048, height: 3 });
  });
});

describe('after an attempt', () => {
  const plan: EncodePlan = { width: 2048, height: 1536, type: 'image/jpeg', quality: SHRINK_QUALITIES[0] };

  it('stops when the result fits', () => {
    assert.equal(nextPlan(plan, 0, 5 * MB, limits.maxBytes), null);
  });

  it('lowers the quality first, then the size, and gives up after the last attempt', () => {
    const second = nextPlan(plan, 0, 11 * MB, limits.maxBytes);
    assert.deepEqual(second, { ...plan, quality: SHRINK_QUALITIES[1] });
    let current: EncodePlan | null = plan;
    const seen: EncodePlan[] = [];
    for (let attempt = 0; current; attempt += 1) {
      seen.push(current);
      current = nextPlan(current, attempt, 11 * MB, limits.maxBytes);
    }
    assert.equal(seen.length, SHRINK_MAX_ATTEMPTS);
    const last = seen.at(-1) as EncodePlan;
    assert.ok(last.width < plan.width && last.height < plan.height, 'smaller in the end');
  });

  it('refuses what is still over the limit with code.fileTooLarge', () => {
    assert.equal(sizeRefusal(limits.maxBytes + 1, limits.maxBytes), FILE_TOO_LARGE);
    assert.equal(sizeRefusal(limits.maxBytes, limits.maxBytes), null);
  });

  it('renames a re-encoded file after its new type', () => {
    assert.equal(renamed('IMG_0001.HEIC', 'image/jpeg'), 'IMG_0001.jpg');
    assert.equal(renamed('shot.png', 'image/webp'), 'shot.webp');
    assert.equal(renamed('noext', 'image/jpeg'), 'noext.jpg');
  });
});
