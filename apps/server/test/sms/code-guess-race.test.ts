// Guesses of an SMS code raced in parallel over two instances must not get more than the
// code's tries. Every answer says whether its guess was compared: a compared wrong guess carries `attemptsLeft`;
// a guess that found no try left carries nothing; a compared right guess logs in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Envelope, newPhone, signUp, startServers, type TestServer } from '../support/harness.ts';
import { startRace, TOPOLOGIES } from '../support/race-fixtures.ts';

const MAX_TRIES = 5;
const GUESSES = 40;
const PASSWORD = 'race-pass-1';

function wrongGuesses(right: string, count: number): string[] {
  const guesses: string[] = [];
  for (let n = 100_000; guesses.length < count; n += 7_919) {
    const guess = String(n % 1_000_000).padStart(6, '0');
    if (guess !== right && !guesses.includes(guess)) guesses.push(guess);
  }
  return guesses;
}

describe('SMS code guesses raced over two instances', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2, { RATE_LIMIT_PER_MINUTE: '100000' });
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  /** A fresh login code for a fresh account; both instances' clocks move past the sign-up's cooldown. */
  async function freshCode(phone: string): Promise<string> {
    for (const server of servers) server.clock.advance(61_000);
    const [first] = servers as [TestServer];
    const sent = await first.call('/api/sms/sendSms', { phone, type: 1 });
    assert.equal(sent.code, 0);
    return first.lastCode(phone);
  }

  async function race(guesses: string[], body: (code: string) => object): Promise<Envelope[]> {
    return Promise.all(
      guesses.map((code, i) => (servers[i % servers.length] as TestServer).call('/api/login/loginByPhone', body(code))),
    );
  }

  async function triesTaken(phone: string): Promise<number> {
    const row = await (servers[0] as TestServer)
      .database()
      .kysely.selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return Number(row.attempts);
  }

  for (const position of [0, 3, 4, 7, 15, 39]) {
    test(`40 parallel guesses, the right code at position ${position + 1}: at most ${MAX_TRIES} are compared`, async () => {
      const account = await signUp(servers[0] as TestServer);
      const right = await freshCode(account.phone);
      const guesses = wrongGuesses(right, GUESSES - 1);
      guesses.splice(position, 0, right);
      const answers = await race(guesses, (code) => ({ phone: account.phone, code, password: PASSWORD }));

      const compared: number[] = [];
      let loggedIn = -1;
      answers.forEach((answer, i) => {
        if (answer.code === 0) {
          assert.equal(loggedIn, -1, 'one login at most');
          loggedIn = i;
          compared.push(i);
          return;
        }
        assert.equal(answer.code, -2002, `guess ${i + 1}: ${answer.code} ${answer.msg}`);
        if (typeof answer.data?.attemptsLeft === 'number') compared.push(i);
        else assert.equal(answer.data, null, `guess ${i + 1} got no try and says nothing more`);
      });
      const left = answers.map((a) => a.data?.attemptsLeft).filter((n): n is number => typeof n === 'number');
      assert.ok(compared.length <= MAX_TRIES, `${compared.length} guesses were compared`);
      assert.equal(new Set(left).size, left.length, `each compared wrong guess took its own try: ${left}`);
      assert.ok((await triesTaken(account.phone)) <= MAX_TRIES, 'the stored tries never pass the limit');
      if (loggedIn >= 0) {
        assert.equal(guesses[loggedIn], right, 'only the right code logs in');
        assert.equal(answers[loggedIn]?.data.user.id, account.user.id);
      } else {
        // Wrong guesses took every try (a right guess compared meanwhile lost to the kill): the code is dead, even
        // for its owner on the other instance.
        assert.ok(left.includes(0), `the last try was taken by a wrong guess: ${left}`);
        const late = await (servers[1] as TestServer).call('/api/login/loginByPhone', {
          phone: account.phone,
          code: right,
        });
        assert.equal(late.code, -2002);
        assert.equal(late.msg, '验证码错误次数过多，请重新获取');
      }
    });
  }

  test('registration still takes two calls with the right code after four wrong ones', async () => {
    const phone = newPhone();
    const right = await freshCode(phone);
    for (const [i, guess] of wrongGuesses(right, 4).entries()) {
      const answer = await (servers[i % 2] as TestServer).call('/api/login/loginByPhone', { phone, code: guess });
      assert.deepEqual([answer.code, answer.data], [-2002, { attemptsLeft: MAX_TRIES - 1 - i }]);
    }
    const first = await (servers[0] as TestServer).call('/api/login/loginByPhone', { phone, code: right });
    assert.equal(first.code, -2001, 'the right code for an unregistered phone asks for a password');
    const created = await (servers[1] as TestServer).call('/api/login/loginByPhone', {
      phone,
      code: right,
      password: PASSWORD,
    });
    assert.equal(created.code, 0, created.msg);
  });

  test('racing an unregistered phone: no more than the tries are compared before the code is known', async () => {
    const phone = newPhone();
    const right = await freshCode(phone);
    const guesses = wrongGuesses(right, GUESSES - 1);
    guesses.splice(20, 0, right);
    const answers = await race(guesses, (code) => ({ phone, code }));
    const wrongCompared = answers.filter((a) => typeof a.data?.attemptsLeft === 'number').length;
    const knew = answers.filter((a) => a.code === -2001).length;
    assert.ok(knew <= 1);
    // Until the right guess is compared, only wrong guesses take tries: at most the limit.
    if (knew === 0) assert.equal(wrongCompared, MAX_TRIES);
    else assert.ok(wrongCompared <= MAX_TRIES, `${wrongCompared} wrong guesses compared`);
    assert.ok((await triesTaken(phone)) <= MAX_TRIES);
  });

  test('a reset code raced over two instances gets no more than its tries either', async () => {
    const account = await signUp(servers[0] as TestServer);
    for (const server of servers) server.clock.advance(61_000);
    assert.equal(
      (await (servers[0] as TestServer).call('/api/sms/sendSms', { phone: account.phone, type: 2 })).code,
      0,
    );
    const right = await (servers[0] as TestServer).lastCode(account.phone);
    const guesses = wrongGuesses(right, GUESSES - 1);
    guesses.splice(15, 0, right);
    const answers = await Promise.all(
      guesses.map((code, i) =>
        (servers[i % 2] as TestServer).call('/api/login/resetByPhone', {
          phone: account.phone,
          code,
          password: 'new-pass-9',
        }),
      ),
    );
    const compared = answers.filter((a) => a.code === 0 || typeof a.data?.attemptsLeft === 'number').length;
    assert.ok(compared <= MAX_TRIES, `${compared} guesses were compared`);
    const reset = answers.findIndex((a) => a.code === 0);
    if (reset >= 0) assert.equal(guesses[reset], right);
    const login = await (servers[1] as TestServer).call('/api/login/loginByPasswd', {
      username: account.phone,
      password: reset >= 0 ? 'new-pass-9' : account.password,
    });
    assert.equal(login.code, 0, 'the password is the one the race left');
  });
});

