// Caps under real concurrency: the album (PHOTO_LIMIT photos) and a user's emotes (CHAT.myEmoteMax). Every
// round starts one below the cap and sends several additions at once, spread over the instances: exactly one may
// pass, the others are refused with the cap's code, never a 5xx, and the lists show the cap reached and not passed.
// Then the one that passed is deleted for the next round. Run on one instance and on two, the second its own
// process over the same store (process-instance.ts says why a process); on PostgreSQL with TEST_DATABASE_URL /
// TEST_REDIS_URL. quotas-race.test.ts does the same for reports per day and the upload quota.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CHAT, CODE, IMAGE_PICK_MAX, PHOTO_LIMIT } from '@kk/contract';
import type { Instance } from '../support/process-instance.ts';
import { ok, type Race, signUp, startRace, TOPOLOGIES, theOneThatPassed, uploads } from '../support/race-fixtures.ts';

const ROUNDS = 40;
/** Additions sent at once in a round, one of which fits under the cap. */
const RACERS = 8;

for (const topology of TOPOLOGIES) {
  describe(`caps raced on ${topology}`, () => {
    let race: Race;
    before(async () => {
      race = await startRace(topology);
    });
    after(() => race.close());

    test(`the album: ${ROUNDS} rounds of ${RACERS} additions at once to an album one below ${PHOTO_LIMIT}`, async () => {
      const me = await signUp(race.local);
      const first = await uploads(race.local, me, PHOTO_LIMIT - 1);
      for (let i = 0; i < first.length; i += IMAGE_PICK_MAX) {
        await ok(race.local, '/api/userPhoto/addUserPhoto', { fileIds: first.slice(i, i + IMAGE_PICK_MAX) }, me);
      }
      const album = async (server: Instance) =>
        (await ok(server, '/api/userPhoto/getUserPhotoList', { userId: me.user.id }, me)).total;
      assert.equal(await album(race.local), PHOTO_LIMIT - 1);
      // The refused files race again in the next round; the one added goes with its photo and is replaced.
      const racing = await uploads(race.local, me, RACERS);
      for (let round = 0; round < ROUNDS; round++) {
        const where = `album, round ${round}`;
        const answers = await Promise.all(
          racing.map((fileId, i) =>
            race.to(i + round).call('/api/userPhoto/addUserPhoto', { fileIds: [fileId] }, { token: me.token }),
          ),
        );
        const added = theOneThatPassed(answers, CODE.photoLimitReached, where);
        assert.equal(await album(race.to(round)), PHOTO_LIMIT, where);
        // One below the cap again: the next round's answers show it.
        await ok(race.to(round + 1), '/api/userPhoto/deleteUserPhoto', { id: added.data.list[0].id }, me);
        racing[answers.indexOf(added)] = (await uploads(race.local, me, 1))[0] as string;
      }
    });

    test(`emotes: ${ROUNDS} rounds of ${RACERS} additions at once, one below ${CHAT.myEmoteMax}`, async () => {
      const me = await signUp(race.local);
      const first = await uploads(race.local, me, CHAT.myEmoteMax - 1);
      await Promise.all(first.map((fileId) => ok(race.local, '/api/emote/addUserEmote', { fileId }, me)));
      const mine = async (server: Instance) =>
        (await ok(server, '/api/emote/getMyEmote', { page: 1, pageSize: 10 }, me)).total;
      assert.equal(await mine(race.local), CHAT.myEmoteMax - 1);
      // The same images race every round: the one added is deleted again, and an image can be added anew.
      const racing = await uploads(race.local, me, RACERS);
      for (let round = 0; round < ROUNDS; round++) {
        const where = `emotes, round ${round}`;
        const answers = await Promise.all(
          racing.map((fileId, i) =>
            race.to(i + round).call('/api/emote/addUserEmote', { fileId }, { token: me.token }),
          ),
        );
        const added = theOneThatPassed(answers, CODE.emoteLimitReached, where);
        assert.equal(await mine(race.to(round)), CHAT.myEmoteMax, where);
        await ok(race.to(round + 1), '/api/emote/deleteMyEmote', { id: added.data.id }, me);
      }
    });
  });
}
