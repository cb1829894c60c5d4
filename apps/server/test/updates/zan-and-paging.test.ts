// The square: one zan per user however often and from however many instances it is sent, and pages
// that neither repeat nor skip an update while new ones arrive.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServers, type TestServer } from '../support/harness.ts';
import { comment, ok, type Person, post, signUp } from '../support/square-fixtures.ts';

let servers: TestServer[];
let one: TestServer;
let two: TestServer;
before(async () => {
  servers = await startServers(2);
  [one, two] = servers as [TestServer, TestServer];
});
after(async () => {
  for (const server of servers) await server.close();
});

const zan = (server: TestServer, who: Person, id: number) =>
  server.call('/api/updates/zanUpdates', { id }, { token: who.token });

describe('zan', () => {
  test('a toggle: like, unlike, like again; the lists show the state and count', async () => {
    const [author, fan] = [await signUp(one), await signUp(one)];
    const item = await post(one, author, '点赞我');
    const states: number[] = [];
    for (let i = 0; i < 3; i++) states.push((await ok(one, '/api/updates/zanUpdates', { id: item.id }, fan)).is_zan);
    assert.deepEqual(states, [1, 0, 1]);
    const seen = await ok(one, '/api/updates/getUpdatesDetail', { id: item.id }, fan);
    assert.deepEqual([seen.is_zan, seen.zan_count], [1, 1]);
    const byAuthor = await ok(one, '/api/updates/getUpdatesList', { type: 'user', userId: author.user.id }, author);
    assert.deepEqual([byAuthor.list[0].is_zan, byAuthor.list[0].zan_count], [0, 1]);
  });

  test('sent concurrently by one user from two instances: each answer is a real flip, one like at most', async () => {
    const [author, fan] = [await signUp(one), await signUp(one)];
    const item = await post(one, author, '并发点赞');
    const sends = 11;
    const answers = await Promise.all(
      Array.from({ length: sends }, (_, i) => zan(i % 2 === 0 ? one : two, fan, item.id)),
    );
    for (const answer of answers) assert.equal(answer.code, 0, answer.msg);
    const likes = answers.filter((answer) => answer.data.is_zan === 1).length;
    assert.equal(likes, Math.ceil(sends / 2), 'toggles ran one after another: likes and unlikes alternate');
    // Ordered by the count each answered, they are 1, 0, 1, 0 ...: no two answers saw the same state.
    const counts = answers.map((answer) => answer.data.zan_count);
    assert.ok(
      counts.every((count) => count === 0 || count === 1),
      `counts ${counts}`,
    );
    const final = await ok(two, '/api/updates/getUpdatesDetail', { id: item.id }, fan);
    assert.deepEqual([final.is_zan, final.zan_count], [1, 1], 'an odd number of toggles leaves one like');
    const rows = await one
      .database()
      .kysely.selectFrom('update_zans')
      .selectAll()
      .where('update_id', '=', item.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  test('many people liking at once from two instances: every like counted once', async () => {
    const author = await signUp(one);
    const fans = await Promise.all(Array.from({ length: 8 }, () => signUp(one)));
    const item = await post(one, author, '大家一起点赞');
    const answers = await Promise.all(fans.map((fan, i) => zan(i % 2 === 0 ? one : two, fan, item.id)));
    for (const answer of answers) assert.deepEqual([answer.code, answer.data.is_zan], [0, 1]);
    const counts = answers.map((answer) => answer.data.zan_count).sort((a, b) => a - b);
    assert.equal(counts.at(-1), fans.length, 'the last to commit counts every like');
    assert.equal((await ok(two, '/api/updates/getUpdatesDetail', { id: item.id }, author)).zan_count, fans.length);
  });

  test('a like and a deletion racing: the like lands before or answers -2501, never a 500', async () => {
    const [author, fan] = [await signUp(one), await signUp(one)];
    for (let round = 0; round < 5; round++) {
      const item = await post(one, author, `第${round}条`);
      const [liked, commented, deleted] = await Promise.all([
        zan(two, fan, item.id),
        two.call('/api/comment/addComment', { updates_id: item.id, content: '抢沙发' }, { token: fan.token }),
        one.call('/api/updates/deleteUpdates', { id: item.id }, { token: author.token }),
      ]);
      assert.equal(deleted.code, 0);
      assert.ok([0, -2501].includes(liked.code), `zan answered ${liked.code}`);
      assert.ok([0, -2501].includes(commented.code), `comment answered ${commented.code}`);
      const db = one.database().kysely;
      assert.deepEqual(await db.selectFrom('update_zans').selectAll().where('update_id', '=', item.id).execute(), []);
      assert.deepEqual(await db.selectFrom('comments').selectAll().where('update_id', '=', item.id).execute(), []);
    }
  });
});

describe('paging', () => {
  test('pages neither repeat nor skip while new updates arrive; a fresh first page shows them', async () => {
    const author = await signUp(one);
    const keyword = `分页${author.user.id}`;
    const early: number[] = [];
    for (let i = 0; i < 25; i++) early.push((await post(one, author, `${keyword} 第${i}条`)).id);
    const lists = [
      ['/api/updates/getUpdatesList', { type: 'user', userId: author.user.id }],
      ['/api/updates/searchUpdates', { keyword }],
    ] as const;
    for (const [path, body] of lists) {
      const first = await ok(one, path, { ...body, page: 1, pageSize: 10 }, author);
      assert.equal(first.total, early.length);
      const seen: number[] = first.list.map((item: { id: number }) => item.id);
      // Others post between the pages, on both instances.
      const late = [(await post(one, author, `${keyword} 新的`)).id, (await post(two, author, `${keyword} 新的`)).id];
      for (let page = 2; page <= 3; page++) {
        const server = page === 2 ? two : one;
        const next = await ok(server, path, { ...body, page, pageSize: 10, before: first.before }, author);
        assert.equal(next.before, first.before, 'the cursor stays');
        assert.equal(next.total, first.total, 'the total of the frozen list');
        seen.push(...next.list.map((item: { id: number }) => item.id));
        await post(one, author, `${keyword} 又一条`);
      }
      assert.deepEqual(seen, [...early].reverse(), `${path}: every early update once, newest first`);
      const fresh = await ok(one, path, { ...body, page: 1, pageSize: 10 }, author);
      assert.ok(fresh.before > first.before);
      assert.ok(late.every((id) => fresh.list.some((item: { id: number }) => item.id === id)));
      // Delete the extra ones so the next list starts from the same 25.
      for (const item of fresh.list.filter((entry: { id: number }) => !early.includes(entry.id))) {
        await ok(one, '/api/updates/deleteUpdates', { id: item.id }, author);
      }
    }
  });

  test('the latest square pages through everything posted before the first page, once', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signUp(one)));
    for (let i = 0; i < 12; i++) await post(one, people[i % 3] as Person, `广场 ${i}`);
    const viewer = people[0] as Person;
    const first = await ok(one, '/api/updates/getUpdatesList', { type: 'latest', page: 1, pageSize: 7 }, viewer);
    const seen: number[] = first.list.map((item: { id: number }) => item.id);
    for (let page = 2; seen.length < first.total; page++) {
      await post(two, people[page % 3] as Person, '插队');
      const next = await ok(
        two,
        '/api/updates/getUpdatesList',
        { type: 'latest', page, pageSize: 7, before: first.before },
        viewer,
      );
      assert.ok(next.list.length > 0, 'no page comes back empty before the total is reached');
      seen.push(...next.list.map((item: { id: number }) => item.id));
    }
    assert.equal(new Set(seen).size, seen.length, 'no repeats');
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => b - a),
      'newest first',
    );
    assert.ok(seen.every((id) => id <= first.before));
    assert.equal(seen.length, first.total);
  });

  test('comments page oldest first; new comments only add to the end', async () => {
    const [author, other] = [await signUp(one), await signUp(one)];
    const item = await post(one, author, '评论分页');
    const written: number[] = [];
    for (let i = 0; i < 7; i++) written.push((await comment(one, i % 2 ? other : author, item.id, `评论${i}`)).id);
    const page1 = await ok(one, '/api/comment/getCommentList', { updates_id: item.id, page: 1, pageSize: 4 }, other);
    await comment(two, other, item.id, '后来的');
    const page2 = await ok(two, '/api/comment/getCommentList', { updates_id: item.id, page: 2, pageSize: 4 }, other);
    const ids = [...page1.list, ...page2.list].map((c: { id: number }) => c.id);
    assert.deepEqual(ids.slice(0, 7), written);
    assert.equal(page2.total, 8);
  });
});
