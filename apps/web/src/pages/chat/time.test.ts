import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chatTimeLabel, needsTimeLabel } from './time.ts';

// 2026-11-23 10:00 in China (UTC+8, getTimezoneOffset -480).
const now = Date.UTC(2026, 10, 23, 2, 0);
const china = -480;

describe('chat time labels', () => {
  it('today, yesterday, then the date (with the year when not this one)', () => {
    assert.deepEqual(chatTimeLabel(now - 60_000, now, china), { day: 'today', time: '09:59' });
    // 23:30 the evening before, China time.
    assert.deepEqual(chatTimeLabel(Date.UTC(2026, 10, 22, 15, 30), now, china), { day: 'yesterday', time: '23:30' });
    assert.deepEqual(chatTimeLabel(Date.UTC(2026, 10, 20, 1, 5), now, china), {
      day: 'date',
      time: '09:05',
      date: '11-20',
    });
    assert.deepEqual(chatTimeLabel(Date.UTC(2025, 0, 2, 1, 5), now, china), {
      day: 'date',
      time: '09:05',
      date: '2025-01-02',
    });
  });

  it('a label first, then only after more than five minutes of quiet', () => {
    const times = [0, 60_000, 60_000 + 5 * 60_000, 60_000 + 5 * 60_000 + 1 + 5 * 60_000];
    assert.deepEqual(
      times.map((_, i) => needsTimeLabel(times, i)),
      [true, false, false, true],
    );
  });
});
