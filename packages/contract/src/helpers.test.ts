import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isEmpty, maskPhone, relativeTime } from './helpers.ts';
import { type Language, translate } from './i18n/index.ts';

const in_ = (language: Language) => (key: string, vars?: Record<string, number>) => translate(language, key, vars);

describe('maskPhone', () => {
  test('keeps the first 3 and last 4 digits (SPEC §9)', () => {
    assert.equal(maskPhone('13812345678'), '138****5678');
  });
  test('hides short or missing values whole', () => {
    assert.equal(maskPhone('1234'), '****');
    assert.equal(maskPhone(''), '');
    assert.equal(maskPhone(undefined), '');
  });
});

describe('isEmpty (SPEC §5)', () => {
  test('counts undefined, blank string, false, 0, NaN, null, [] and {} as empty', () => {
    for (const value of [undefined, '', '   ', false, 0, Number.NaN, null, [], {}]) {
      assert.equal(isEmpty(value), true, JSON.stringify(value));
    }
  });
  test('counts everything else as a value', () => {
    for (const value of ['a', ' a ', true, 1, -1, [0], { a: undefined }, new Date(0), new Map()]) {
      assert.equal(isEmpty(value), false, String(value));
    }
  });
});

describe('relativeTime (SPEC §9)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const MINUTE = 60_000;
  test('under a minute is 刚刚', () => {
    assert.equal(relativeTime(now - 59_999, now, in_('zh-Hans')), '刚刚');
    assert.equal(relativeTime(now + 5_000, now, in_('zh-Hans')), '刚刚');
  });
  test('then minutes under 60, then hours under 24', () => {
    assert.equal(relativeTime(now - MINUTE, now, in_('zh-Hans')), '1分钟前');
    assert.equal(relativeTime(now - 59 * MINUTE, now, in_('zh-Hans')), '59分钟前');
    assert.equal(relativeTime(now - 60 * MINUTE, now, in_('zh-Hans')), '1小时前');
    assert.equal(relativeTime(now - 23 * 60 * MINUTE, now, in_('zh-Hant')), '23小時前');
    assert.equal(relativeTime(now - 5 * MINUTE, now, in_('en')), '5 min ago');
    assert.equal(relativeTime(now - 5 * MINUTE, now, in_('fr')), 'il y a 5 min');
  });
  test('else the date, without the year inside the current year, in the viewer’s time zone', () => {
    assert.equal(relativeTime(now - 24 * 60 * MINUTE, now, in_('zh-Hans')), '11-20');
    assert.equal(relativeTime(Date.UTC(2025, 0, 3, 12), now, in_('zh-Hans')), '2025-01-03');
    // 2026-11-19 20:00 UTC is already the 20th in China (UTC+8: getTimezoneOffset() is -480).
    assert.equal(relativeTime(Date.UTC(2026, 10, 19, 20), now, in_('zh-Hans'), -480), '11-20');
    assert.equal(relativeTime(Date.UTC(2026, 10, 19, 20), now, in_('zh-Hans'), 0), '11-19');
  });
});
