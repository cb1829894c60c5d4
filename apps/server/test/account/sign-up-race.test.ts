// One per person, for accounts, raced round after round: an SMS code is used once however many logins race with
// it, a registration code makes one account, and a user name belongs to one person however many choose it at
// once. Run on one
// instance and on two, the second its own process over the same store (process-instance.ts says why a process);
// on PostgreSQL with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE } from '@kk/contract';
import { newPhone } from '../support/harness.ts';
import { type Person, type Race, signUp, startRace, TOPOLOGIES } from '../support/race-fixtures.ts';

const ROUNDS = 20;
/** A code used once is cheap to race; a check-then-use slips through seldom, so many rounds. */
const CODE_ROUNDS = 100;
/** Each of its rounds hashes a password (scrypt, a few hundred milliseconds). */
const REGISTRATION_ROUNDS = 6;
/** Requests sent at once in a round. */
const RACERS = 6;

/** A name nobody else in the run chooses: two Chinese characters per round (no digits: they look like ids). */
function nameOf(round: number): string {
  return `同名${'甲乙丙丁戊己庚辛壬癸'[round % 10]}${'子丑寅卯辰巳午未申酉戌亥'[Math.floor(round / 10) % 12]}`;
}

for (const topology of TOPOLOGIES) {
  describe(`accounts raced on ${topology}`, () => {
    let race: Race;
    before(async () => {
      // A code every round for the same phone: no cooldown or hourly cap in the way.
      race = await startRace(topology, { SMS_COOLDOWN_SECONDS: '1', SMS_PER_HOUR: '1000', SMS_PER_DAY: '10000' });
      // The process's clock is the system's: the manual one joins it, so a code is live on both.
      race.local.clock.advance(Date.now() - race.local.clock.now());
    });
    after(() => race.close());

    test(`a code is used once: ${CODE_ROUNDS} rounds of ${RACERS} logins at once with one code`, async () => {
      const { local, to } = race;
      const me = await signUp(local);
      for (let round = 0; round < CODE_ROUNDS; round++) {
        const where = `round ${round}`;
        local.clock.advance(1_001);
        assert.equal((await local.call('/api/sms/sendSms', { phone: me.phone, type: 1 })).code, 0, where);
        const code = await local.lastCode(me.phone);
        const answers = await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            to(i + round).call('/api/login/loginByPhone', { phone: me.phone, code }),
          ),
        );
        for (const answer of answers) {
          assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
          if (answer.code !== 0) assert.equal(answer.code, CODE.wrongCode, `${where}: ${answer.msg}`);
        }
        const sessions = answers.filter((answer) => answer.code === 0);
        assert.equal(sessions.length, 1, `${where}: ${sessions.length} logins used the code`);
        const info = await to(round + 1).call('/api/user/getUserInfo', {}, { token: sessions[0]?.data.token });
        assert.equal(info.data?.id, me.user.id, `${where}: the session is the account's`);
      }
    });

    test(`one account per code: ${REGISTRATION_ROUNDS} rounds of ${RACERS} registrations at once with one code`, async () => {
      const { local, to } = race;
      for (let round = 0; round < REGISTRATION_ROUNDS; round++) {
        const where = `round ${round}`;
        const phone = newPhone();
        assert.equal((await local.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
        const code = await local.lastCode(phone);
        assert.equal((await local.call('/api/login/loginByPhone', { phone, code })).code, CODE.noSuchUser, where);
        const answers = await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            to(i + round).call('/api/login/loginByPhone', { phone, code, password: `pass-${i}-word` }),
          ),
        );
        for (const answer of answers) {
          assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
          if (answer.code !== 0) assert.equal(answer.code, CODE.wrongCode, `${where}: ${answer.msg}`);
        }
        const created = answers.flatMap((answer, i) => (answer.code === 0 ? [i] : []));
        assert.equal(created.length, 1, `${where}: ${created.length} registrations used the code`);
        // The account is the winner's: its session works, and its password opens it (one login a round: the
        // password throttle counts logins per address).
        const [winner] = created as [number];
        const info = await to(round + 1).call('/api/user/getUserInfo', {}, { token: answers[winner]?.data.token });
        assert.equal(info.code, 0, `${where}: ${info.msg}`);
        const login = await to(round).call('/api/login/loginByPasswd', {
          username: phone,
          password: `pass-${winner}-word`,
        });
        assert.equal(login.code, 0, `${where}: ${login.msg}`);
        assert.equal(login.data.user.id, info.data.id, `${where}: one account`);
      }
    });

    test(`one person per name: ${ROUNDS} rounds of ${RACERS} people choosing one name at once`, async () => {
      const { local, to } = race;
      const people: Person[] = await Promise.all(Array.from({ length: RACERS }, () => signUp(local)));
      for (let round = 0; round < ROUNDS; round++) {
        const where = `round ${round}`;
        const username = nameOf(round);
        const answers = await Promise.all(
          people.map((person, i) =>
            to(i + round).call('/api/user/updateUserInfo', { username }, { token: person.token }),
          ),
        );
        for (const answer of answers) {
          assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
          if (answer.code !== 0) assert.equal(answer.code, CODE.usernameTaken, `${where}: ${answer.msg}`);
        }
        const named = answers.flatMap((answer, i) => (answer.code === 0 ? [i] : []));
        assert.equal(named.length, 1, `${where}: ${named.length} people got the name`);
        const infos = await Promise.all(
          people.map((person) => to(round + 1).call('/api/user/getUserInfo', {}, { token: person.token })),
        );
        assert.deepEqual(
          infos.flatMap((info, i) => (info.data.username === username ? [i] : [])),
          named,
          `${where}: whose name it is`,
        );
      }
    });
  });
}
