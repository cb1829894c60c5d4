// The square: posting and validation, ownership of deletes, block and no-see filtering in every list,
// a deleted update taking its comments, likes, images and notices, the notice counts, reports and account deletion.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NOTICE, SQUARE } from '@kk/contract';
import { startServer, type TestServer } from '../support/harness.ts';
import {
  allIds,
  authors,
  comment,
  latest,
  ok,
  type Person,
  post,
  signUp,
  uploadImage,
} from '../support/square-fixtures.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('posting an update', () => {
  test('text and images, in the order sent, with the author and fresh counts', async () => {
    const me = await signUp(server);
    const [first, second] = [await uploadImage(server, me, 80), await uploadImage(server, me, 90)];
    const item = await post(server, me, '  今天天气很好！\r\n出去走走  ', [second, first]);
    assert.equal(item.content, '今天天气很好！\n出去走走', 'normalised as stored: trimmed, line breaks as \\n');
    assert.equal(item.images.length, 2);
    assert.ok(item.images[0].url.includes(second) && item.images[1].url.includes(first), 'the order sent');
    assert.ok(item.images[0].thumb.endsWith('_t.webp'));
    assert.deepEqual(
      [item.zan_count, item.is_zan, item.comment_count, item.can_delete, item.user.id],
      [0, 0, 0, 1, me.user.id],
    );
    assert.equal(item.user.phone, undefined, 'the public profile only');
    const seen = await ok(server, '/api/updates/getUpdatesDetail', { id: item.id }, me);
    assert.deepEqual(seen, item);
    const imagesOnly = await post(server, me, '', [first]);
    assert.equal(imagesOnly.content, '');
  });

  test('an update needs text or an image: -2503', async () => {
    const me = await signUp(server);
    for (const body of [{}, { content: '' }, { content: ' \n ', images: [] }]) {
      const answer = await server.call('/api/updates/addUpdates', body, { token: me.token });
      assert.equal(answer.code, -2503, JSON.stringify(body));
      assert.equal(answer.msg, '请输入内容或添加图片');
    }
  });

  test('refusals name the field (-2222); another user’s file is -2306', async () => {
    const [me, other] = [await signUp(server), await signUp(server)];
    const mine = await uploadImage(server, me);
    const refusals: Array<[object, string, string]> = [
      [{ content: 'x'.repeat(SQUARE.updatesContentMax + 1) }, 'content', `动态内容最多${SQUARE.updatesContentMax}个字`],
      [{ content: 'a\u0007b' }, 'content', '不能包含控制字符'],
      [{ content: 'a\u202eb' }, 'content', '不能包含不可见字符或文字方向控制符'],
      [{ content: 1 }, 'content', ''],
      [{ content: 'x', images: Array(SQUARE.updatesImagesMax + 1).fill(mine) }, 'images', '一条动态最多9张图片'],
      [{ content: 'x', images: ['../../etc/passwd'] }, 'images.0', ''],
    ];
    for (const [body, field, msg] of refusals) {
      const answer = await server.call('/api/updates/addUpdates', body, { token: me.token });
      assert.equal(answer.code, -2222, JSON.stringify(body).slice(0, 80));
      assert.equal(answer.data.field, field);
      if (msg) assert.equal(answer.msg, msg);
    }
    const exactly = await post(server, me, '字'.repeat(SQUARE.updatesContentMax));
    assert.equal([...exactly.content].length, SQUARE.updatesContentMax, 'the limit itself is accepted');
    const theirs = await uploadImage(server, other);
    const stolen = await server.call('/api/updates/addUpdates', { images: [theirs] }, { token: me.token });
    assert.equal(stolen.code, -2306);

    const commentRefusals: Array<[object, string]> = [
      [{ updates_id: exactly.id, content: '' }, 'content'],
      [{ updates_id: exactly.id, content: 'x'.repeat(SQUARE.commentContentMax + 1) }, 'content'],
      [{ updates_id: 'one', content: 'hi' }, 'updates_id'],
      [{ updates_id: exactly.id, content: 'hi', reply_id: -1 }, 'reply_id'],
    ];
    for (const [body, field] of commentRefusals) {
      const answer = await server.call('/api/comment/addComment', body, { token: me.token });
      assert.equal(answer.code, -2222, JSON.stringify(body).slice(0, 80));
      assert.equal(answer.data.field, field);
    }
    const listRefusals: Array<[string, object, string]> = [
      ['/api/updates/getUpdatesList', { type: 'user' }, 'userId'],
      ['/api/updates/getUpdatesList', { type: 'everyone' }, 'type'],
      ['/api/updates/getUpdatesList', { before: -1 }, 'before'],
      ['/api/updates/getUpdatesList', { pageSize: 101 }, 'pageSize'],
      ['/api/updates/searchUpdates', { keyword: '   ' }, 'keyword'],
      ['/api/updates/searchUpdates', { keyword: 'x'.repeat(SQUARE.keywordMax + 1) }, 'keyword'],
      ['/api/updates/zanUpdates', { id: 0 }, 'id'],
      ['/api/comment/getCommentList', {}, 'updates_id'],
    ];
    for (const [path, body, field] of listRefusals) {
      const answer = await server.call(path, body, { token: me.token });
      assert.equal(answer.code, -2222, `${path} ${JSON.stringify(body)}`);
      assert.equal(answer.data.field, field, path);
    }
  });

  test('every square endpoint needs a login', async () => {
    for (const path of ['/api/updates/getUpdatesList', '/api/updates/addUpdates', '/api/comment/getCommentList']) {
      assert.equal((await server.call(path, {})).status, 401, path);
    }
  });
});

