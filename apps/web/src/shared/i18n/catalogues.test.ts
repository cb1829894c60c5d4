// Every catalogue has exactly the keys of the zh-Hans source, no empty text, and the same placeholders. A plural
// text (`name_other` in the source) has exactly the forms its language's plural rules name (`_one`, `_many`,
// `_other`), and a text that says how many of something there are is a plural.
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

const PLURAL = /_(zero|one|two|few|many|other)$/;
const singular = (key: string) => key.replace(PLURAL, '');

/** The catalogue's keys with each plural text's forms gathered under its key without the form. */
function byKey(flat: Map<string, unknown>): Map<string, { forms: string[]; texts: unknown[] }> {
  const out = new Map<string, { forms: string[]; texts: unknown[] }>();
  for (const [key, text] of flat) {
    const entry = out.get(singular(key)) ?? { forms: [], texts: [] };
    const form = PLURAL.exec(key)?.[1];
    if (form) entry.forms.push(form);
    entry.texts.push(text);
    out.set(singular(key), entry);
  }
  return out;
}

const source = byKey(flatten(zhHans));
const targets = { 'zh-Hans': zhHans, en, fr, es, 'zh-Hant': zhHant };

// Texts with a count that are not a phrase about so many things: a number beside a label, a fraction, a step.
const COUNT_NOT_PLURAL = new Set([
  'relation.countLabel',
  'feed.photos',
  'onboarding.progress',
  'onboarding.stepOf',
  'album.count',
  'updatesComment.count',
  'feedback.total',
  'vip.inviteZanMeCount',
]);

describe('web catalogues', () => {
  for (const [language, catalogue] of Object.entries(targets)) {
    it(`${language} has every key of zh-Hans and no other`, () => {
      const keys = byKey(flatten(catalogue));
      const missing = [...source.keys()].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !source.has(key));
      assert.deepEqual(missing, [], `missing in ${language}`);
      assert.deepEqual(extra, [], `extra in ${language}`);
    });

    it(`${language} writes each plural text in the forms the language needs`, () => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.toSorted();
      for (const [key, { forms }] of byKey(flatten(catalogue))) {
        if (source.get(key)?.forms.length) assert.deepEqual(forms.toSorted(), needed, `${language} ${key}`);
        else assert.deepEqual(forms, [], `${language} ${key} is not a plural in zh-Hans`);
      }
    });

    it(`${language} has no empty text and keeps the placeholders`, () => {
      for (const [key, text] of flatten(catalogue)) {
        assert.equal(typeof text, 'string', `${language} ${key} is not a string`);
        assert.notEqual(String(text).trim(), '', `${language} ${key} is empty`);
        const original = source.get(singular(key))?.texts[0];
        assert.deepEqual(placeholders(String(text)), placeholders(String(original)), `${language} ${key}`);
      }
    });
  }

  it('every text that counts something is a plural', () => {
    for (const [key, { forms, texts }] of source) {
      if (COUNT_NOT_PLURAL.has(key)) continue;
      const counts = placeholders(String(texts[0])).includes('count');
      if (counts) assert.notDeepEqual(forms, [], `${key} has a {{count}} and is not a plural`);
    }
  });

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
