// Rate limits: past its per-address budget an address is refused with -1029 and Retry-After, and the budget applies
// to the route the router matched, however its path was spelled, so a percent-encoded path pays like the plain one.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, type TestServer } from '../support/harness.ts';

const BUDGET = 5;

describe('the per-address request budget', () => {
  test('past RATE_LIMIT_PER_MINUTE an address gets -1029 with HTTP 429 and Retry-After', async () => {
    const server = await startServer({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      for (let i = 0; i < 5; i++) assert.equal((await server.call('/api/health')).code, 0);
      const response = await fetch(`${server.url}/api/health`);
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), '60');
      assert.deepEqual(await response.json(), { code: -1029, msg: '请求过于频繁，请稍后再试', data: null });
      assert.equal((await server.call('/api/health', undefined, { ip: '192.0.2.1' })).code, 0);
      server.clock.advance(60_000);
      assert.equal((await server.call('/api/health')).code, 0);
    } finally {
      await server.close();
    }
  });
});

describe('the per-address budget, whatever the spelling of the path', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: String(BUDGET) });
  });
  after(() => server.close());

  async function get(path: string, ip: string, init: RequestInit = {}) {
    const response = await fetch(server.url + path, {
      ...init,
      headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
    });
    return { status: response.status, body: (await response.json()) as { code: number } };
  }

  test('GET /%61pi/health is /api/health and is refused past the budget', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < BUDGET; i++) {
      const answer = await get('/%61pi/health', ip);
      assert.equal(answer.body.code, 0, 'the router does serve the encoded path');
    }
    const refused = await get('/%61pi/health', ip);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, -1029);
    assert.equal((await get('/api/health', ip)).status, 429, 'one budget for both spellings');
  });

  test('POST /%61pi/file/upload is refused past the budget like /api/file/upload', async () => {
    const ip = '198.51.100.11';
    const upload = () => get('/%61pi/file/upload', ip, { method: 'POST' });
    for (let i = 0; i < BUDGET; i++) assert.notEqual((await upload()).status, 429, `upload ${i + 1}`);
    const refused = await upload();
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, -1029);
  });

  test('other spellings of API paths pay too: /api/%68ealth, unknown paths', async () => {
    const ip = '198.51.100.12';
    assert.equal((await get('/api/%68ealth', ip)).body.code, 0);
    for (let i = 1; i < BUDGET; i++) assert.equal((await get('/%61pi/nothing/here', ip)).status, 404);
    assert.equal((await get('/api/%68ealth', ip)).status, 429);
    assert.equal((await get('/no/such/page', ip)).status, 429, 'a path that matches nothing pays');
  });
});

describe('the built SPA', () => {
  test('its files do not use up the API budget', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'kk-web-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>kk</title>');
    const withSpa = await startServer({ RATE_LIMIT_PER_MINUTE: String(BUDGET), WEB_DIST: dist });
    try {
      assert.equal(withSpa.app.servesSpa, true);
      for (let i = 0; i < BUDGET * 3; i++) {
        const page = await fetch(`${withSpa.url}/`, { headers: { 'x-forwarded-for': '198.51.100.13' } });
        assert.equal(page.status, 200, `page load ${i + 1}`);
        await page.text();
      }
      const api = await withSpa.call('/api/health', undefined, { ip: '198.51.100.13' });
      assert.equal(api.code, 0, 'the API budget is still whole');
    } finally {
      await withSpa.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
