import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultWantGender, isProfileComplete, profileProblem } from './profile.ts';

test('a profile is complete with a chosen name, a gender and a birthday', () => {
  const complete = { username: '小林', gender: 2, birthday: '1996-05-20' };
  assert.equal(isProfileComplete(complete), true);
  assert.equal(isProfileComplete({ ...complete, username: 'kk12345678' }), false, 'the default name');
  assert.equal(isProfileComplete({ ...complete, username: 'kk1234567x' }), true, 'a name that merely starts with kk');
  assert.equal(isProfileComplete({ ...complete, gender: 0 }), false);
  assert.equal(isProfileComplete({ ...complete, birthday: '' }), false);
});

test('who a user wants to meet: the other gender once theirs is set, else anyone; only 0, 1 and 2', () => {
  assert.deepEqual([0, 1, 2].map(defaultWantGender), [0, 2, 1]);
  const context = { now: Date.UTC(2026, 10, 21) };
  assert.equal(profileProblem({ want_gender: 2 }, context), null);
  assert.deepEqual(profileProblem({ want_gender: 3 }, context), {
    field: 'want_gender',
    key: 'validation.wantGenderInvalid',
  });
});
