import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WIDE_SCREEN_QUERY } from './wide-screen.ts';

const SRC = new URL('../..', import.meta.url).pathname;

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

test('every wide layout starts at the one breakpoint that script asks about', () => {
  const widths = stylesheets(SRC).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/@media[^{]*\(min-width:\s*([^)]+)\)/g)].map((match) => match[1]),
  );
  assert.ok(widths.length >= 5, 'the wide layouts are written as media queries');
  assert.deepEqual(new Set(widths), new Set([WIDE_SCREEN_QUERY.match(/min-width:\s*([^)]+)/)?.[1]]));
});
