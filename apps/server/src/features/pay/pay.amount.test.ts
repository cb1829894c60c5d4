import assert from 'node:assert/strict';
import { test } from 'node:test';
import { amountText, fenOf, parseAmount } from './pay.amount.ts';

test('amounts read and write as Alipay does, in whole fen', () => {
  assert.equal(amountText(fenOf(6)), '6.00');
  assert.equal(amountText(fenOf(128)), '128.00');
  assert.equal(amountText(1), '0.01');
  assert.equal(parseAmount('6.00'), 600);
  assert.equal(parseAmount('6.0'), 600);
  assert.equal(parseAmount('6'), 600);
  assert.equal(parseAmount('6.01'), 601);
  for (const bad of ['', '6.001', '-6.00', '+6', '6e2', ' 6.00', '06.00', '6.', '.5', 'abc', '1234567890.00']) {
    assert.equal(parseAmount(bad), null, bad);
  }
});
