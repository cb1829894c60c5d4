import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PAGE_WIDTH_DECLARATION, pageWidthValue } from './page-width.ts';

test('VITE_MAX_PAGE_WIDTH: 750 px unless set, a width in pixels, 0 or nonsense for none', () => {
  assert.equal(pageWidthValue(undefined), '750px');
  assert.equal(pageWidthValue('600'), '600px');
  assert.equal(pageWidthValue('0'), 'none');
  assert.equal(pageWidthValue('wide'), 'none');
});

test('theme.css carries the declaration the build replaces', () => {
  const theme = readFileSync(new URL('../src/shared/ui/theme.css', import.meta.url), 'utf8');
  assert.equal(theme.split(PAGE_WIDTH_DECLARATION).length, 2);
});
