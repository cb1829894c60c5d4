import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SAFETY } from '@kk/contract';
import { wordsOf, wordsProblem } from './words.ts';

test('one word a line, trimmed, without blank lines or repeats', () => {
  assert.deepEqual(wordsOf(' 转账\n\n借钱 \n转账\nUSDT\n'), ['转账', '借钱', 'USDT']);
});

test('a list the server would refuse is named before it is sent', () => {
  assert.equal(wordsProblem(['转账']), null);
  assert.equal(wordsProblem([])?.key, 'safetyWords.none');
  assert.equal(wordsProblem(['字'.repeat(SAFETY.wordMax + 1)])?.key, 'safetyWords.tooLong');
  assert.equal(
    wordsProblem(Array.from({ length: SAFETY.wordsMax + 1 }, (_, i) => `w${i}`))?.key,
    'safetyWords.tooMany',
  );
});
