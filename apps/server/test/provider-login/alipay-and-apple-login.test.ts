// Provider sign-in: Alipay through the sandbox (open, authorise as a new or known account, poll), Apple with
// identity tokens signed by a local key set, and one-tap, which is refused without a carrier provider.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { obfuscatePhone, revealPhone } from '@kk/contract';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startServer, type TestServer } from '../support/harness.ts';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** The hidden fields of each form on a sandbox page, in order. */
function forms(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], unescapeHtml(m[2] ?? '')]),
    ),
  );
}
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Opens an Alipay login and walks the sandbox's authorisation page with one of its choices. */
async function authorise(server: TestServer, pick: (choices: Array<Record<string, string>>) => Record<string, string>) {
  const opened = await server.call('/api/login/getAlipayOpenUrl', {});
  assert.equal(opened.code, 0);
  const { url, templateId } = opened.result as { url: string; templateId: string };
  assert.ok(!url.includes(templateId), 'the URL does not carry the templateId');
  const page = await fetch(new URL(url, server.url));
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.ok(!/<script/i.test(html));
  const choice = pick(forms(html));
  const decided = await fetch(`${server.url}/sandbox/alipay/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(choice).toString(),
    redirect: 'manual',
  });
  assert.equal(decided.status, 303);
  const callback = await fetch(new URL(decided.headers.get('location') ?? '', server.url));
  return { templateId, callback: { status: callback.status, html: await callback.text() } };
}

describe('Alipay login through the sandbox', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('the login config offers Alipay, not Apple (unconfigured) nor one-tap', async () => {
    const config = await server.call('/api/appConfig/getLoginConfig');
    assert.deepEqual(config.data, { alipay: true, apple: false, oneTap: false });
  });

  test('waiting, then authorised as a new account: the poll gets the session once', async () => {
    const opened = await server.call('/api/login/getAlipayOpenUrl', {});
    const waiting = await server.call('/api/login/getAlipayLoginResult', { templateId: opened.result.templateId });
    assert.equal(waiting.code, 0);
    assert.equal(waiting.data, null);

    const { templateId, callback } = await authorise(
      server,
      (choices) => choices.find((c) => c.choice === 'new') as Record<string, string>,
    );
    assert.equal(callback.status, 200);
    assert.match(callback.html, /授权成功/);
    const done = await server.call('/api/login/getAlipayLoginResult', { templateId });
    assert.equal(done.code, 0);
    assert.equal(done.msg, '登录成功');
    assert.equal(done.data.user.hasPassword, 0);
    assert.equal(done.data.user.phone, '');
    const me = await server.call('/api/user/getUserInfo', {}, { token: done.data.token });
    assert.equal(me.data.id, done.data.user.id);
    const again = await server.call('/api/login/getAlipayLoginResult', { templateId });
    assert.equal(again.code, -2812);

    // The same Alipay account next time (the sandbox lists it): the same account here.
    const known = await authorise(
      server,
      (choices) => choices.find((c) => c.choice === 'existing') as Record<string, string>,
    );
    const second = await server.call('/api/login/getAlipayLoginResult', { templateId: known.templateId });
    assert.equal(second.data.user.id, done.data.user.id);
  });

  test('five polls at once after the authorisation: one session, handed out once', async () => {
    const { templateId } = await authorise(
      server,
      (choices) => choices.find((c) => c.choice === 'new') as Record<string, string>,
    );
    const polls = await Promise.all(
      Array.from({ length: 5 }, () => server.call('/api/login/getAlipayLoginResult', { templateId })),
    );
    assert.equal(polls.filter((poll) => poll.code === 0 && poll.data?.token).length, 1);
    assert.equal(polls.filter((poll) => poll.code === -2812).length, 4);
  });

  test('refused at Alipay: 登录失败; expired or unknown: -2812', async () => {
    const denied = await authorise(
      server,
      (choices) => choices.find((c) => c.choice === 'deny') as Record<string, string>,
    );
    assert.equal(denied.callback.status, 400);
    const failed = await server.call('/api/login/getAlipayLoginResult', { templateId: denied.templateId });
    assert.equal(failed.code, -2813);
    assert.equal(failed.msg, '登录失败');

    const opened = await server.call('/api/login/getAlipayOpenUrl', {});
    server.clock.advance(10 * 60_000 + 1);
    const expired = await server.call('/api/login/getAlipayLoginResult', { templateId: opened.result.templateId });
    assert.equal(expired.code, -2812);
    const unknown = await server.call('/api/login/getAlipayLoginResult', { templateId: 'nosuchtemplate' });
    assert.equal(unknown.code, -2812);
    const malformed = await server.call('/api/login/getAlipayLoginResult', { templateId: 'a b' });
    assert.equal(malformed.code, -2222);
  });

  test('a callback with a forged state or a used code changes nothing', async () => {
    const forged = await fetch(`${server.url}/api/login/alipayCallback?auth_code=abc&state=forged`);
    assert.equal(forged.status, 400);
    const opened = await server.call('/api/login/getAlipayOpenUrl', {});
    const state = new URL(opened.result.url, server.url).searchParams.get('state');
    const badCode = await fetch(`${server.url}/api/login/alipayCallback?auth_code=notacode&state=${state}`);
    assert.equal(badCode.status, 400);
    const result = await server.call('/api/login/getAlipayLoginResult', { templateId: opened.result.templateId });
    assert.equal(result.code, -2813);
  });

  test('one-tap is refused with SPEC’s message; the phone travels XOR-ed', async () => {
    assert.equal(revealPhone(obfuscatePhone('13800138000')), '13800138000');
    assert.match(obfuscatePhone('13800138000'), /^[0-9a-f]{22}$/);
    const refused = await server.call('/api/login/onePhoneLogin', { phone: obfuscatePhone('13800138000') });
    assert.equal(refused.code, -2816);
    assert.equal(refused.msg, '当前环境不支持手机一键登陆登录');
    assert.equal((await server.call('/api/login/onePhoneLogin', { phone: '13800138000x' })).code, -2222);
  });
});

describe('Sign in with Apple against a local key set', () => {
  let server: TestServer;
  let jwks: Server;
  let appleKey: SigningKey;
  let strangerKey: SigningKey;
  const clientId = 'com.example.kk.web';

  before(async () => {
    const apple = await generateKeyPair('RS256');
    appleKey = apple.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(apple.publicKey)), kid: 'apple-test', alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    server = await startServer({
      APPLE_CLIENT_ID: clientId,
      APPLE_REDIRECT_URI: 'https://kk.example.com/',
      APPLE_JWKS_URL: `http://127.0.0.1:${port}/auth/keys`,
    });
  });
  after(async () => {
    await server.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  async function nonce(): Promise<string> {
    const answer = await server.call('/api/login/getAppleNonce', {});
    assert.equal(answer.code, 0);
    assert.equal(answer.data.clientId, clientId);
    return answer.data.nonce;
  }

  function token(claims: Record<string, unknown>, options: { key?: SigningKey; kid?: string; exp?: number } = {}) {
    const now = Math.floor(server.clock.now() / 1000);
    return new SignJWT({ nonce: claims.nonce, email: 'a@privaterelay.appleid.com', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'apple-test' })
      .setIssuer((claims.iss as string) ?? 'https://appleid.apple.com')
      .setAudience((claims.aud as string) ?? clientId)
      .setSubject((claims.sub as string) ?? '001234.abcdef.1234')
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.key ?? appleKey);
  }

  test('the config offers Apple', async () => {
    assert.equal((await server.call('/api/appConfig/getLoginConfig')).data.apple, true);
  });

  test('a good token logs in (the same account next time); its nonce is used up', async () => {
    const first = await nonce();
    const identityToken = await token({ nonce: first });
    const login = await server.call('/api/login/loginByApple', { identityToken, nonce: first });
    assert.equal(login.code, 0);
    assert.equal(login.data.user.hasPassword, 0);
    const replay = await server.call('/api/login/loginByApple', { identityToken, nonce: first });
    assert.equal(replay.code, -2815);
    const second = await nonce();
    const again = await server.call('/api/login/loginByApple', {
      identityToken: await token({ nonce: second }),
      nonce: second,
    });
    assert.equal(again.data.user.id, login.data.user.id);
  });

  test('five first logins of one Apple account at once: one account', async () => {
    const nonces = await Promise.all(Array.from({ length: 5 }, () => nonce()));
    const logins = await Promise.all(
      nonces.map(async (n) =>
        server.call('/api/login/loginByApple', {
          identityToken: await token({ nonce: n, sub: 'race.0001' }),
          nonce: n,
        }),
      ),
    );
    assert.deepEqual(
      logins.map((login) => login.code),
      [0, 0, 0, 0, 0],
    );
    assert.equal(new Set(logins.map((login) => login.data.user.id)).size, 1);
  });

  test('wrong signature, issuer, audience, expiry, nonce or shape: -2815', async () => {
    const now = Math.floor(server.clock.now() / 1000);
    const cases: Array<[string, (n: string) => Promise<string> | string]> = [
      ['another key', (n) => token({ nonce: n }, { key: strangerKey })],
      ['unknown key id', (n) => token({ nonce: n }, { kid: 'other' })],
      ['wrong issuer', (n) => token({ nonce: n, iss: 'https://evil.example.com' })],
      ['wrong audience', (n) => token({ nonce: n, aud: 'com.example.other' })],
      ['expired', (n) => token({ nonce: n }, { exp: now - 60 })],
      ['another nonce', () => token({ nonce: 'not-the-nonce' })],
      ['no nonce', () => token({})],
      [
        'unsigned (alg none)',
        (n) =>
          unsigned({ iss: 'https://appleid.apple.com', aud: clientId, sub: 'x', nonce: n, exp: now + 600, iat: now }),
      ],
      ['not a JWT', () => 'abc.def.ghi'],
    ];
    for (const [what, make] of cases) {
      const n = await nonce();
      const answer = await server.call('/api/login/loginByApple', { identityToken: await make(n), nonce: n });
      assert.equal(answer.code, -2815, what);
    }
    const good = await token({ nonce: 'never-issued' });
    assert.equal(
      (await server.call('/api/login/loginByApple', { identityToken: good, nonce: 'never-issued' })).code,
      -2815,
    );
  });
});

function unsigned(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('Apple login unconfigured', () => {
  test('getAppleNonce and loginByApple answer -2814', async () => {
    const server = await startServer();
    try {
      assert.equal((await server.call('/api/login/getAppleNonce', {})).code, -2814);
      assert.equal((await server.call('/api/login/loginByApple', { identityToken: 'a.b.c', nonce: 'n' })).code, -2814);
    } finally {
      await server.close();
    }
  });
});
