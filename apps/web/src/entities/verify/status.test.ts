import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE } from '@kk/contract';
import { refusalOf, verifyView } from './status.ts';

const NOW = Date.UTC(2026, 10, 27, 5, 0);
const HOUR = 3_600_000;

test('none and a rejection whose waiting time is over may start; pending and approved may not', () => {
  assert.equal(verifyView({ status: 'none' }, NOW).canStart, true);
  assert.equal(verifyView({ status: 'pending' }, NOW).canStart, false);
  assert.equal(verifyView({ status: 'approved' }, NOW).canStart, false);
  const over = verifyView({ status: 'rejected', reason: '看不清脸', retry_after: NOW - 1 }, NOW);
  assert.deepEqual(over, { status: 'rejected', reason: '看不清脸', retryAt: null, canStart: true });
});

test('a rejection within its day waits, and says until when and why', () => {
  const view = verifyView({ status: 'rejected', reason: ' 姿势不对 ', retry_after: NOW + 3 * HOUR }, NOW);
  assert.deepEqual(view, { status: 'rejected', reason: '姿势不对', retryAt: NOW + 3 * HOUR, canStart: false });
  // The moment itself is a new try.
  assert.equal(verifyView({ status: 'rejected', retry_after: NOW }, NOW).canStart, true);
});

test('a rejection without a reason or a time still reads', () => {
  assert.deepEqual(verifyView({ status: 'rejected' }, NOW), {
    status: 'rejected',
    reason: '',
    retryAt: null,
    canStart: true,
  });
  // A reason on anything but a rejection is not shown.
  assert.equal(verifyView({ status: 'approved', reason: 'x' }, NOW).reason, '');
});

test('refusals: an expired pose asks for a new one, a rejection says until when, a review waits', () => {
  assert.deepEqual(refusalOf(CODE.verifyChallengeInvalid, null), { kind: 'newPose' });
  assert.deepEqual(refusalOf(CODE.verifyRetryLater, { until: NOW + HOUR }), { kind: 'retryLater', until: NOW + HOUR });
  assert.deepEqual(refusalOf(CODE.verifyRetryLater, null), { kind: 'retryLater', until: null });
  assert.deepEqual(refusalOf(CODE.verifyRetryLater, { until: 'soon' }), { kind: 'retryLater', until: null });
  assert.deepEqual(refusalOf(CODE.verifyPending, null), { kind: 'pending' });
  assert.deepEqual(refusalOf(CODE.fileNotFound, null), { kind: 'other' });
});
