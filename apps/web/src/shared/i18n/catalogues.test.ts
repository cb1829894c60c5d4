// Every catalogue has exactly the keys of the zh-Hans source, no empty text, and the same placeholders.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from './locales/en/index.ts';
import { es } from './locales/es/index.ts';
import { fr } from './locales/fr/index.ts';
import { zhHans } from './locales/zh-Hans/index.ts';
import { zhHant } from './locales/zh-Hant/index.ts';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const source = flatten(zhHans);
const targets = { 'zh-Hans': zhHans, en, fr, es, 'zh-Hant': zhHant };

describe('web catalogues', () => {
  for (const [language, catalogue] of Object.entries(targets)) {
    it(`${language} has every key of zh-Hans and no other`, () => {
      const keys = flatten(catalogue);
      const missing = [...source.keys()].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !source.has(key));
      assert.deepEqual(missing, [], `missing in ${language}`);
      assert.deepEqual(extra, [], `extra in ${language}`);
    });

    it(`${language} has no empty text and keeps the placeholders`, () => {
      for (const [key, text] of flatten(catalogue)) {
        assert.equal(typeof text, 'string', `${language} ${key} is not a string`);
        assert.notEqual(String(text).trim(), '', `${language} ${key} is empty`);
        assert.deepEqual(placeholders(String(text)), placeholders(String(source.get(key))), `${language} ${key}`);
      }
    });
  }

  it('zh-Hant is written in Traditional characters', () => {
    // Simplified-only forms that a Traditional text never contains (language names excepted: they are
    // each written in their own script).
    const simplified =
      /[们这说时会为个来发页录码账设请认关网络载机号无对动态广场让过还没给应从么读选择删复语简图资进记档锁换绑]/u;
    for (const [key, text] of flatten(zhHant)) {
      if (key.startsWith('languages.')) continue;
      assert.doesNotMatch(String(text), simplified, `zh-Hant ${key}: ${text}`);
    }
  });
});