// The same rule round after round, on one instance and on two with the second its own process: the instances above
// share the test's process, where SQLite runs each guess's statements without another's in between.
const ROUNDS = 30;
const RACING = 16;
for (const topology of TOPOLOGIES) {
  describe(`SMS code guesses raced on ${topology}, ${ROUNDS} rounds`, () => {
    test(`${RACING} wrong guesses at once take no more than the code's ${MAX_TRIES} tries, each its own`, async () => {
      const race = await startRace(topology);
      try {
        // The process's clock is the system's: the manual one joins it, so a code is live on both.
        race.local.clock.advance(Date.now() - race.local.clock.now());
        for (let round = 0; round < ROUNDS; round++) {
          const where = `round ${round}`;
          const phone = newPhone();
          assert.equal((await race.local.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
          const right = await race.local.lastCode(phone);
          const answers = await Promise.all(
            wrongGuesses(right, RACING).map((code, i) =>
              race.to(i + round).call('/api/login/loginByPhone', { phone, code }),
            ),
          );
          for (const answer of answers) {
            assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
            assert.equal(answer.code, -2002, `${where}: ${answer.code} ${answer.msg}`);
          }
          const left = answers.map((a) => a.data?.attemptsLeft).filter((n): n is number => typeof n === 'number');
          // Exactly the tries were compared, each answering the tries it left: 4, 3, 2, 1, 0 in some order.
          assert.deepEqual(
            left.toSorted((a, b) => a - b),
            Array.from({ length: MAX_TRIES }, (_, i) => i),
            `${where}: tries left as answered`,
          );
          const late = await race.to(round + 1).call('/api/login/loginByPhone', { phone, code: right });
          assert.equal(late.msg, '验证码错误次数过多，请重新获取', `${where}: the code is dead`);
        }
      } finally {
        await race.close();
      }
    });
  });
}
