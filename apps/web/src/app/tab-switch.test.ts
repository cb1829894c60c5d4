import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTabSwitchFlag } from './tab-switch.ts';

describe('tab switching flag', () => {
  it('refuses a second switch until 500 ms after leaving', () => {
    const pending: Array<{ run: () => void; ms: number }> = [];
    const flag = createTabSwitchFlag(undefined, (run, ms) => pending.push({ run, ms }));
    assert.equal(flag.tryStart(), true);
    assert.equal(flag.tryStart(), false);
    assert.equal(pending[0]?.ms, 500);
    pending[0]?.run();
    assert.equal(flag.isSwitching(), false);
    assert.equal(flag.tryStart(), true);
  });
});
