import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REPORT_TARGET } from '@kk/contract';
import { imagesLeft, reportBlocker, reportBody } from './report-form.ts';

const draft = { reason: 2 as const, content: '', fileIds: [] as string[], uploading: false };

test('a report needs a reason and settled uploads', () => {
  assert.equal(reportBlocker({ ...draft, reason: null }), 'pickReason');
  assert.equal(reportBlocker({ ...draft, uploading: true }), 'uploading');
  assert.equal(reportBlocker(draft), null);
});

test('the body leaves out empty text and images, and trims the text', () => {
  assert.deepEqual(reportBody(7, draft), { target_type: REPORT_TARGET.user, target_id: 7, reason: 2 });
  assert.deepEqual(reportBody(7, { ...draft, content: '  要钱 ', fileIds: ['a', 'b'] }), {
    target_type: REPORT_TARGET.user,
    target_id: 7,
    reason: 2,
    content: '要钱',
    images: ['a', 'b'],
  });
});

test('an update or a comment is reported by its own id', () => {
  assert.deepEqual(reportBody(31, draft, REPORT_TARGET.updates), {
    target_type: REPORT_TARGET.updates,
    target_id: 31,
    reason: 2,
  });
  assert.equal(reportBody(8, draft, REPORT_TARGET.comment).target_type, REPORT_TARGET.comment);
});

test('a message is reported by its message_id', () => {
  assert.deepEqual(reportBody('0f1e2d3c4b5a69788796a5b4c3d2e1f0', draft, REPORT_TARGET.message), {
    target_type: REPORT_TARGET.message,
    target_id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    reason: 2,
  });
});

test('at most three screenshots are sent or picked', () => {
  assert.deepEqual(reportBody(7, { ...draft, fileIds: ['a', 'b', 'c', 'd'] }).images, ['a', 'b', 'c']);
  assert.equal(imagesLeft(0), 3);
  assert.equal(imagesLeft(3), 0);
  assert.equal(imagesLeft(5), 0);
});
