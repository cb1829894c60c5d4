// Matches: two people who each liked the other, once per pair. Both get a `match` frame (the other person) in
// their stream and a `match` notice; the list is newest first; taking back a like, or a block, ends the match.
// Both liking at the same moment, by real concurrent requests, makes exactly one match and one frame each: on one
// instance and on two, the second its own process over the same store (process-instance.ts says why); on
// PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { notices, replay } from '../support/notice-fixtures.ts';
import { ok, startRace, TOPOLOGIES } from '../support/race-fixtures.ts';
import type { Person } from '../support/square-fixtures.ts';

const matchList = (server: TestServer, who: Person) =>
  ok(server, '/api/user/getMatchList', { page: 1, pageSize: 50 }, who);

describe('matches', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('a like returned is a match: both hear it once, live and on a catch-up, and see it listed', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const [socketA, socketB] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    await ok(server, '/api/chat/zan', { userId: b.user.id }, a);
    await socketA.flush();
    await socketB.flush();
    assert.deepEqual([socketA.drain('match'), socketB.drain('match')], [[], []], 'one like is no match');
    assert.deepEqual((await matchList(server, a)).list, []);

    server.clock.advance(5_000);
    const matchTime = server.clock.now();
    await ok(server, '/api/chat/zan', { userId: a.user.id }, b);
    const [toA, toB] = [await socketA.next('match'), await socketB.next('match')];
    assert.equal(toA.data.user.id, b.user.id, 'each hears of the other person');
    assert.equal(toB.data.user.id, a.user.id);
    assert.equal(toA.data.user.phone, undefined, 'the public profile only');
    assert.deepEqual([toA.data.match_time, toB.data.match_time], [matchTime, matchTime]);
    assert.equal(typeof toA.seq, 'number');
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { list, total } = await matchList(server, who);
      assert.equal(total, 1);
      assert.deepEqual([list[0].id, list[0].match_time], [other.user.id, matchTime]);
      const told = (await notices(server, who, 'match')).list;
      assert.deepEqual(
        told.map((item: { from_user: { id: number } }) => item.from_user.id),
        [other.user.id],
      );
    }
    // The stream keeps it: a reconnect replays it, once.
    const replayed = (await replay(server, a)).filter((frame) => frame.type === 'match');
    assert.deepEqual(
      replayed.map((frame) => [frame.seq, frame.data]),
      [[toA.seq, toA.data]],
    );

    // Newest first: a matches c later.
    server.clock.advance(5_000);
    await ok(server, '/api/chat/zan', { userId: c.user.id }, a);
    await ok(server, '/api/chat/zan', { userId: a.user.id }, c);
    assert.deepEqual(
      (await matchList(server, a)).list.map((item: { id: number }) => item.id),
      [c.user.id, b.user.id],
    );

    // Taking back a like ends the match; liking again makes a new one, told again.
    await ok(server, '/api/chat/zan', { userId: a.user.id }, b);
    assert.deepEqual(
      (await matchList(server, a)).list.map((item: { id: number }) => item.id),
      [c.user.id],
    );
    assert.equal((await matchList(server, b)).total, 0);
    assert.ok(!(await replay(server, b)).some((frame) => frame.type === 'match'), 'an ended match is not replayed');
    await ok(server, '/api/chat/zan', { userId: a.user.id }, b);
    await socketA.next('match', (frame) => frame.data.user.id === b.user.id);
    assert.equal((await matchList(server, b)).total, 1);

    // A block ends it, and it is not listed while blocked.
    await ok(server, '/api/chat/blockUser', { userId: a.user.id }, c);
    assert.deepEqual(
      (await matchList(server, a)).list.map((item: { id: number }) => item.id),
      [b.user.id],
    );
    assert.equal((await matchList(server, c)).total, 0);
    await ok(server, '/api/chat/blockUser', { userId: a.user.id }, c);
    assert.equal((await matchList(server, c)).total, 0, 'unblocking restores no like, so no match');
    await socketA.close();
    await socketB.close();
  });
});

/** Pairs liking each other at once, per topology: enough rounds for a missing lock to show. */
const PAIRS = 8;

for (const topology of TOPOLOGIES) {
  describe(`both like at the same moment (${topology})`, () => {
    test('exactly one match per pair, one match frame for each person', async () => {
      const race = await startRace(topology);
      try {
        const pairs: Array<[Person, Person]> = [];
        for (let i = 0; i < PAIRS; i++) pairs.push([await signUp(race.local), await signUp(race.local)]);
        await Promise.all(
          pairs.flatMap(([a, b]) => [
            race.to(0).call('/api/chat/zan', { userId: b.user.id }, { token: a.token }),
            race.to(1).call('/api/chat/zan', { userId: a.user.id }, { token: b.token }),
          ]),
        );
        const db = race.local.database().kysely;
        for (const [a, b] of pairs) {
          const rows = await db
            .selectFrom('matches')
            .selectAll()
            .where('user_low', '=', Math.min(a.user.id, b.user.id))
            .where('user_high', '=', Math.max(a.user.id, b.user.id))
            .execute();
          assert.equal(rows.length, 1, `one match row for ${a.user.id} and ${b.user.id}`);
          for (const [who, other] of [
            [a, b],
            [b, a],
          ] as const) {
            const frames = (await replay(race.local, who)).filter((frame) => frame.type === 'match');
            assert.deepEqual(
              frames.map((frame) => frame.data.user.id),
              [other.user.id],
              'one match frame each',
            );
            const told = (await notices(race.local, who, 'match')).total;
            assert.equal(told, 1, 'one match notice each');
          }
        }
      } finally {
        await race.close();
      }
    });
  });
}
