// Long press (SPEC §9): 350 ms held, cancelled by moving over 10 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLongPress } from './long-press.ts';

function fakeTimer() {
  let pending: { fn: () => void; ms: number } | null = null;
  return {
    schedule(fn: () => void, ms: number) {
      const entry = { fn, ms };
      pending = entry;
      return () => {
        if (pending === entry) pending = null;
      };
    },
    fire() {
      const entry = pending;
      pending = null;
      entry?.fn();
    },
    get delay() {
      return pending?.ms ?? null;
    },
  };
}

describe('long press', () => {
  it('fires after 350 ms held still, and swallows the click that follows', () => {
    const timer = fakeTimer();
    let count = 0;
    const press = createLongPress({ onLongPress: () => count++, schedule: timer.schedule });
    press.start(100, 100);
    assert.equal(timer.delay, 350);
    press.move(105, 106);
    timer.fire();
    assert.equal(count, 1);
    assert.equal(press.end(), true);
  });

  it('is cancelled by moving more than 10 px', () => {
    const timer = fakeTimer();
    let count = 0;
    const press = createLongPress({ onLongPress: () => count++, schedule: timer.schedule });
    press.start(0, 0);
    press.move(6, 7);
    assert.equal(timer.delay, 350);
    press.move(0, 11);
    assert.equal(timer.delay, null);
    timer.fire();
    assert.equal(count, 0);
    assert.equal(press.end(), false);
  });

  it('a short tap is a tap: lifting before the delay cancels it', () => {
    const timer = fakeTimer();
    let count = 0;
    const press = createLongPress({ onLongPress: () => count++, schedule: timer.schedule });
    press.start(0, 0);
    assert.equal(press.end(), false);
    timer.fire();
    assert.equal(count, 0);
  });
});
