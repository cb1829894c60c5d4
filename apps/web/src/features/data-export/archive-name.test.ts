import assert from 'node:assert/strict';
import { test } from 'node:test';
import { archiveName } from './archive-name.ts';

test('the saved archive is named for the local day, with two-digit month and day', () => {
  assert.equal(archiveName(new Date(2026, 10, 27, 9, 30)), 'kk-data-20261127.zip');
  assert.equal(archiveName(new Date(2027, 0, 5, 23, 59)), 'kk-data-20270105.zip');
});
