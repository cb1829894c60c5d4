import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AGE_SLIDER,
  boundsFrom,
  defaultFilter,
  filterRequest,
  HEIGHT_SLIDER,
  isFiltered,
  NO_FILTER,
  parseFilter,
} from './feed-filter.ts';

test('a new session starts from who the user wants to meet', () => {
  assert.equal(defaultFilter(2).gender, 2);
  assert.equal(defaultFilter(1).gender, 1);
  assert.deepEqual(defaultFilter(0), NO_FILTER);
});

test('the filter is "on" only when it differs from the user\'s own choice', () => {
  assert.equal(isFiltered(NO_FILTER, defaultFilter(0)), false);
  // A new user who wants to meet women and set nothing here: not filtered.
  assert.equal(isFiltered(defaultFilter(2), defaultFilter(2)), false);
  // Widened to anyone, or narrowed further: both differ from their own choice.
  assert.equal(isFiltered(NO_FILTER, defaultFilter(2)), true);
  assert.equal(isFiltered({ ...defaultFilter(2), ageMin: 25 }, defaultFilter(2)), true);
  assert.equal(isFiltered(defaultFilter(1), defaultFilter(0)), true);
});

test('only the set fields are sent, and a city only with its province', () => {
  assert.deepEqual(filterRequest(NO_FILTER), {});
  assert.deepEqual(
    filterRequest({ ...NO_FILTER, gender: 2, ageMin: 20, heightMax: 180, province: '广东省', city: '深圳市' }),
    {
      gender: 2,
      ageMin: 20,
      heightMax: 180,
      province: '广东省',
      city: '深圳市',
    },
  );
  assert.deepEqual(filterRequest({ ...NO_FILTER, city: '深圳市' }), {});
});

test("a slider's edges mean no bound", () => {
  assert.deepEqual(boundsFrom([AGE_SLIDER.min, AGE_SLIDER.max], AGE_SLIDER), [null, null]);
  assert.deepEqual(boundsFrom([22, 30], AGE_SLIDER), [22, 30]);
  assert.deepEqual(boundsFrom([HEIGHT_SLIDER.min, 175], HEIGHT_SLIDER), [null, 175]);
});

test('a stored filter is read back only when it is well formed', () => {
  const filter = { ...NO_FILTER, gender: 1, ageMin: 25 };
  assert.deepEqual(parseFilter(JSON.stringify(filter)), filter);
  assert.equal(parseFilter(null), null);
  assert.equal(parseFilter('{'), null);
  assert.equal(parseFilter(JSON.stringify({ gender: 9 })), null);
  assert.equal(parseFilter(JSON.stringify({ ageMin: 5 })), null);
  assert.equal(parseFilter(JSON.stringify({ province: 3 })), null);
});

test('只看已认证 sends verifiedOnly only when on, counts as a filter, and survives the session store', () => {
  assert.deepEqual(filterRequest({ ...NO_FILTER, verifiedOnly: true }), { verifiedOnly: true });
  assert.equal('verifiedOnly' in filterRequest(NO_FILTER), false);
  assert.equal(isFiltered({ ...defaultFilter(2), verifiedOnly: true }, defaultFilter(2)), true);
  const stored = { ...NO_FILTER, verifiedOnly: true };
  assert.deepEqual(parseFilter(JSON.stringify(stored)), stored);
  // A filter stored before the toggle existed reads as "everyone".
  const { verifiedOnly: _left, ...older } = NO_FILTER;
  assert.deepEqual(parseFilter(JSON.stringify({ ...older, gender: 2 })), { ...NO_FILTER, gender: 2 });
  assert.equal(parseFilter(JSON.stringify({ verifiedOnly: 'yes' })), null);
});
