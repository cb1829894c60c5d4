// verifiedOnly on the feed and search (docs/feed.md "Filters"; docs/decisions/0091-verified-photos.md): only
// verified members, paging over a snapshot still exact. Two instances: instances.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startServer, type TestServer } from '../support/harness.ts';
import { addPeople, feedIds, viewer } from '../support/people-fixtures.ts';

describe('verifiedOnly', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('the feed, page after page over its snapshot, and search find verified members only', async () => {
    const me = await viewer(server);
    const verified = await addPeople(server, 25, { verified: 1 });
    const others = await addPeople(server, 30);
    // Names to search for: 星星 and a number each (names are unique).
    await server
      .database()
      .kysely.updateTable('users')
      .set({ username: sql<string>`'星星' || cast(id as text)` })
      .where('id', 'in', [...verified, ...others])
      .execute();
    const all = await feedIds(server, me.token, {}, 10);
    for (const id of [...verified, ...others]) assert.ok(all.includes(id));
    const only = await feedIds(server, me.token, { verifiedOnly: true }, 10);
    assert.deepEqual([...only].sort(), [...verified].sort());
    assert.equal(new Set(only).size, only.length);
    const first = await server.call(
      '/api/user/getRecommendList',
      { page: 1, pageSize: 10, verifiedOnly: true },
      { token: me.token },
    );
    assert.equal(first.data.total, 25);
    assert.ok(first.data.list.every((card: { verified: number }) => card.verified === 1));

    const search = await server.call(
      '/api/user/searchUser',
      { keyword: '星星', page: 1, pageSize: 100, verifiedOnly: true },
      { token: me.token },
    );
    assert.equal(search.data.total, 25);
    assert.deepEqual(search.data.list.map((card: { id: number }) => card.id).sort(), [...verified].sort());
    const everyone = await server.call(
      '/api/user/searchUser',
      { keyword: '星星', page: 1, pageSize: 100 },
      { token: me.token },
    );
    assert.equal(everyone.data.total, 55);
    const wrong = await server.call(
      '/api/user/searchUser',
      { keyword: '星星', page: 1, pageSize: 10, verifiedOnly: 'yes' },
      { token: me.token },
    );
    assert.equal(wrong.code, -2222);
  });
});
