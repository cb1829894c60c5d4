import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEARCH_KEYWORD_MAX } from '@kk/contract';
import {
  GENDER_FILTERS,
  looksLikePhone,
  matchesGender,
  normalizeKeyword,
  parseRecent,
  RECENT_MAX,
  withRecent,
} from './search-rules.ts';

test('the keyword is normalised, trimmed and capped like the server does', () => {
  assert.equal(normalizeKeyword('  ＡＢＣ小林 '), 'ABC小林');
  assert.equal([...normalizeKeyword('字'.repeat(40))].length, SEARCH_KEYWORD_MAX);
});

test('phone numbers are recognised in the ways people type them', () => {
  for (const phone of ['13800138000', '138 0013 8000', '138-0013-8000', '+8613800138000']) {
    assert.equal(looksLikePhone(phone), true, phone);
  }
  for (const other of ['12345678', '1380013800', '小林', '23800138000', '88123456']) {
    assert.equal(looksLikePhone(other), false, other);
  }
});

test('recent searches keep the newest first, without duplicates, at most RECENT_MAX', () => {
  assert.deepEqual(withRecent(['a', 'b'], 'b'), ['b', 'a']);
  const many = Array.from({ length: RECENT_MAX }, (_, index) => `k${index}`);
  const next = withRecent(many, 'new');
  assert.equal(next.length, RECENT_MAX);
  assert.equal(next[0], 'new');
  assert.equal(next.includes(`k${RECENT_MAX - 1}`), false);
});

test('stored recent searches survive only when they are a list of strings', () => {
  assert.deepEqual(parseRecent(null), []);
  assert.deepEqual(parseRecent('not json'), []);
  assert.deepEqual(parseRecent('{"a":1}'), []);
  assert.deepEqual(parseRecent('["a", 2, "", "b"]'), ['a', 'b']);
});

test('the gender filter keeps everyone, or only that gender', () => {
  assert.equal(matchesGender(GENDER_FILTERS.any, 2), true);
  assert.equal(matchesGender(GENDER_FILTERS.women, 2), true);
  assert.equal(matchesGender(GENDER_FILTERS.men, 2), false);
  assert.equal(matchesGender(GENDER_FILTERS.men, 0), false);
});
