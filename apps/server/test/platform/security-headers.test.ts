// Security headers: every answer forbids framing and sniffing, keeps the referrer to the
// origin, and carries a Content-Security-Policy the app, the payment form and the chat socket work under.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';
import { rawRequest } from './http-raw.ts';

function directives(policy: string | string[] | undefined): Map<string, string[]> {
  assert.equal(typeof policy, 'string', 'a Content-Security-Policy header');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let server: TestServer;
  let webDist: string;
  before(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'kk-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>kk</title><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("kk");');
    server = await startServer({ WEB_DIST: webDist });
  });
  after(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const expectHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
    assert.equal(headers['x-frame-options'], 'DENY', `${what}: X-Frame-Options`);
    assert.equal(headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what}: Referrer-Policy`);
    const csp = directives(headers['content-security-policy']);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${what}: frame-ancestors`);
  };

  test('the SPA, its assets, the API, a 404 and an uploaded file all carry them', async () => {
    assert.equal(server.app.servesSpa, true);
    const { token } = await signUp(server);
    const stored = await upload(server.url, token, await png());
    assert.equal(stored.code, 0);
    const answers = {
      'index.html': await rawRequest(`${server.url}/`),
      asset: await rawRequest(`${server.url}/assets/index-abc123.js`),
      'API GET': await rawRequest(`${server.url}/api/health`),
      'API POST': await rawRequest(`${server.url}/api/user/getUserInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: '{}',
      }),
      'API refusal': await rawRequest(`${server.url}/api/user/getUserInfo`, { method: 'POST', body: '' }),
      'unknown path': await rawRequest(`${server.url}/nothing/here`),
      'uploaded file': await rawRequest(`${server.url}${stored.data.url}`),
    };
    assert.equal(answers['API refusal'].status, 401);
    assert.equal(answers['unknown path'].status, 404);
    assert.equal(answers['uploaded file'].status, 200);
    for (const [what, answer] of Object.entries(answers)) expectHeaders(answer.headers, what);
    // An API answer is never a document: its policy allows nothing at all (the route matched decides, so an
    // encoded path gets no other treatment), and the document-only policies stay off it.
    for (const what of ['API GET', 'API POST', 'API refusal'] as const) {
      const { headers } = answers[what];
      assert.deepEqual(directives(headers['content-security-policy']).get('default-src'), ["'none'"], what);
      assert.equal(headers['permissions-policy'], undefined, what);
    }
    const encoded = await rawRequest(`${server.url}/%61pi/health`);
    assert.deepEqual(directives(encoded.headers['content-security-policy']).get('default-src'), ["'none'"]);
    for (const what of ['index.html', 'asset', 'unknown path', 'uploaded file'] as const) {
      assert.deepEqual(directives(answers[what].headers['content-security-policy']).get('default-src'), ["'self'"]);
    }
  });

  test('the policy runs only our own scripts and lets the payment form and the socket through', async () => {
    const csp = directives((await rawRequest(`${server.url}/`)).headers['content-security-policy']);
    // No inline or injected script, no eval, no plugin.
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    // The chat socket is same-origin ws:/wss:, which 'self' covers (CSP level 3); nothing else goes out.
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'blob:']);
    // The order string is POSTed as a form: to the sandbox gateway on this origin, or to Alipay's.
    const formAction = csp.get('form-action') ?? [];
    assert.ok(formAction.includes("'self'"));
    assert.ok(formAction.includes('https://openapi.alipay.com'));
    assert.ok(!formAction.includes('*'));
    // No inline style either (React and antd-mobile style through the CSSOM); images: uploads, data:, blob:.
    assert.deepEqual(csp.get('style-src'), ["'self'"]);
    assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'blob:']);
  });

  test("Apple's script and popup are let through only when Sign in with Apple is configured", async () => {
    const without = (await rawRequest(`${server.url}/`)).headers;
    assert.equal(without['cross-origin-opener-policy'], 'same-origin');
    assert.ok(!String(without['content-security-policy']).includes('apple'));

    const apple = await startServer({
      APPLE_CLIENT_ID: 'com.example.kk.web',
      PUBLIC_BASE_URL: 'https://kk.example.com',
    });
    try {
      const headers = (await rawRequest(`${apple.url}/`)).headers;
      const csp = directives(headers['content-security-policy']);
      assert.deepEqual(csp.get('script-src'), ["'self'", 'https://appleid.cdn-apple.com']);
      assert.deepEqual(csp.get('connect-src'), ["'self'", 'blob:', 'https://appleid.apple.com']);
      assert.deepEqual(csp.get('frame-src'), ["'self'", 'https://appleid.apple.com']);
      // Apple's popup answers through window.opener; framing stays forbidden.
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    } finally {
      await apple.close();
    }
  });
});
