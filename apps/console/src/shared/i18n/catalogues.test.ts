import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pickLanguage } from './language.ts';
import { en } from './locales/en.ts';
import { zhHans } from './locales/zh-Hans.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

test('both catalogues have every key, and no text is empty', () => {
  assert.deepEqual(keys(en).sort(), keys(zhHans).sort());
  for (const catalogue of [en, zhHans]) {
    for (const key of keys(catalogue)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      assert.ok(typeof text === 'string' && text.trim().length > 0, key);
    }
  }
});

test('the language is the remembered one, else the browser’s, else Chinese', () => {
  assert.equal(pickLanguage('en', ['zh-CN']), 'en');
  assert.equal(pickLanguage(null, ['zh-TW', 'en']), 'zh-Hans');
  assert.equal(pickLanguage(null, ['en-GB']), 'en');
  assert.equal(pickLanguage(null, ['fr-FR']), 'zh-Hans');
});