describe('ownership of deletes', () => {
  test('only the author deletes an update; -2504 for anyone else, -2501 when gone', async () => {
    const [author, other] = [await signUp(server), await signUp(server)];
    const item = await post(server, author, '我的动态');
    const refused = await server.call('/api/updates/deleteUpdates', { id: item.id }, { token: other.token });
    assert.equal(refused.code, -2504);
    assert.equal(refused.msg, '只能删除自己的内容');
    assert.equal((await ok(server, '/api/updates/getUpdatesDetail', { id: item.id }, other)).id, item.id);
    const seenByOther = await ok(server, '/api/updates/getUpdatesDetail', { id: item.id }, other);
    assert.equal(seenByOther.can_delete, 0);
    await ok(server, '/api/updates/deleteUpdates', { id: item.id }, author);
    const again = await server.call('/api/updates/deleteUpdates', { id: item.id }, { token: author.token });
    assert.equal(again.code, -2501);
  });

  test('a comment is deleted by its author or the update’s author, no one else', async () => {
    const [author, writer, stranger] = [await signUp(server), await signUp(server), await signUp(server)];
    const item = await post(server, author, '欢迎评论');
    const first = await comment(server, writer, item.id, '第一条');
    const second = await comment(server, writer, item.id, '第二条');
    const flags = async (who: Person) =>
      (await ok(server, '/api/comment/getCommentList', { updates_id: item.id }, who)).list.map(
        (c: { can_delete: number }) => c.can_delete,
      );
    assert.deepEqual(await flags(author), [1, 1]);
    assert.deepEqual(await flags(writer), [1, 1]);
    assert.deepEqual(await flags(stranger), [0, 0]);
    const refused = await server.call('/api/comment/deleteComment', { id: first.id }, { token: stranger.token });
    assert.equal(refused.code, -2504);
    await ok(server, '/api/comment/deleteComment', { id: first.id }, author);
    await ok(server, '/api/comment/deleteComment', { id: second.id }, writer);
    const gone = await server.call('/api/comment/deleteComment', { id: second.id }, { token: writer.token });
    assert.equal(gone.code, -2502);
    const list = await ok(server, '/api/comment/getCommentList', { updates_id: item.id }, author);
    assert.deepEqual([list.total, list.list.length], [0, 0]);
  });
});

