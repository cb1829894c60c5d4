import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CooldownClock, createCooldown } from './cooldown.ts';

function fakeClock() {
  let now = 1_000_000;
  let tick: (() => void) | null = null;
  const clock: CooldownClock = {
    now: () => now,
    setInterval: (run) => {
      tick = run;
      return 1;
    },
    clearInterval: () => {
      tick = null;
    },
  };
  return {
    clock,
    advance(ms: number) {
      for (let step = 0; step < ms; step += 250) {
        now += 250;
        tick?.();
      }
    },
    /** Time passes with no tick at all, then one late tick arrives. */
    jump(ms: number) {
      now += ms;
      tick?.();
    },
    running: () => tick !== null,
  };
}

describe('SMS send cooldown', () => {
  it('counts 60 s down after a send and then allows the next one', () => {
    const fake = fakeClock();
    const seen: number[] = [];
    const cooldown = createCooldown((s) => seen.push(s), { clock: fake.clock });
    assert.equal(cooldown.secondsLeft(), 0);
    cooldown.start();
    assert.equal(cooldown.secondsLeft(), 60);
    fake.advance(1_000);
    assert.equal(cooldown.secondsLeft(), 59);
    fake.advance(58_000);
    assert.equal(cooldown.secondsLeft(), 1);
    fake.advance(1_000);
    assert.equal(cooldown.secondsLeft(), 0);
    assert.equal(fake.running(), false);
    assert.deepEqual(seen.slice(0, 3), [60, 59, 58]);
    assert.equal(seen.at(-1), 0);
  });

  it('resets to 0 at once (failed send, login)', () => {
    const fake = fakeClock();
    const cooldown = createCooldown(() => {}, { clock: fake.clock });
    cooldown.start();
    fake.advance(5_000);
    cooldown.reset();
    assert.equal(cooldown.secondsLeft(), 0);
    assert.equal(fake.running(), false);
  });

  it('ends on time even when ticks are late (a throttled background tab)', () => {
    const fake = fakeClock();
    const cooldown = createCooldown(() => {}, { clock: fake.clock });
    cooldown.start();
    fake.jump(45_000);
    assert.equal(cooldown.secondsLeft(), 15);
    fake.jump(20_000);
    assert.equal(cooldown.secondsLeft(), 0);
  });
});
