// What a moderation notice says: its sentence per action, the end of a mute or suspension in the reader's
// language, the reason after it, and where its appeal stands.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NoticeItem } from '@kk/contract';
import { moderationSentence, untilText } from './moderation.ts';

const SHANGHAI = 'Asia/Shanghai';
const now = Date.UTC(2026, 10, 27, 2, 0);
const until = Date.UTC(2026, 10, 28, 6, 0); // 14:00 on 28 November in Shanghai

function notice(
  moderation: NoticeItem['moderation'],
  summary = '刷屏广告',
): Pick<NoticeItem, 'summary' | 'moderation'> {
  return { summary, moderation };
}

describe('a moderation notice’s sentence', () => {
  it('names when a mute ends, with the reason after it, and offers an appeal', () => {
    const sentence = moderationSentence(notice({ action: 'mute', until, appeal: 'can' }), 'zh-Hans', now, SHANGHAI);
    assert.deepEqual(sentence, {
      key: 'notice.modMute',
      vars: { until: '11月28日 14:00' },
      reasonKey: 'notice.modWithReason',
      reason: '刷屏广告',
      appeal: 'can',
      appealKey: 'notice.appeal',
    });
  });

  it('has one sentence per action, and one without an end when there is none', () => {
    const keyOf = (action: NonNullable<NoticeItem['moderation']>['action'], end = 0) =>
      moderationSentence(notice({ action, until: end, appeal: 'none' }), 'en', now, SHANGHAI)?.key;
    assert.equal(keyOf('warn'), 'notice.modWarn');
    assert.equal(keyOf('mute'), 'notice.modMuteOpen');
    assert.equal(keyOf('suspend', until), 'notice.modSuspend');
    assert.equal(keyOf('suspend'), 'notice.modSuspendOpen');
    assert.equal(keyOf('ban'), 'notice.modBan');
    assert.equal(keyOf('lift'), 'notice.modLift');
    assert.equal(keyOf('removeContent'), 'notice.modRemoveContent');
    assert.equal(keyOf('appealAccepted'), 'notice.modAppealAccepted');
    assert.equal(keyOf('appealRejected'), 'notice.modAppealRejected');
  });

  it('gives an appeal’s answer as an explanation, and no reason line without words', () => {
    const answer = moderationSentence(
      notice({ action: 'appealRejected', until: 0, appeal: 'none' }, '证据充分'),
      'zh-Hans',
      now,
    );
    assert.equal(answer?.reasonKey, 'notice.modWithAnswer');
    assert.equal(answer?.reason, '证据充分');
    assert.equal(
      moderationSentence(notice({ action: 'warn', until: 0, appeal: 'none' }, '  '), 'zh-Hans', now)?.reasonKey,
      null,
    );
  });

  it('says where the appeal stands once sent and answered', () => {
    const appealOf = (appeal: NonNullable<NoticeItem['moderation']>['appeal']) =>
      moderationSentence(notice({ action: 'mute', until, appeal }), 'zh-Hans', now)?.appealKey;
    assert.equal(appealOf('none'), null);
    assert.equal(appealOf('sent'), 'notice.appealSent');
    assert.equal(appealOf('accepted'), 'notice.appealAccepted');
    assert.equal(appealOf('rejected'), 'notice.appealRejected');
  });

  it('is none for a notice that is not from moderation, and for a shadowban (never told)', () => {
    assert.equal(moderationSentence(notice(null, '系统将于今晚维护'), 'zh-Hans', now), null);
    assert.equal(moderationSentence(notice({ action: 'shadowban', until: 0, appeal: 'none' }), 'zh-Hans', now), null);
  });
});

describe('when a sanction ends', () => {
  it('reads in the reader’s language', () => {
    assert.equal(untilText(until, 'zh-Hant', now, SHANGHAI), '11月28日 14:00');
    assert.equal(untilText(until, 'en', now, SHANGHAI), 'Nov 28, 14:00');
    assert.equal(untilText(until, 'fr', now, SHANGHAI), '28 nov., 14:00');
  });

  it('names the year when it is not this one', () => {
    assert.equal(untilText(Date.UTC(2027, 0, 3, 1, 30), 'zh-Hans', now, SHANGHAI), '2027年1月3日 09:30');
  });
});
