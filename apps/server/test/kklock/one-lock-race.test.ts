// The kk lock's one-per-person rules raced round after round: a person is in one lock at most, however many of
// the requests to them (or of one person's requests to others) are accepted at once; and a person has one pending
// request to another, however often it is sent at once. Run on one instance and on two, the second its own process
// over the same store (process-instance.ts says why a process: random-interleavings.test.ts's two instances share
// one process, where SQLite cannot interleave two requests); on PostgreSQL with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE } from '@kk/contract';
import type { Instance } from '../support/process-instance.ts';
import { type Answer, type Race, signUp, startRace, TOPOLOGIES } from '../support/race-fixtures.ts';
import { kk, ok, type Someone } from './kklock-fixtures.ts';

const ROUNDS = 30;
const SUITORS = 3;
/** Copies of one request sent at once. */
const COPIES = 8;

/** What an accept may answer when another accept got there first: never a 5xx or -1. */
const REFUSED: readonly number[] = [CODE.kkLockSelfLocked, CODE.kkLockTargetLocked, CODE.kkLockNotPending];

async function someone(race: Race): Promise<Someone> {
  const account = await signUp(race.local);
  return { token: account.token, id: Number(account.user.id) };
}

/** The one accept of a round that locked; every other one refused, none a 5xx. */
function oneAccepted(answers: Answer[], where: string): number {
  for (const answer of answers) {
    assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
    if (answer.code !== 0) assert.ok(REFUSED.includes(answer.code), `${where}: ${answer.code} ${answer.msg}`);
  }
  const accepted = answers.flatMap((answer, i) => (answer.code === 0 ? [i] : []));
  assert.equal(accepted.length, 1, `${where}: ${accepted.length} of ${answers.length} accepts locked`);
  return accepted[0] as number;
}

/** Who `person` is locked with, as their user info says (0: no one). */
async function partnerOf(server: Instance, person: Someone): Promise<number> {
  const info = ok(await kk(server, person).info(), 'getUserInfo');
  assert.equal(info.kk_lock, info.kk_lock_target_id === 0 ? 0 : 1, 'kk_lock and kk_lock_target_id agree');
  return info.kk_lock_target_id;
}

for (const topology of TOPOLOGIES) {
  describe(`the kk lock raced on ${topology}`, () => {
    let race: Race;
    before(async () => {
      race = await startRace(topology);
    });
    after(() => race.close());

    test(`one lock per person: ${ROUNDS} rounds of ${SUITORS} accepts at once, to one person and of one person`, async () => {
      const { local, to } = race;
      // Requests to `chosen` from every suitor; requests from `asker` to every one asked.
      const [chosen, asker] = [await someone(race), await someone(race)];
      const suitors = await Promise.all(Array.from({ length: SUITORS }, () => someone(race)));
      const asked = await Promise.all(Array.from({ length: SUITORS }, () => someone(race)));
      for (let round = 0; round < ROUNDS; round++) {
        const where = `round ${round}`;
        const toChosen: string[] = [];
        const fromAsker: string[] = [];
        for (let i = 0; i < SUITORS; i++) {
          toChosen.push(ok(await kk(local, suitors[i] as Someone).apply(chosen), 'apply').message_id);
          fromAsker.push(ok(await kk(local, asker).apply(asked[i] as Someone), 'apply').message_id);
        }
        const [chosenAnswers, askedAnswers] = await Promise.all([
          Promise.all(toChosen.map((id, i) => kk(to(i + round), chosen).accept(id))),
          Promise.all(fromAsker.map((id, i) => kk(to(i + round + 1), asked[i] as Someone).accept(id))),
        ]);
        const suitor = suitors[oneAccepted(chosenAnswers, `${where}, to one person`)] as Someone;
        const one = asked[oneAccepted(askedAnswers, `${where}, of one person`)] as Someone;

        // What the people see: the two pairs locked, everyone else free, and only the winning requests accepted.
        const view = to(round);
        assert.equal(await partnerOf(view, chosen), suitor.id, where);
        assert.equal(await partnerOf(view, asker), one.id, where);
        for (const person of suitors) {
          assert.equal(await partnerOf(view, person), person === suitor ? chosen.id : 0, `${where}: a suitor's lock`);
        }
        for (const person of asked) {
          assert.equal(await partnerOf(view, person), person === one ? asker.id : 0, `${where}: an asked one's lock`);
        }
        const toChosenStates = await Promise.all(
          toChosen.map(async (id, i) => ok(await kk(view, suitors[i] as Someone).status(id)).state),
        );
        assert.deepEqual(
          toChosenStates.filter((state) => state === 'accepted'),
          ['accepted'],
          `${where}: ${toChosenStates}`,
        );
        const fromAskerStates = await Promise.all(
          fromAsker.map(async (id) => ok(await kk(view, asker).status(id)).state as string),
        );
        assert.deepEqual(
          fromAskerStates.filter((state) => state === 'accepted'),
          ['accepted'],
          `${where}: ${fromAskerStates}`,
        );
        assert.ok(![...toChosenStates, ...fromAskerStates].includes('pending'), `${where}: the others resolved`);

        // Both locks end, for the next round.
        ok(await kk(to(round + 1), chosen).disconnect(), 'cancelKkLockUser');
        ok(await kk(to(round), asker).disconnect(), 'cancelKkLockUser');
      }
    });

    test(`one pending request per pair: ${ROUNDS} rounds of ${COPIES} copies of one request at once`, async () => {
      const { local, to } = race;
      const [from, asked] = [await someone(race), await someone(race)];
      for (let round = 0; round < ROUNDS; round++) {
        const where = `round ${round}`;
        const answers = await Promise.all(
          Array.from({ length: COPIES }, (_, i) => kk(to(i + round), from).apply(asked)),
        );
        for (const answer of answers) {
          assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
          assert.equal(answer.code, 0, `${where}: ${answer.code} ${answer.msg}`);
          assert.equal(answer.data.state, 'pending', where);
        }
        const ids = new Set(answers.map((answer) => answer.data.message_id as string));
        assert.equal(ids.size, 1, `${where}: ${ids.size} pending requests for one pair`);
        const [id] = ids as unknown as [string];
        // The one the person asked sees; withdrawn for the next round.
        assert.equal(ok(await kk(to(round + 1), asked).status(id)).state, 'pending', where);
        ok(await kk(local, from).cancel(id), 'cancelKkLock');
      }
    });
  });
}
