import assert from 'node:assert/strict';
import { test } from 'node:test';
import { column, totals } from './series.ts';

const day = (date: string, n: number) => ({
  date,
  signups: n,
  active: n * 10,
  messages: n * 2,
  updates: n,
  reports_opened: 1,
  reports_closed: 0,
  income: 0.1 * n,
  vip_sold: 0,
});

test('totals sum the days, keep the last day’s active members and round the income to the fen', () => {
  const days = [day('2026-11-25', 1), day('2026-11-26', 2)];
  const sum = totals(days);
  assert.equal(sum.signups, 3);
  assert.equal(sum.messages, 6);
  assert.equal(sum.active, 20);
  assert.equal(sum.income, 0.3);
  assert.deepEqual(column(days, 'updates'), [1, 2]);
  assert.equal(totals([]).active, 0);
});
