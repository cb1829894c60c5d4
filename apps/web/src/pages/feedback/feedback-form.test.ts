// The feedback form checks what the server checks, with the same message keys, before anything is sent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FEEDBACK_CONTENT_MAX } from '@kk/contract';
import {
  categoryParam,
  contentCount,
  EMPTY_DRAFT,
  feedbackProblem,
  feedbackRequest,
  knownCategory,
  textLength,
} from './feedback-form.ts';

describe('feedback form', () => {
  it('counts code points, so emoji and CJK characters are one each', () => {
    assert.equal(textLength(''), 0);
    assert.equal(textLength('abc'), 3);
    assert.equal(textLength('意见反馈'), 4);
    assert.equal(textLength('👍🏻'), 2);
    assert.equal(textLength('好😀'), 2);
    assert.equal('😀'.length, 2);
    assert.equal(textLength('😀'), 1);
  });

  it('asks for a type first, then content, then a length within the limit', () => {
    assert.deepEqual(feedbackProblem(EMPTY_DRAFT), { field: 'category', key: 'validation.feedbackCategory' });
    assert.deepEqual(feedbackProblem({ category: null, content: '有内容' }), {
      field: 'category',
      key: 'validation.feedbackCategory',
    });
    assert.deepEqual(feedbackProblem({ category: 2, content: '' }), {
      field: 'content',
      key: 'validation.feedbackRequired',
    });
    assert.deepEqual(feedbackProblem({ category: 2, content: ' \n\t ' }), {
      field: 'content',
      key: 'validation.feedbackRequired',
    });
    assert.deepEqual(feedbackProblem({ category: 1, content: '字'.repeat(FEEDBACK_CONTENT_MAX + 1) }), {
      field: 'content',
      key: 'validation.feedbackLength',
    });
    assert.equal(feedbackProblem({ category: 3, content: '请导出我的个人信息副本' }), null);
  });

  it('takes exactly the limit, counting emoji as one, and ignores surrounding blanks as the server does', () => {
    assert.equal(feedbackProblem({ category: 5, content: '😀'.repeat(FEEDBACK_CONTENT_MAX) }), null);
    assert.equal(feedbackProblem({ category: 5, content: `  ${'a'.repeat(FEEDBACK_CONTENT_MAX)}\n` }), null);
    assert.equal(
      feedbackProblem({ category: 5, content: '😀'.repeat(FEEDBACK_CONTENT_MAX + 1) })?.key,
      'validation.feedbackLength',
    );
  });

  it('refuses a type outside the contract’s list', () => {
    assert.equal(feedbackProblem({ category: 0 as never, content: 'x' })?.key, 'validation.feedbackCategory');
    assert.equal(feedbackProblem({ category: 6 as never, content: 'x' })?.key, 'validation.feedbackCategory');
  });

  it('counts what is typed and says when it is over the limit', () => {
    assert.deepEqual(contentCount(''), { count: 0, max: FEEDBACK_CONTENT_MAX, over: false });
    assert.deepEqual(contentCount('举报😀'), { count: 3, max: FEEDBACK_CONTENT_MAX, over: false });
    assert.equal(contentCount('a'.repeat(FEEDBACK_CONTENT_MAX)).over, false);
    assert.equal(contentCount('a'.repeat(FEEDBACK_CONTENT_MAX + 1)).over, true);
  });

  it('sends the content trimmed', () => {
    assert.deepEqual(feedbackRequest({ category: 2, content: '  用户123发广告\n' }), {
      category: 2,
      content: '用户123发广告',
    });
  });

  it('reads a known type from ?category= and nothing else', () => {
    assert.equal(categoryParam(new URLSearchParams('category=2')), 2);
    assert.equal(categoryParam(new URLSearchParams('category=5')), 5);
    assert.equal(categoryParam(new URLSearchParams('')), null);
    assert.equal(categoryParam(new URLSearchParams('category=0')), null);
    assert.equal(categoryParam(new URLSearchParams('category=6')), null);
    assert.equal(categoryParam(new URLSearchParams('category=2.0')), null);
    assert.equal(categoryParam(new URLSearchParams('category=')), null);
  });

  it('shows an unknown type of a listed item as other', () => {
    assert.equal(knownCategory(4), 4);
    assert.equal(knownCategory(9), 5);
  });
});
