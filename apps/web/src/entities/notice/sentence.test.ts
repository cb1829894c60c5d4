// What each notice says and where a tap on it leads, type by type.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NoticeItem, PublicUser } from '@kk/contract';
import { isHiddenPerson, noticeSentence, noticeTarget } from './sentence.ts';

const ann = { id: 7, username: '安妮' } as PublicUser;

function notice(type: NoticeItem['type'], extra: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id: 1,
    type,
    from_user: type === 'system' ? null : ann,
    target_id: type === 'system' ? 0 : 7,
    summary: '',
    create_time: 1_000,
    is_read: 0,
    moderation: null,
    ...extra,
  };
}

describe('a notice’s sentence', () => {
  it('has one text per type', () => {
    const keys = (['zan_user', 'zan_updates', 'comment', 'reply', 'follow', 'match', 'visit', 'system'] as const).map(
      (type) => noticeSentence(notice(type)).key,
    );
    assert.deepEqual(keys, [
      'notice.zanUser',
      'notice.zanUpdates',
      'notice.comment',
      'notice.reply',
      'notice.follow',
      'notice.match',
      'notice.visit',
      'notice.system',
    ]);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('quotes a comment or a reply in the sentence, and the liked update under it', () => {
    assert.deepEqual(noticeSentence(notice('comment', { summary: ' 好美的日落 ' })), {
      key: 'notice.comment',
      vars: { summary: '好美的日落' },
      quote: '',
    });
    assert.equal(noticeSentence(notice('reply', { summary: '在厦门' })).vars.summary, '在厦门');
    assert.equal(noticeSentence(notice('zan_updates', { summary: '周末的海' })).quote, '周末的海');
    assert.equal(noticeSentence(notice('zan_user', { summary: 'x' })).quote, '');
  });

  it('is the operator’s own words for a system notice', () => {
    const sentence = noticeSentence(notice('system', { summary: '系统将于今晚维护' }));
    assert.equal(sentence.key, 'notice.system');
    assert.equal(sentence.vars.summary, '系统将于今晚维护');
  });
});

describe('where a notice leads', () => {
  it('opens the update’s comments for a like of it, a comment and a reply', () => {
    for (const type of ['zan_updates', 'comment', 'reply'] as const) {
      assert.equal(noticeTarget(notice(type, { target_id: 42 })), '/pages/updatesComment/updatesComment?id=42');
    }
  });

  it('opens the person’s profile for the others, and nothing for the operator’s notice', () => {
    for (const type of ['zan_user', 'follow', 'match', 'visit'] as const) {
      assert.equal(noticeTarget(notice(type)), '/pages/userDetail/userDetail?userId=7');
    }
    assert.equal(noticeTarget(notice('system')), null);
  });

  it('leads to who-liked-me or who-visited-me when the person is not told (a non-VIP)', () => {
    assert.equal(noticeTarget(notice('zan_user', { from_user: null, target_id: 0 })), '/pages/zanMe/zanMe');
    assert.equal(noticeTarget(notice('visit', { from_user: null, target_id: 0 })), '/pages/visitor/visitor');
    assert.equal(isHiddenPerson(notice('visit', { from_user: null })), true);
    assert.equal(isHiddenPerson(notice('system')), false);
    assert.equal(isHiddenPerson(notice('visit')), false);
    assert.equal(noticeTarget(notice('comment', { target_id: 0 })), null);
  });
});
