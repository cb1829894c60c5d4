// The preview's zoom stays within SPEC §9's 1x-4x whatever the gesture.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampOffset, clampScale, doubleTapScale, pinchScale, swipeTarget, wheelScale } from './zoom.ts';

describe('zoom', () => {
  it('never leaves 1x-4x', () => {
    assert.equal(clampScale(0.2), 1);
    assert.equal(clampScale(9), 4);
    assert.equal(clampScale(Number.NaN), 1);
    assert.equal(pinchScale(1, 100, 1000), 4);
    assert.equal(pinchScale(2, 100, 10), 1);
    let scale = 1;
    for (let i = 0; i < 50; i++) scale = wheelScale(scale, -120);
    assert.equal(scale, 4);
    for (let i = 0; i < 50; i++) scale = wheelScale(scale, 120);
    assert.equal(scale, 1);
  });

  it('double tap zooms in from 1x and back out from anything else', () => {
    assert.ok(doubleTapScale(1) > 1);
    assert.equal(doubleTapScale(3), 1);
  });

  it('a wheel step up zooms in, down zooms out', () => {
    assert.ok(wheelScale(2, -100) > 2);
    assert.ok(wheelScale(2, 100) < 2);
  });

  it('a zoomed image pans only as far as it overflows', () => {
    const frame = { width: 300, height: 600 };
    assert.deepEqual(clampOffset({ x: 999, y: -999 }, 2, frame), { x: 150, y: -300 });
    assert.deepEqual(clampOffset({ x: 20, y: 20 }, 1, frame), { x: 0, y: 0 });
  });

  it('a long enough swipe moves one photo, within the list', () => {
    assert.equal(swipeTarget(0, -200, 375, 3), 1);
    assert.equal(swipeTarget(1, 200, 375, 3), 0);
    assert.equal(swipeTarget(1, -20, 375, 3), 1);
    assert.equal(swipeTarget(2, -200, 375, 3), 2);
  });
});
