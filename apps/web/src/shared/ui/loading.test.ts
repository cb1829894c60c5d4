import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLoadingController, type Timers } from './loading.ts';

function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance };
}

describe('global loading indicator', () => {
  it('shows only after 200 ms, so quick work never flashes it', () => {
    const fake = fakeTimers();
    const loading = createLoadingController({ onTimeout: () => {}, timers: fake.timers });
    const end = loading.begin();
    fake.advance(150);
    assert.equal(loading.visible(), false);
    end();
    fake.advance(100);
    assert.equal(loading.visible(), false);
    const endSlow = loading.begin();
    fake.advance(200);
    assert.equal(loading.visible(), true);
    endSlow();
    assert.equal(loading.visible(), false);
  });

  it('stays up while any work runs', () => {
    const fake = fakeTimers();
    const loading = createLoadingController({ onTimeout: () => {}, timers: fake.timers });
    const a = loading.begin();
    const b = loading.begin();
    fake.advance(300);
    a();
    a();
    assert.equal(loading.visible(), true);
    b();
    assert.equal(loading.visible(), false);
  });

  it('hides itself after 60 s and says the operation timed out', () => {
    const fake = fakeTimers();
    let timeouts = 0;
    const loading = createLoadingController({ onTimeout: () => (timeouts += 1), timers: fake.timers });
    const stale = loading.begin();
    fake.advance(60_000);
    assert.equal(loading.visible(), false);
    assert.equal(timeouts, 1);
    // Work that started before the time-out cannot end work that started after it.
    const fresh = loading.begin();
    stale();
    fake.advance(300);
    assert.equal(loading.visible(), true);
    fresh();
    assert.equal(loading.visible(), false);
  });
});
