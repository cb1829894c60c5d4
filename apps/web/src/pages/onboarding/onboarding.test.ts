import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BIRTHDAY_START, firstMissingStep, initialNickname, REQUIRED_STEPS, STEPS, stepIndex } from './onboarding.ts';

test('the step comes from the address, the first one when absent or unknown', () => {
  assert.equal(stepIndex(null), 0);
  assert.equal(stepIndex('place'), STEPS.indexOf('place'));
  assert.equal(stepIndex('nope'), 0);
});

test('a default account name is not offered as a nickname', () => {
  assert.equal(initialNickname('kk12345678'), '');
  assert.equal(initialNickname(''), '');
  assert.equal(initialNickname('小雨'), '小雨');
});

test('the first missing required step is found in order', () => {
  assert.equal(firstMissingStep({ username: 'kk12345678', gender: 1, birthday: '1995-01-01' }), 'name');
  assert.equal(firstMissingStep({ username: '小雨', gender: 0, birthday: '1995-01-01' }), 'name');
  assert.equal(firstMissingStep({ username: '小雨', gender: 2, birthday: '' }), 'birthday');
  assert.equal(firstMissingStep({ username: '小雨', gender: 2, birthday: '1995-01-01' }), null);
  assert.deepEqual(REQUIRED_STEPS, ['name', 'birthday']);
});

test('the birthday picker starts in 1995, not at the youngest allowed age', () => {
  assert.equal(BIRTHDAY_START, '1995-01-01');
});

test('onboarding keeps where the login was going', async () => {
  const { onboardingPath, PATHS } = await import('../../shared/paths.ts');
  assert.equal(onboardingPath(), PATHS.onboarding);
  assert.equal(onboardingPath('birthday'), `${PATHS.onboarding}?step=birthday`);
  assert.equal(
    onboardingPath(undefined, '/pages/chat/chat?userId=7'),
    `${PATHS.onboarding}?redirect=%2Fpages%2Fchat%2Fchat%3FuserId%3D7`,
  );
});
