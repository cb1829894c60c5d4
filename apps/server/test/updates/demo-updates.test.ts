// The square's demo data: updates with images, likes and comments over recent weeks, in the
// order the square pages them, and news waiting on a ready account's Me page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer, type TestServer } from '../support/harness.ts';

const COUNT = 16;
const DAY = 86_400_000;

describe('demo updates on a fresh database', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startServer();
    const seeded = await server.app.demo.seed(COUNT);
    assert.ok(seeded.seeded);
    const account = seeded.accounts[0] as { phone: string; password: string };
    const login = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(login.code, 0, login.msg);
    token = login.data.token;
  });
  after(() => server.close());

  test('updates over the last weeks, newest first, many with images that are served', async () => {
    const page = await server.call('/api/updates/getUpdatesList', { type: 'latest', pageSize: 100 }, { token });
    assert.equal(page.code, 0);
    const list = page.data.list as Array<{
      id: number;
      create_time: number;
      content: string;
      images: Array<{ url: string; thumb: string }>;
    }>;
    assert.ok(list.length >= COUNT, `${list.length} updates`);
    const times = list.map((item) => item.create_time);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'ids follow time, so the square is newest first',
    );
    const now = server.clock.now();
    assert.ok(times.every((time) => time < now && time > now - 5 * 7 * DAY));
    assert.ok((times.at(-1) as number) < now - 7 * DAY, 'spread over weeks, not one day');
    const withImages = list.filter((item) => item.images.length > 0);
    assert.ok(withImages.length >= list.length / 3, `${withImages.length} of ${list.length} have images`);
    for (const item of withImages.slice(0, 3)) {
      assert.equal((await fetch(server.url + (item.images[0] as { thumb: string }).thumb)).status, 200);
    }
    assert.ok(list.every((item) => item.content !== '' || item.images.length > 0));
  });

  test('likes and comments on them, and news for the ready account', async () => {
    const db = server.database().kysely;
    const zans = await db.selectFrom('update_zans').select('update_id').execute();
    const comments = await db.selectFrom('comments').select(['id', 'reply_id']).execute();
    assert.ok(zans.length > COUNT, `${zans.length} likes`);
    assert.ok(comments.length > COUNT / 2, `${comments.length} comments`);
    assert.ok(
      comments.some((row) => row.reply_id != null),
      'some comments are replies',
    );
    const notice = await server.call('/api/updates/getUpdatesNotice', {}, { token });
    assert.equal(notice.code, 0);
    assert.ok(notice.data.total > 0, 'the ready account has news on Me from the first login');
  });
});
