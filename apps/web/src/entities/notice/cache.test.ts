// A live notice against the cached centre: it joins the top of the lists it belongs to, once, and counts as
// unread; the kinds' filters; the push types switched one at a time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NoticeItem, NoticeUnread } from '@kk/contract';
import { QueryClient } from '@tanstack/react-query';
import { countNotice, markAppealed, type NoticePages, noneUnread, prependNotice } from './cache.ts';
import { noticeKeys } from './keys.ts';
import { kindHas, parseKind, serverType, withPushType } from './kinds.ts';
import { applyNotice } from './live.ts';

const ME = 1;

function notice(id: number, type: NoticeItem['type'], extra: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id,
    type,
    from_user: null,
    target_id: 0,
    summary: '',
    create_time: id * 1_000,
    is_read: 0,
    moderation: null,
    ...extra,
  };
}

function pages(...lists: NoticeItem[][]): NoticePages {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  return { pages: lists.map((notices) => ({ notices, total })), pageParams: lists.map((_, index) => index + 1) };
}

const ids = (data: NoticePages | undefined) => data?.pages.flatMap((page) => page.notices.map((item) => item.id));

describe('a live notice in the cached lists', () => {
  it('goes on top of a loaded list, counted in every page’s total', () => {
    const data = pages([notice(3, 'follow'), notice(2, 'visit')], [notice(1, 'comment')]);
    const next = prependNotice(data, 'all', notice(4, 'comment'));
    assert.deepEqual(ids(next), [4, 3, 2, 1]);
    assert.deepEqual(
      next?.pages.map((page) => page.total),
      [4, 4],
    );
  });

  it('leaves a list of another kind, a list never loaded and a replay as they are', () => {
    const data = pages([notice(3, 'follow')]);
    assert.equal(prependNotice(data, 'match', notice(4, 'comment')), data);
    assert.equal(prependNotice(undefined, 'all', notice(4, 'comment')), undefined);
    assert.equal(prependNotice(data, 'all', notice(3, 'follow')), data);
  });

  it('counts an unread notice once, in all and for its type', () => {
    const unread = noneUnread();
    const next = countNotice(unread, notice(5, 'comment')) as NoticeUnread;
    assert.equal(next.num, 1);
    assert.equal(next.types.comment, 1);
    assert.equal(next.types.zan_user, 0);
    assert.equal(countNotice(unread, notice(6, 'comment', { is_read: 1 })), unread);
  });

  it('in a real query cache: the all list, its kind’s list and the badge move; a replay moves nothing', () => {
    const client = new QueryClient();
    client.setQueryData(noticeKeys.list(ME, 'all'), pages([notice(1, 'follow')]));
    client.setQueryData(noticeKeys.list(ME, 'comment'), pages([]));
    client.setQueryData(noticeKeys.list(ME, 'follow'), pages([notice(1, 'follow')]));
    client.setQueryData(noticeKeys.unread(ME), noneUnread());

    const reply = notice(2, 'reply', { summary: '在厦门' });
    applyNotice(client, ME, reply);
    applyNotice(client, ME, reply);

    assert.deepEqual(ids(client.getQueryData(noticeKeys.list(ME, 'all'))), [2, 1]);
    assert.deepEqual(ids(client.getQueryData(noticeKeys.list(ME, 'comment'))), [2]);
    assert.deepEqual(ids(client.getQueryData(noticeKeys.list(ME, 'follow'))), [1]);
    assert.equal(client.getQueryData<NoticeUnread>(noticeKeys.unread(ME))?.num, 1);
    assert.equal(client.getQueryData<NoticeUnread>(noticeKeys.unread(ME))?.types.reply, 1);
  });
});

describe('the answer to an appeal, live', () => {
  it('asks the lists again, so that the appealed notice says how it ended', () => {
    const client = new QueryClient();
    const appealed = notice(1, 'system', { moderation: { action: 'mute', until: 9_000, appeal: 'sent' } });
    client.setQueryData(noticeKeys.list(ME, 'all'), pages([appealed]));
    client.setQueryData(noticeKeys.list(ME, 'follow'), pages([]));
    applyNotice(client, ME, notice(2, 'follow'));
    assert.equal(client.getQueryState(noticeKeys.list(ME, 'all'))?.isInvalidated, false);

    applyNotice(
      client,
      ME,
      notice(3, 'system', { moderation: { action: 'appealAccepted', until: 0, appeal: 'none' }, summary: '已核实' }),
    );
    assert.deepEqual(ids(client.getQueryData(noticeKeys.list(ME, 'all'))), [3, 2, 1]);
    assert.equal(client.getQueryState(noticeKeys.list(ME, 'all'))?.isInvalidated, true);
  });
});

describe('kinds of notice', () => {
  it('gathers likes and comments with replies, and asks the server for a kind of one type', () => {
    assert.equal(kindHas('zan', 'zan_user'), true);
    assert.equal(kindHas('zan', 'zan_updates'), true);
    assert.equal(kindHas('zan', 'comment'), false);
    assert.equal(kindHas('comment', 'reply'), true);
    assert.equal(kindHas('all', 'system'), true);
    assert.equal(serverType('all'), undefined);
    assert.equal(serverType('zan'), undefined);
    assert.equal(serverType('comment'), undefined);
    assert.equal(serverType('visit'), 'visit');
    assert.equal(serverType('system'), 'system');
  });

  it('reads the kind of the address, all for anything else', () => {
    assert.equal(parseKind('match'), 'match');
    assert.equal(parseKind('zan_user'), 'all');
    assert.equal(parseKind(null), 'all');
  });

  it('switches one push type on or off, keeping the contract’s order', () => {
    assert.deepEqual(withPushType(['comment', 'zan_user'], 'match', true), ['zan_user', 'comment', 'match']);
    assert.deepEqual(withPushType(['zan_user', 'comment', 'match'], 'comment', false), ['zan_user', 'match']);
  });
});

describe('an appeal sent from the centre', () => {
  const mute = { action: 'mute' as const, until: 9_000, appeal: 'can' as const };

  it('shows its notice as appealed in the cached lists', () => {
    const data = pages([notice(3, 'system', { moderation: mute }), notice(2, 'visit')], [notice(1, 'system')]);
    const next = markAppealed(data, 3);
    assert.equal(next?.pages[0]?.notices[0]?.moderation?.appeal, 'sent');
    assert.equal(next?.pages[1], data.pages[1]);
  });

  it('leaves the lists alone when the notice is not there or could not be appealed', () => {
    const data = pages([notice(3, 'system', { moderation: { ...mute, appeal: 'none' } })]);
    assert.equal(markAppealed(data, 3), data);
    assert.equal(markAppealed(data, 8), data);
    assert.equal(markAppealed(undefined, 3), undefined);
  });
});
