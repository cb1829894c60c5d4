// Quotas under real concurrency: reports per day (REPORTS_PER_DAY), feedback per day (FEEDBACK_PER_DAY) and the
// bytes a user stores (UPLOAD_QUOTA_BYTES). Every round starts with room for one and sends several requests at once, spread over the
// instances: exactly one may pass, the others are refused with the quota's code, never a 5xx. Then the one that
// passed is undone (a report aged by SQL, a file deleted with its photo) for the next round. Run on one instance
// and on two, the second its own process over the same store (process-instance.ts says why a process); on
// PostgreSQL with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { CODE, FEEDBACK_PER_DAY, REPORTS_PER_DAY } from '@kk/contract';
import sharp from 'sharp';
import { processImage } from '../../src/platform/images/image.ts';
import { usingRedis } from '../support/harness.ts';
import { upload } from '../support/images.ts';
import type { Instance } from '../support/process-instance.ts';
import { ok, type Race, signUp, startRace, TOPOLOGIES, theOneThatPassed } from '../support/race-fixtures.ts';

const ROUNDS = 60;
/** Each of its rounds re-encodes RACERS images of some kilobytes. */
const QUOTA_ROUNDS = 15;
/** Each of its rounds is a new person (the limiter's day cannot be moved back by SQL). */
const FEEDBACK_ROUNDS = 10;
/** Requests sent at once in a round, one of which fits. */
const RACERS = 8;
const DAY = 24 * 60 * 60 * 1000;

for (const topology of TOPOLOGIES) {
  describe(`quotas raced on ${topology}`, () => {
    let race: Race;
    // Noise, so the stored file weighs some kilobytes: the quota fits `fit` of it and a half.
    let quotaImage: Buffer;
    let storedSize: number;
    const fit = 4;
    before(async () => {
      quotaImage = await sharp(randomBytes(48 * 48 * 3), { raw: { width: 48, height: 48, channels: 3 } })
        .png()
        .toBuffer();
      storedSize = (await processImage(quotaImage, 40_000_000)).data.length;
      race = await startRace(topology, { UPLOAD_QUOTA_BYTES: String(fit * storedSize + Math.floor(storedSize / 2)) });
    });
    after(() => race.close());

    test(`reports: ${ROUNDS} rounds of ${RACERS} at once, one below ${REPORTS_PER_DAY} a day`, async () => {
      // The process's clock is the system's: the manual one joins it, so both count the same day.
      race.local.clock.advance(Date.now() - race.local.clock.now());
      const [me, him] = [await signUp(race.local), await signUp(race.local)];
      const report = (server: Instance) =>
        server.call(
          '/api/report/addReport',
          { target_type: 1, target_id: him.user.id, reason: 1 },
          { token: me.token },
        );
      const db = race.local.database().kysely;
      const today = async () =>
        (
          await db
            .selectFrom('reports')
            .select('id')
            .where('reporter_id', '=', me.user.id)
            .where('create_time', '>', race.local.clock.now() - DAY)
            .execute()
        ).length;
      for (let i = 0; i < REPORTS_PER_DAY - 1; i++) {
        const answer = await report(race.to(i));
        assert.equal(answer.code, 0, answer.msg);
      }
      for (let round = 0; round < ROUNDS; round++) {
        const where = `reports, round ${round}`;
        const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => report(race.to(i + round))));
        const passed = theOneThatPassed(answers, CODE.tooManyRequests, where);
        assert.equal(await today(), REPORTS_PER_DAY, where);
        assert.equal((await report(race.to(round))).code, CODE.tooManyRequests, `${where}: full`);
        // The one that passed moved out of the day by SQL, as no clock of a process can be moved (two days back: the
        // manual clock stands a moment behind the process's).
        await db
          .updateTable('reports')
          .set((eb) => ({ create_time: eb('create_time', '-', 2 * DAY) }))
          .where('id', '=', passed.data.id)
          .execute();
      }
    });

    // The feedback cap is a rate limit: shared by instances through Redis, per process without it (several
    // instances need REDIS_URL, docs/operations.md), so over two instances it is raced only with TEST_REDIS_URL.
    if (topology === 'one instance' || usingRedis) {
      test(`feedback: ${FEEDBACK_ROUNDS} rounds of ${RACERS} at once, one below ${FEEDBACK_PER_DAY} a day`, async () => {
        // The process's clock is the system's: the manual one joins it, so both count the same day.
        race.local.clock.advance(Date.now() - race.local.clock.now());
        for (let round = 0; round < FEEDBACK_ROUNDS; round++) {
          const where = `feedback, round ${round}`;
          const me = await signUp(race.local);
          const send = (server: Instance, i: number) =>
            server.call('/api/feedback/addFeedback', { category: 1, content: `意见${i}` }, { token: me.token });
          for (let i = 0; i < FEEDBACK_PER_DAY - 1; i++)
            await ok(race.to(i), '/api/feedback/addFeedback', { category: 1, content: `意见${i}` }, me);
          const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(race.to(i + round), i)));
          theOneThatPassed(answers, CODE.tooManyRequests, where);
          const list = await ok(race.to(round + 1), '/api/feedback/getMyFeedbackList', { page: 1, pageSize: 20 }, me);
          assert.equal(list.total, FEEDBACK_PER_DAY, where);
        }
      });
    }

    test(`the upload quota: ${QUOTA_ROUNDS} rounds of ${RACERS} uploads at once with room for one`, async () => {
      const me = await signUp(race.local);
      const send = (i: number) => upload(race.to(i).url, me.token, quotaImage, `q${i}.png`, 'image/png');
      for (let i = 0; i < fit - 1; i++) assert.equal((await send(i)).code, 0);
      for (let round = 0; round < QUOTA_ROUNDS; round++) {
        const where = `quota, round ${round}`;
        const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(i + round)));
        const accepted = theOneThatPassed(answers, CODE.uploadQuotaExceeded, where);
        assert.equal(accepted.data.size, storedSize);
        assert.equal((await send(round)).code, CODE.uploadQuotaExceeded, `${where}: full`);
        // Freed through the API: a photo's file goes with the photo.
        const { list } = await ok(race.to(round), '/api/userPhoto/addUserPhoto', { fileIds: [accepted.data.id] }, me);
        await ok(race.to(round + 1), '/api/userPhoto/deleteUserPhoto', { id: list[0].id }, me);
      }
      const files = await race.local
        .database()
        .kysely.selectFrom('files')
        .select('size')
        .where('user_id', '=', me.user.id)
        .execute();
      assert.equal(files.length, fit - 1);
    });
  });
}