describe('block and no-see filtering', () => {
  test('every list leaves out people blocked either way and the viewer’s no-see list', async () => {
    const [viewer, friend, blockedByMe, blocksMe, hidden] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const word = `关键词${Date.now() % 100000}`;
    const posts = new Map<number, number>();
    for (const person of [viewer, friend, blockedByMe, blocksMe, hidden]) {
      // Not the username: a default name (kk + 8 digits) is refused inside an update's text.
      posts.set(person.user.id, (await post(server, person, `${word} 用户${person.user.id}`)).id);
    }
    for (const person of [friend, blockedByMe, blocksMe, hidden]) {
      await ok(server, '/api/chat/followUser', { userId: person.user.id }, viewer);
    }
    const friendsPost = posts.get(friend.user.id) as number;
    for (const person of [viewer, friend, blockedByMe, blocksMe, hidden]) {
      await comment(server, person, friendsPost, `用户${person.user.id} 说`);
    }
    await ok(server, '/api/chat/blockUser', { userId: blockedByMe.user.id }, viewer);
    await ok(server, '/api/chat/blockUser', { userId: viewer.user.id }, blocksMe);
    await ok(server, '/api/user/noSeeUser', { userId: hidden.user.id }, viewer);

    const visible = new Set([viewer.user.id, friend.user.id]);
    const square = '/api/updates/getUpdatesList';
    const inLatest = await authors(server, square, { type: 'latest' }, viewer);
    for (const id of [blockedByMe, blocksMe, hidden].map((p) => p.user.id)) assert.ok(!inLatest.has(id), 'latest');
    assert.ok(inLatest.has(friend.user.id) && inLatest.has(viewer.user.id));
    assert.deepEqual(await authors(server, square, { type: 'following' }, viewer), visible, 'following');
    assert.deepEqual(await authors(server, '/api/updates/searchUpdates', { keyword: word }, viewer), visible);
    assert.deepEqual(
      await authors(server, '/api/comment/getCommentList', { updates_id: friendsPost }, viewer),
      visible,
    );
    const seen = await ok(server, '/api/updates/getUpdatesDetail', { id: friendsPost }, viewer);
    assert.equal(seen.comment_count, 2, 'the count matches the comments the viewer sees');
    const byFriend = await ok(server, '/api/updates/getUpdatesDetail', { id: friendsPost }, friend);
    assert.equal(byFriend.comment_count, 5, 'others still see every comment');

    // One person's updates: -2001 across a block (as their profile), empty for a no-see person.
    for (const person of [blockedByMe, blocksMe]) {
      const answer = await server.call(square, { type: 'user', userId: person.user.id }, { token: viewer.token });
      assert.equal(answer.code, -2001);
      const back = await server.call(square, { type: 'user', userId: viewer.user.id }, { token: person.token });
      assert.equal(back.code, -2001, 'both ways');
    }
    assert.equal((await ok(server, square, { type: 'user', userId: hidden.user.id }, viewer)).total, 0);
    assert.equal((await ok(server, square, { type: 'user', userId: friend.user.id }, viewer)).total, 1);

    // The blocked see nothing of the viewer either, and cannot act on the viewer's update.
    const mine = posts.get(viewer.user.id) as number;
    for (const person of [blockedByMe, blocksMe]) {
      assert.ok(!(await latest(server, person)).includes(mine), 'both ways in latest');
      const ids = await allIds(server, '/api/updates/searchUpdates', { keyword: word }, person);
      assert.ok(!ids.includes(mine), 'both ways in search');
      for (const [path, body] of [
        ['/api/updates/getUpdatesDetail', { id: mine }],
        ['/api/updates/zanUpdates', { id: mine }],
        ['/api/comment/addComment', { updates_id: mine, content: 'hi' }],
        ['/api/comment/getCommentList', { updates_id: mine }],
      ] as const) {
        assert.equal((await server.call(path, body, { token: person.token })).code, -2501, path);
      }
    }
    // No-see hides one way only: the hidden person still sees the viewer's update.
    assert.ok((await latest(server, hidden)).includes(mine));

    // Lifting the block and the no-see brings everything back.
    await ok(server, '/api/chat/blockUser', { userId: blockedByMe.user.id }, viewer);
    await ok(server, '/api/user/noSeeUser', { userId: hidden.user.id }, viewer);
    const back = await authors(server, '/api/comment/getCommentList', { updates_id: friendsPost }, viewer);
    assert.deepEqual(back, new Set([viewer.user.id, friend.user.id, blockedByMe.user.id, hidden.user.id]));
  });

  test('a reply shows whom it answers, unless that person is hidden from the viewer', async () => {
    const [author, asker, answerer, viewer] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const item = await post(server, author, '有问题吗');
    const question = await comment(server, asker, item.id, '请问在哪里？');
    const reply = await comment(server, answerer, item.id, '在公园', question.id);
    assert.equal(reply.reply_id, question.id);
    assert.deepEqual(reply.reply_user, { id: asker.user.id, username: asker.user.username });
    const other = await post(server, author, '另一条');
    const crossed = await server.call(
      '/api/comment/addComment',
      { updates_id: other.id, content: 'x', reply_id: question.id },
      { token: answerer.token },
    );
    assert.equal(crossed.code, -2502, 'a reply answers a comment of the same update');
    await ok(server, '/api/user/noSeeUser', { userId: asker.user.id }, viewer);
    const list = await ok(server, '/api/comment/getCommentList', { updates_id: item.id }, viewer);
    assert.deepEqual(
      list.list.map((c: { id: number; reply_user: unknown }) => [c.id, c.reply_user]),
      [[reply.id, null]],
    );
  });
});

