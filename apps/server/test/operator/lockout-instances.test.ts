// Five failures lock a name even when wrong tries arrive at once on two instances: each try is counted before its
// password is checked, in one UPDATE, so no more than five are ever checked. On PostgreSQL + Redis with
// TEST_DATABASE_URL / TEST_REDIS_URL (on SQLite both instances share one file).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CODE, CONSOLE } from '@kk/contract';
import { totp } from '../../src/platform/totp.ts';
import { consoleCall, loginOperator, OPERATOR_PASSWORD } from '../support/console.ts';
import { startServers, type TestServer } from '../support/harness.ts';

let servers: TestServer[];
before(async () => {
  servers = await startServers(2);
});
after(() => Promise.all(servers.map((server) => server.close())));

const TRIES = 16;

test('concurrent wrong tries on two instances: five are answered -2922, every other -2923', async () => {
  const [one, two] = servers as [TestServer, TestServer];
  const operator = await loginOperator(one);
  const name = operator.operator.name;
  const tries = Array.from({ length: TRIES }, (_, i) =>
    consoleCall(i % 2 === 0 ? one : two, '/api/console/login', {
      name,
      password: `wrong-password-${i}`,
      otp: totp(operator.secret, one.clock.now()),
    }),
  );
  const codes = (await Promise.all(tries)).map((answer) => answer.code);
  const failed = codes.filter((code) => code === CODE.operatorLoginFailed).length;
  const locked = codes.filter((code) => code === CODE.operatorLocked).length;
  assert.equal(failed, CONSOLE.loginFailuresMax, `answers: ${codes.join(' ')}`);
  assert.equal(locked, TRIES - CONSOLE.loginFailuresMax);

  // Locked on both instances, the right password included; the session made before still works.
  for (const server of servers) {
    server.clock.advance(CONSOLE.totpPeriodSeconds * 1000);
    const right = await consoleCall(server, '/api/console/login', {
      name,
      password: OPERATOR_PASSWORD,
      otp: totp(operator.secret, server.clock.now()),
    });
    assert.equal(right.code, CODE.operatorLocked);
  }
  assert.equal((await operator.call('/api/console/getSession', {}, {}, two)).code, 0);
});
