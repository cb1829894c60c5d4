import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POLL_PHASE, type PollState, runPoll } from './poll.ts';

/** A clock that records each wait and returns at once (or runs `during` while "waiting"). */
function fakeSleep(during?: (index: number) => void) {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
    during?.(waits.length - 1);
  };
  return { waits, sleep };
}

describe('runPoll', () => {
  it('waits one interval before each look and stops when the answer arrives', async () => {
    const answers = [null, null, { token: 't' }];
    const states: PollState<{ token: string }>[] = [];
    const clock = fakeSleep();
    const final = await runPoll({
      check: async () => answers.shift() ?? null,
      intervalMs: 3000,
      signal: new AbortController().signal,
      onState: (state) => states.push(state),
      sleep: clock.sleep,
    });
    assert.deepEqual(final, { phase: POLL_PHASE.done, value: { token: 't' } });
    assert.deepEqual(clock.waits, [3000, 3000, 3000]);
    assert.deepEqual(
      states.map((state) => state.phase),
      ['waiting', 'waiting', 'waiting', 'done'],
    );
  });

  it('stops at the first error and reports it', async () => {
    const refused = new Error('expired');
    let looks = 0;
    const final = await runPoll({
      check: async () => {
        looks += 1;
        if (looks === 2) throw refused;
        return null;
      },
      intervalMs: 3000,
      signal: new AbortController().signal,
      onState: () => {},
      sleep: fakeSleep().sleep,
    });
    assert.deepEqual(final, { phase: POLL_PHASE.failed, error: refused });
    assert.equal(looks, 2);
  });

  it('a cancel during the wait ends it without another look', async () => {
    const controller = new AbortController();
    let looks = 0;
    const clock = fakeSleep((index) => {
      if (index === 1) controller.abort();
    });
    const final = await runPoll({
      check: async () => {
        looks += 1;
        return null;
      },
      intervalMs: 3000,
      signal: controller.signal,
      onState: () => {},
      sleep: clock.sleep,
    });
    assert.equal(final.phase, POLL_PHASE.cancelled);
    assert.equal(looks, 1);
  });

  it('a look failing because of the cancel counts as cancelled, and a late answer is dropped', async () => {
    const controller = new AbortController();
    const failing = await runPoll({
      check: async () => {
        controller.abort();
        throw new Error('aborted');
      },
      intervalMs: 10,
      signal: controller.signal,
      onState: () => {},
      sleep: fakeSleep().sleep,
    });
    assert.equal(failing.phase, POLL_PHASE.cancelled);

    const second = new AbortController();
    const late = await runPoll({
      check: async () => {
        second.abort();
        return 'answer';
      },
      intervalMs: 10,
      signal: second.signal,
      onState: () => {},
      sleep: fakeSleep().sleep,
    });
    assert.equal(late.phase, POLL_PHASE.cancelled);
  });

  it('checks first when asked and gives up after the last attempt', async () => {
    const clock = fakeSleep();
    let looks = 0;
    const final = await runPoll({
      check: async () => {
        looks += 1;
        return null;
      },
      intervalMs: 2000,
      maxAttempts: 3,
      checkFirst: true,
      signal: new AbortController().signal,
      onState: () => {},
      sleep: clock.sleep,
    });
    assert.equal(final.phase, POLL_PHASE.expired);
    assert.equal(looks, 3);
    assert.deepEqual(clock.waits, [2000, 2000]);
  });
});