describe('deleting an update', () => {
  test('takes its comments, likes and image files with it', async () => {
    const [author, fan] = [await signUp(server), await signUp(server)];
    const images = [await uploadImage(server, author, 70), await uploadImage(server, author, 71)];
    const kept = await uploadImage(server, author, 72);
    await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [kept] }, author);
    const item = await post(server, author, '带图片', [...images, kept]);
    const urls = item.images.flatMap((image: { url: string; thumb: string }) => [image.url, image.thumb]);
    for (const url of urls) assert.equal((await fetch(server.url + url)).status, 200, url);
    await ok(server, '/api/updates/zanUpdates', { id: item.id }, fan);
    await comment(server, fan, item.id, '好看');
    await likesTold(server);
    assert.equal((await ok(server, '/api/updates/getUpdatesNotice', {}, author)).total, 2);

    await ok(server, '/api/updates/deleteUpdates', { id: item.id }, author);
    for (const [path, body] of [
      ['/api/updates/getUpdatesDetail', { id: item.id }],
      ['/api/updates/zanUpdates', { id: item.id }],
      ['/api/comment/getCommentList', { updates_id: item.id }],
      ['/api/comment/addComment', { updates_id: item.id, content: 'hi' }],
    ] as const) {
      assert.equal((await server.call(path, body, { token: fan.token })).code, -2501, path);
    }
    assert.ok(!(await latest(server, fan)).includes(item.id));
    assert.deepEqual(await ok(server, '/api/updates/getUpdatesNotice', {}, author), {
      zan_count: 0,
      comment_count: 0,
      total: 0,
    });
    const db = server.database().kysely;
    for (const table of ['comments', 'update_zans', 'update_images'] as const) {
      const rows = await db.selectFrom(table).selectAll().where('update_id', '=', item.id).execute();
      assert.deepEqual(rows, [], table);
    }
    const keptUrls = urls.slice(4);
    for (const url of urls.slice(0, 4)) assert.equal((await fetch(server.url + url)).status, 404, `${url} is gone`);
    for (const url of keptUrls) assert.equal((await fetch(server.url + url)).status, 200, 'the album still shows it');
  });

  test('deleting an album photo keeps a file an update shows; deleting the update then removes it', async () => {
    const author = await signUp(server);
    const file = await uploadImage(server, author, 73);
    const [photo] = (await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [file] }, author)).list;
    const item = await post(server, author, '相册里的照片', [file]);
    await ok(server, '/api/userPhoto/deleteUserPhoto', { id: photo.id }, author);
    const url = server.url + item.images[0].url;
    assert.equal((await fetch(url)).status, 200, 'the update still shows it');
    await ok(server, '/api/updates/deleteUpdates', { id: item.id }, author);
    assert.equal((await fetch(url)).status, 404, 'nothing shows it any more');
  });
});

/** A like is told once it stood NOTICE.likeGraceMs (docs/api.md "Notices"): time passes, the due ones are told. */
async function likesTold(server: TestServer) {
  server.clock.advance(NOTICE.likeGraceMs);
  await server.app.notices.notices.deliverDue();
}

