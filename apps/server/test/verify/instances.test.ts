// Verified photos on two instances of one store (SQLite file, or PostgreSQL + Redis): two sends of one challenge
// on both at once make one pending verification; two operators reviewing one verification on both, one review;
// an approval on one is on the other's feed (at once on its cards; in its filtered ranking once its pool is read
// again, at most FEED_POOL_TTL_MS: docs/feed.md "Freshness"), and a badge lost on one is never shown under the
// filter on the other.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loginOperator } from '../support/console.ts';
import { startServers, type TestServer } from '../support/harness.ts';
import { feedIds, viewer } from '../support/people-fixtures.ts';
import { queueItem, setAvatar, uploaded, verify } from '../support/verify-fixtures.ts';

const FEED_POOL_TTL_MS = 60_000;

describe('verified photos on two instances', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('an approval on one instance is on the other’s feed; a badge lost is never shown under the filter', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const operator = await loginOperator(b);
    const me = await viewer(a);
    const her = await viewer(a, { gender: 2 });
    const avatar = await uploaded(a, her, 70);
    await setAvatar(a, her, avatar.url);
    // A's pool of the place is read, without her badge.
    assert.ok(!(await feedIds(a, me.token, { verifiedOnly: true })).includes(her.id));
    assert.ok((await feedIds(a, me.token)).includes(her.id));

    await verify(b, her, operator);
    // Her card on A says so at once (cards are read fresh), and B's feed ranks her under the filter at once.
    const cards = await a.call('/api/user/getRecommendList', { page: 1, pageSize: 50 }, { token: me.token });
    assert.equal(cards.data.list.find((card: { id: number }) => card.id === her.id)?.verified, 1);
    b.clock.advance(FEED_POOL_TTL_MS + 1);
    assert.ok((await feedIds(b, me.token, { verifiedOnly: true })).includes(her.id));
    // A's filtered ranking has her once its pool is read again (docs/feed.md "Freshness": at most FEED_POOL_TTL_MS).
    a.clock.advance(FEED_POOL_TTL_MS + 1);
    const ranked = await a.call(
      '/api/user/getRecommendList',
      { page: 1, pageSize: 50, verifiedOnly: true },
      { token: me.token },
    );
    assert.ok(ranked.data.list.some((card: { id: number }) => card.id === her.id));

    // She changes her avatar on B: A's snapshot still ranks her, but no page under the filter shows her.
    await setAvatar(b, her, (await uploaded(b, her, 71)).url);
    const again = await a.call(
      '/api/user/getRecommendList',
      { page: 1, pageSize: 50, verifiedOnly: true, snapshot: ranked.data.snapshot },
      { token: me.token },
    );
    assert.equal(again.data.snapshot, ranked.data.snapshot);
    assert.ok(!again.data.list.some((card: { id: number }) => card.id === her.id));
  });

  test('two sends of one challenge, one on each instance, make one pending verification', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const her = await viewer(a, { gender: 2 });
    const operator = await loginOperator(a);
    for (let round = 0; round < 3; round++) {
      const challenge = (await a.call('/api/verify/getChallenge', {}, { token: her.token })).data.challenge_id;
      const files = await Promise.all([uploaded(a, her, 50 + round), uploaded(b, her, 60 + round)]);
      const answers = await Promise.all(
        ([a, b] as const).map((server, i) =>
          server.call('/api/verify/submit', { challenge_id: challenge, fileId: files[i]?.id }, { token: her.token }),
        ),
      );
      const codes = answers.map((answer) => answer.code).sort();
      assert.equal(codes.filter((code) => code === 0).length, 1, `codes ${codes}`);
      assert.ok(
        codes.every((code) => code === 0 || code === -2914 || code === -2916),
        `codes ${codes}`,
      );
      const list = await operator.call('/api/console/getVerificationList', { page: 1, pageSize: 100 });
      const mine = list.data.list.filter((item: { member: { id: number } }) => item.member.id === her.id);
      assert.equal(mine.length, 1);
      // Approved, so the next round may ask again.
      assert.equal((await operator.call('/api/console/reviewVerification', { id: mine[0].id, approve: true })).code, 0);
    }
  });

  test('two operators reviewing one verification on two instances: one review counts', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const her = await viewer(a, { gender: 2 });
    const [first, second] = [await loginOperator(a), await loginOperator(b)];
    const challenge = (await a.call('/api/verify/getChallenge', {}, { token: her.token })).data.challenge_id;
    const selfie = await uploaded(a, her, 55);
    await a.call('/api/verify/submit', { challenge_id: challenge, fileId: selfie.id }, { token: her.token });
    const item = await queueItem(first, her.id);
    const answers = await Promise.all([
      first.call('/api/console/reviewVerification', { id: item.id, approve: true }),
      second.call('/api/console/reviewVerification', { id: item.id, approve: false, reason: '不是本人' }, {}, b),
    ]);
    const codes = answers.map((answer) => answer.code).sort();
    assert.deepEqual(codes, [-2930, 0]);
    const status = (await b.call('/api/verify/getStatus', {}, { token: her.token })).data.status;
    const approved = answers[0]?.code === 0;
    assert.equal(status, approved ? 'approved' : 'rejected');
    const notices = await a.call('/api/notice/getNoticeList', { page: 1, pageSize: 20 }, { token: her.token });
    assert.equal(notices.data.list.filter((notice: { type: string }) => notice.type === 'system').length, 1);
  });
});
