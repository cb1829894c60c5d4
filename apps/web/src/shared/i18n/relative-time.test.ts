// The app's relative time reads the contract's texts from i18next's `contract` namespace: it must give exactly
// what the contract's `relativeTime` gives with the catalogues themselves, in every language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { relativeTime } from '@kk/contract';
import { LANGUAGES, type Language, translate } from '@kk/contract/i18n';
import type { TFunction } from 'i18next';
import { relativeTimeText } from './relative-time.ts';

/** i18next's `t` over the contract namespace, as the app has it once the language is loaded. */
function contractT(language: Language): TFunction {
  const t = (key: string, options: { ns?: string } & Record<string, string | number> = {}) => {
    const { ns, ...vars } = options;
    assert.equal(ns, 'contract');
    return translate(language, key, vars);
  };
  return t as unknown as TFunction;
}

const MINUTE = 60_000;
const now = Date.UTC(2026, 0, 1, 3, 30); // 11:30 on 1 January in China (UTC+8), still 31 December in UTC-5.
const elapsed = [
  -5_000,
  0,
  59_999,
  MINUTE,
  59 * MINUTE,
  60 * MINUTE,
  23 * 60 * MINUTE,
  24 * 60 * MINUTE,
  40 * 86_400_000,
];

describe('relativeTimeText', () => {
  for (const language of LANGUAGES) {
    it(`equals the contract's relativeTime in ${language}`, () => {
      for (const ago of elapsed) {
        for (const offset of [0, -480, 300]) {
          assert.equal(
            relativeTimeText(contractT(language), now - ago, now, offset),
            relativeTime(now - ago, now, (key, vars) => translate(language, key, vars), offset),
            `${language}, ${ago} ms ago, offset ${offset}`,
          );
        }
      }
    });
  }

  it('reads like SPEC §9', () => {
    const t = contractT('zh-Hans');
    assert.equal(relativeTimeText(t, now - 30_000, now), '刚刚');
    assert.equal(relativeTimeText(t, now - 5 * MINUTE, now), '5分钟前');
    assert.equal(relativeTimeText(t, now - 2 * 60 * MINUTE, now), '2小时前');
    // Midnight of 31 December in China: another year than now there, so the year shows.
    assert.equal(relativeTimeText(t, Date.UTC(2025, 11, 30, 16), now, -480), '2025-12-31');
    assert.equal(relativeTimeText(t, Date.UTC(2025, 5, 1, 2), Date.UTC(2025, 5, 10), -480), '06-01');
    assert.equal(relativeTimeText(t, Date.UTC(2025, 11, 30, 15), now, 0), '2025-12-30');
  });
});
