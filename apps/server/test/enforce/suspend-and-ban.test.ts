// A suspension or a ban ends every session of the member at once: their sockets on every instance hear the
// reason (-2902 with its end in the socket's language, -2903) and close; an old token is 401; every login path
// answers the refusal until the suspension ends or the ban is lifted. On PostgreSQL + Redis the two instances
// share the store and the fan-out; on SQLite, one file and two processes' worth of memory brokers would not, so
// there the instances are one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { newPhone, signUp, startServer, startServers, type TestServer, usingRedis } from '../support/harness.ts';
import { liftMemberState, setMemberState } from '../support/member-state.ts';

const HOUR = 3_600_000;

describe('suspension and ban: sockets and sessions', () => {
  let a: TestServer;
  let b: TestServer;
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(usingRedis ? 2 : 1);
    a = servers[0] as TestServer;
    b = servers[servers.length - 1] as TestServer;
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('a ban closes every socket of the member on both instances with -2903 in each socket language', async () => {
    const member = await signUp(a);
    const onA = await TestSocket.connect(a, member.token);
    const onB = await TestSocket.open(b, member.token, '&lang=en');
    await onB.next('hello');
    const started = Date.now();
    await setMemberState(a, Number(member.user.id), { banned: true });
    const [fromA, fromB] = await Promise.all([onA.next('error'), onB.next('error')]);
    assert.equal(fromA.code, -2903);
    assert.equal(fromA.msg, '账号因违反社区规范已被封禁');
    assert.equal(fromB.code, -2903);
    assert.equal(fromB.msg, 'This account has been banned for breaking the community rules');
    const [closedA, closedB] = await Promise.all([onA.closed, onB.closed]);
    assert.equal(closedA.code, 4401);
    assert.equal(closedB.code, 4401);
    assert.ok(Date.now() - started < 1000, 'closed within a second');

    // The old token opens nothing, on either instance.
    for (const server of servers) {
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token: member.token })).code, 401);
    }
    // Every way back in is refused.
    const password = await a.call('/api/login/loginByPasswd', { username: member.phone, password: member.password });
    assert.equal(password.code, -2903);
    assert.equal(password.data, null);
    a.clock.advance(61_000);
    assert.equal((await a.call('/api/sms/sendSms', { phone: member.phone, type: 1 })).code, 0);
    const byCode = await a.call('/api/login/loginByPhone', {
      phone: member.phone,
      code: await a.lastCode(member.phone),
    });
    assert.equal(byCode.code, -2903);
    // A wrong password still says only that it is wrong: the ban is told to the holder of the credentials.
    const wrong = await a.call('/api/login/loginByPasswd', { username: member.phone, password: 'not-it-1' });
    assert.equal(wrong.code, -2004);

    await liftMemberState(a, Number(member.user.id));
    const back = await b.call('/api/login/loginByPasswd', { username: member.phone, password: member.password });
    assert.equal(back.code, 0);
  });

  test('a suspension closes the sockets with -2902 naming its end; it lets the member in once it ends', async () => {
    // The moment the messages below name: 2026-11-21 04:00 UTC, whatever earlier tests advanced.
    for (const server of servers) server.clock.advance(Date.UTC(2026, 10, 21, 4, 0, 0) - server.clock.now());
    const member = await signUp(a);
    const zh = await TestSocket.connect(a, member.token);
    const fr = await TestSocket.open(b, member.token, '&lang=fr');
    await fr.next('hello');
    await setMemberState(a, Number(member.user.id), { suspendHours: 48 });
    const until = a.clock.now() + 48 * HOUR;
    const [fromZh, fromFr] = await Promise.all([zh.next('error'), fr.next('error')]);
    assert.equal(fromZh.code, -2902);
    assert.deepEqual(fromZh.data, { until });
    // 2026-11-21 04:00 UTC + 48 h is 2026-11-23 12:00 in China.
    assert.equal(fromZh.msg, '账号已被暂停使用，2026年11月23日 12:00后恢复');
    assert.equal(fromFr.msg, "Ce compte est suspendu jusqu'au 23 novembre 2026 à 12:00");
    await Promise.all([zh.closed, fr.closed]);

    const refused = await a.call(
      '/api/login/loginByPasswd',
      { username: member.phone, password: member.password },
      { language: 'en' },
    );
    assert.equal(refused.code, -2902);
    assert.deepEqual(refused.data, { until });
    assert.equal(refused.msg, 'This account is suspended until 23 November 2026 at 12:00');
    const es = await a.call(
      '/api/login/loginByPasswd',
      { username: member.phone, password: member.password },
      { language: 'es' },
    );
    assert.equal(es.msg, 'Esta cuenta está suspendida hasta el 23 de noviembre de 2026 a las 12:00');

    for (const server of servers) server.clock.advance(48 * HOUR + 1);
    const back = await a.call('/api/login/loginByPasswd', { username: member.phone, password: member.password });
    assert.equal(back.code, 0);
    for (const server of servers) server.clock.advance(-(48 * HOUR + 1));
  });

  test('another member and a logout are untouched: their sockets stay, and a plain logout still says 401', async () => {
    const member = await signUp(a);
    const bystander = await signUp(a);
    const theirs = await TestSocket.connect(b, bystander.token);
    const mine = await TestSocket.connect(b, member.token);
    await setMemberState(a, Number(member.user.id), { banned: true });
    assert.equal((await mine.next('error')).code, -2903);
    await theirs.flush();
    assert.equal(theirs.drain('error').length, 0);
    await a.call('/api/login/logout', {}, { token: bystander.token });
    assert.equal((await theirs.next('error')).code, 401);
  });

  test('a phone whose account is banned cannot sign up again', async () => {
    const phone = newPhone();
    const member = await signUp(a, phone);
    await setMemberState(a, Number(member.user.id), { banned: true });
    a.clock.advance(61_000);
    assert.equal((await a.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
    const code = await a.lastCode(phone);
    const again = await a.call('/api/login/loginByPhone', { phone, code, password: 'another1' });
    assert.equal(again.code, -2903);
  });
});

describe('suspension and ban: provider logins', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** One Alipay login through the sandbox as a new or the known sandbox account; answers the poll's answer. */
  async function alipayLogin(choice: 'new' | 'existing') {
    const opened = await server.call('/api/login/getAlipayOpenUrl', {});
    const html = await (await fetch(new URL(opened.result.url, server.url))).text();
    const forms = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((match) =>
      Object.fromEntries([...(match[1] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    );
    const form = forms.find((fields) => fields.choice === choice) as Record<string, string>;
    const decided = await fetch(`${server.url}/sandbox/alipay/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    await fetch(new URL(decided.headers.get('location') ?? '', server.url));
    return server.call('/api/login/getAlipayLoginResult', { templateId: opened.result.templateId });
  }

  test('an Alipay account that is banned or suspended is refused; lifted, it signs in', async () => {
    const first = await alipayLogin('new');
    assert.equal(first.code, 0);
    const userId = Number(first.data.user.id);
    await setMemberState(server, userId, { banned: true });
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: first.data.token })).code, 401);
    assert.equal((await alipayLogin('existing')).code, -2903);
    await liftMemberState(server, userId);
    await setMemberState(server, userId, { suspendHours: 1 });
    const suspended = await alipayLogin('existing');
    assert.equal(suspended.code, -2902);
    assert.deepEqual(suspended.data, { until: server.clock.now() + HOUR });
    await liftMemberState(server, userId);
    const back = await alipayLogin('existing');
    assert.equal(back.code, 0);
    assert.equal(Number(back.data.user.id), userId);
  });
});