describe('notices of what is new on my updates', () => {
  test('likes and comments by others not yet read; replies to me count too', async () => {
    const [me, fan, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    const notice = () => ok(server, '/api/updates/getUpdatesNotice', {}, me);
    assert.deepEqual(await notice(), { zan_count: 0, comment_count: 0, total: 0 });
    const mine = await post(server, me, '我的第一条');
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, me);
    const own = await comment(server, me, mine.id, '自己评论不算');
    assert.equal((await notice()).total, 0, 'my own likes and comments are not news to me');
    server.clock.advance(1_000);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, fan);
    await comment(server, fan, mine.id, '不错', own.id);
    await comment(server, friend, mine.id, '赞');
    // A reply to my comment on someone else's update counts too.
    const theirs = await post(server, friend, '朋友的动态');
    const there = await comment(server, me, theirs.id, '我来了');
    await comment(server, fan, theirs.id, '我也来了', there.id);
    await comment(server, fan, theirs.id, '这条不是回复我的');
    assert.deepEqual(await notice(), { zan_count: 0, comment_count: 3, total: 3 }, 'a like is told after its grace');
    await likesTold(server);
    assert.deepEqual(await notice(), { zan_count: 1, comment_count: 3, total: 4 });

    server.clock.advance(1_000);
    await ok(server, '/api/updates/readUpdatesNotice', {}, me);
    assert.deepEqual(await notice(), { zan_count: 0, comment_count: 0, total: 0 });
    server.clock.advance(1_000);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, friend);
    await likesTold(server);
    assert.deepEqual(await notice(), { zan_count: 1, comment_count: 0, total: 1 });
    // Someone I block is no news either.
    await ok(server, '/api/chat/blockUser', { userId: friend.user.id }, me);
    assert.equal((await notice()).total, 0);
  });
});

describe('reports of updates and comments', () => {
  test('an update or a comment can be reported; not your own, not one that is gone', async () => {
    const [author, reader] = [await signUp(server), await signUp(server)];
    const item = await post(server, author, '可疑的内容');
    const said = await comment(server, author, item.id, '可疑的评论');
    const report = (who: Person, target_type: number, target_id: number) =>
      server.call('/api/report/addReport', { target_type, target_id, reason: 5 }, { token: who.token });
    assert.equal((await report(reader, 2, item.id)).code, 0);
    assert.equal((await report(reader, 3, said.id)).code, 0);
    assert.equal((await report(author, 2, item.id)).code, -2401);
    assert.equal((await report(author, 3, said.id)).code, -2401);
    assert.equal((await report(reader, 2, 987654321)).code, -2501);
    assert.equal((await report(reader, 3, 987654321)).code, -2502);
    const refused = await report(reader, 9, item.id);
    assert.deepEqual([refused.code, refused.data.field], [-2222, 'target_type']);
    const stored = await server
      .database()
      .kysely.selectFrom('reports')
      .select(['target_type', 'target_id'])
      .where('reporter_id', '=', reader.user.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      stored.map((row) => [Number(row.target_type), Number(row.target_id)]),
      [
        [2, item.id],
        [3, said.id],
      ],
    );
  });
});

describe('account deletion', () => {
  test('erases the user’s updates, comments and likes', async () => {
    const [leaving, staying] = [await signUp(server), await signUp(server)];
    const theirs = await post(server, leaving, '要走了', [await uploadImage(server, leaving)]);
    const mine = await post(server, staying, '留下来');
    await comment(server, staying, theirs.id, '别走');
    const question = await comment(server, staying, mine.id, '问题');
    await comment(server, leaving, mine.id, '再见', question.id);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, leaving);
    const answer = await comment(server, staying, mine.id, '回复', (await comment(server, leaving, mine.id, '嗨')).id);
    assert.equal(answer.reply_user.id, leaving.user.id);

    server.clock.advance(60_000);
    await ok(server, '/api/user/sendDeleteAccountSms', {}, leaving);
    await ok(server, '/api/user/deleteAccount', { code: await server.lastCode(leaving.phone) }, leaving);

    const after = await ok(server, '/api/updates/getUpdatesDetail', { id: mine.id }, staying);
    assert.deepEqual([after.zan_count, after.comment_count], [0, 2]);
    const list = await ok(server, '/api/comment/getCommentList', { updates_id: mine.id }, staying);
    assert.deepEqual(
      list.list.map((c: { content: string; reply_user: unknown }) => [c.content, c.reply_user]),
      [
        ['问题', null],
        ['回复', null],
      ],
    );
    const gone = await server.call('/api/updates/getUpdatesDetail', { id: theirs.id }, { token: staying.token });
    assert.equal(gone.code, -2501);
    const db = server.database().kysely;
    const left = await Promise.all([
      db.selectFrom('updates').select('id').where('user_id', '=', leaving.user.id).execute(),
      db.selectFrom('comments').select('id').where('user_id', '=', leaving.user.id).execute(),
      db.selectFrom('update_zans').select('update_id').where('user_id', '=', leaving.user.id).execute(),
      db.selectFrom('update_images').select('file_id').where('update_id', '=', theirs.id).execute(),
    ]);
    assert.deepEqual(left, [[], [], [], []]);
  });
});
