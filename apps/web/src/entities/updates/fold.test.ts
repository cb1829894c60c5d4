import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FOLD, foldText } from './fold.ts';

describe('folding a long update text', () => {
  it('leaves a short text whole, line breaks included', () => {
    assert.deepEqual(foldText('今天天气真好\n去爬山了'), { text: '今天天气真好\n去爬山了', folded: false });
    const exact = '字'.repeat(FOLD.chars);
    assert.deepEqual(foldText(exact), { text: exact, folded: false });
  });

  it('cuts a long text at the character limit, with an ellipsis', () => {
    const long = '山'.repeat(FOLD.chars + 1);
    const result = foldText(long);
    assert.equal(result.folded, true);
    assert.equal(result.text, `${'山'.repeat(FOLD.chars)}…`);
  });

  it('cuts at the line limit, however short the lines', () => {
    const lines = Array.from({ length: FOLD.lines + 2 }, (_, i) => `第${i + 1}行`);
    const result = foldText(lines.join('\n'));
    assert.equal(result.folded, true);
    assert.equal(result.text, `${lines.slice(0, FOLD.lines).join('\n')}…`);
  });

  it('never splits an emoji', () => {
    const text = '😀'.repeat(FOLD.chars + 5);
    const result = foldText(text);
    assert.equal(Array.from(result.text).length, FOLD.chars + 1);
    assert.ok(result.text.startsWith('😀'.repeat(FOLD.chars)));
    assert.ok(!result.text.includes('\uFFFD'));
  });

  it('does not end the folded text with the blank of a cut line', () => {
    const text = `${'一'.repeat(5)}\n\n\n\n\n \n${'二'.repeat(10)}`;
    assert.equal(foldText(text).text, `${'一'.repeat(5)}…`);
  });
});
