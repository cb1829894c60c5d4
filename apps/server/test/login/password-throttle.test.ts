// Password guesses are throttled: they are counted per account whatever name was typed, the refusal says
// when to retry (header and message) and that SMS login still works, a stranger's misses never stop the owner's
// SMS login, unknown names are throttled alike, and no limiter key holds what was typed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { MAX_KEY_LENGTH } from '../../src/platform/limiter/limiter.ts';
import { MemoryLimiter } from '../../src/platform/limiter/memory-limiter.ts';
import { newPhone, signUp, startServer, type TestServer, usingRedis } from '../support/harness.ts';

const ALLOWANCE = 4;
const HOUR_S = 3600;

interface Answer {
  status: number;
  retryAfter: string | null;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: payloads are asserted field by field.
  data: any;
}

describe('the password throttle', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ LOGIN_ATTEMPTS_PER_HOUR: String(ALLOWANCE) });
  });
  after(() => server.close());

  async function login(username: string, password: string, ip: string, language = 'zh-CN'): Promise<Answer> {
    const response = await fetch(`${server.url}/api/login/loginByPasswd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': language },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as Omit<Answer, 'status' | 'retryAfter'>;
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
  }

  async function miss(times: number, username: string, ip: string) {
    for (let i = 0; i < times; i++) assert.equal((await login(username, `wrong-${i}`, ip)).code, -2004);
  }

  test('misses by phone and by username share one allowance', async () => {
    const account = await signUp(server);
    await miss(ALLOWANCE / 2, account.phone, '203.0.113.1');
    await miss(ALLOWANCE / 2, account.user.username, '203.0.113.2');
    const byName = await login(account.user.username, account.password, '203.0.113.3');
    assert.equal(byName.code, -1029, 'the account had its allowance, whichever name was typed');
    assert.equal(byName.status, 429);
    assert.equal((await login(account.phone, account.password, '203.0.113.4')).code, -1029);
  });

  test('the refusal says when to retry, in Retry-After and in the message, and that SMS login works', async () => {
    const account = await signUp(server);
    await miss(ALLOWANCE, account.phone, '203.0.113.10');
    server.clock.advance(10 * 60_000);
    const refused = await login(account.phone, account.password, '203.0.113.11');
    assert.deepEqual(refused, {
      status: 429,
      retryAfter: String(HOUR_S - 600),
      code: -1029,
      msg: '密码尝试次数过多，请50分钟后再试，或使用短信验证码登录',
      data: { retryAfter: HOUR_S - 600 },
    });
    const english = await login(account.phone, account.password, '203.0.113.11', 'en');
    assert.equal(english.msg, 'Too many password attempts, please try again in 50 min, or log in with an SMS code');
    server.clock.advance(50 * 60_000);
    assert.equal((await login(account.phone, account.password, '203.0.113.11')).code, 0, 'free again when it said');
  });

  test("a stranger's misses never stop the owner's SMS login", async () => {
    const account = await signUp(server);
    server.clock.advance(61_000);
    await miss(ALLOWANCE, account.phone, '198.51.100.66');
    for (let i = 0; i < 10; i++) assert.equal((await login(account.phone, `more-${i}`, '198.51.100.66')).code, -1029);
    const owner = '192.0.2.77';
    assert.equal((await login(account.phone, account.password, owner)).code, -1029, 'password login waits');
    const sent = await server.call('/api/sms/sendSms', { phone: account.phone, type: 1 }, { ip: owner });
    assert.equal(sent.code, 0);
    const code = await server.lastCode(account.phone);
    const byCode = await server.call('/api/login/loginByPhone', { phone: account.phone, code }, { ip: owner });
    assert.equal(byCode.code, 0, byCode.msg);
    assert.equal(byCode.data.user.id, account.user.id);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: byCode.data.token })).code, 0);
  });

  test('an unknown name is throttled like an account: the answers do not say which exists', async () => {
    const account = await signUp(server);
    const unknownPhone = newPhone();
    const unknownName = `nobody_${randomBytes(3).toString('hex')}`;
    const names = [account.phone, unknownPhone, unknownName];
    const misses = await Promise.all(names.map((name, i) => login(name, 'not-it-1', `203.0.113.2${i}`)));
    for (const answer of misses) assert.deepEqual(answer, misses[0]);
    for (const [i, name] of names.entries()) await miss(ALLOWANCE - 1, name, `203.0.113.2${i}`);
    const refusals = await Promise.all(names.map((name, i) => login(name, 'not-it-1', `203.0.113.3${i}`)));
    assert.equal(refusals[0]?.code, -1029);
    for (const answer of refusals) assert.deepEqual(answer, refusals[0]);
    // An unknown name is one allowance however it is capitalised.
    assert.equal((await login(unknownName.toUpperCase(), 'x', '203.0.113.40')).code, -1029);
  });
});

describe('limiter keys', () => {
  test('stay bounded whatever is typed or claimed as an address', async () => {
    const prefix = `kktest:keys:${randomBytes(6).toString('hex')}:`;
    const memory = new MemoryLimiter();
    const server = await startServer(
      usingRedis ? { REDIS_KEY_PREFIX: prefix } : {},
      usingRedis ? {} : { limiter: memory },
    );
    const redis = usingRedis ? new Redis(process.env.TEST_REDIS_URL as string) : null;
    try {
      const address = `10.${'9'.repeat(8000)}`;
      for (const username of ['a'.repeat(30), 'b'.repeat(5000), 'c'.repeat(900_000), newPhone()]) {
        const answer = await fetch(`${server.url}/api/login/loginByPasswd`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ username, password: 'whatever-1' }),
        });
        assert.ok([200, 400].includes(answer.status), `${username.length} characters: ${answer.status}`);
        await answer.text();
      }
      const keys = redis
        ? (await redis.keys(`${prefix}limit:*`)).map((key) => key.slice(`${prefix}limit:`.length))
        : memory.keys();
      assert.ok(
        keys.some((key) => key.startsWith('login:')),
        `the throttle stored its keys: ${keys.join(', ')}`,
      );
      for (const key of keys) assert.ok(key.length <= MAX_KEY_LENGTH + 20, `a key of ${key.length} characters`);
    } finally {
      await server.close();
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    }
  });
});
