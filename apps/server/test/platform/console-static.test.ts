// The operators' console is served by the same server under /console/ (apps/console, ADR 0089): its index.html
// never cached, its hashed assets cached for a year, /console redirected to /console/, its documents allowed the
// inline styles Ant Design writes, and the member app at / untouched.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, type TestServer } from '../support/harness.ts';
import { rawRequest } from './http-raw.ts';

const styleSources = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1);

describe('the console under /console/', () => {
  let server: TestServer;
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'kk-dists-'));
    for (const app of ['web', 'console']) {
      await mkdir(join(root, app, 'assets'), { recursive: true });
      await writeFile(join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
      await writeFile(join(root, app, 'assets', `${app}-abc123.js`), `console.log("${app}");`);
    }
    server = await startServer({ WEB_DIST: join(root, 'web'), CONSOLE_DIST: join(root, 'console') });
  });
  after(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  test('its index.html is never cached, its assets are, and the member app stays at /', async () => {
    assert.equal(server.app.servesConsole, true);
    const index = await rawRequest(`${server.url}/console/`);
    assert.equal(index.status, 200);
    assert.match(index.body.toString(), /<title>console<\/title>/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const asset = await rawRequest(`${server.url}/console/assets/console-abc123.js`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const bare = await rawRequest(`${server.url}/console`);
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.location, '/console/');
    const web = await rawRequest(`${server.url}/`);
    assert.match(web.body.toString(), /<title>web<\/title>/);
    assert.equal((await rawRequest(`${server.url}/console/assets/web-abc123.js`)).status, 404);
  });

  test('the console’s documents allow inline styles; the member app’s do not', async () => {
    const page = await rawRequest(`${server.url}/console/`);
    assert.deepEqual(styleSources(page.headers['content-security-policy']), ["'self'", "'unsafe-inline'"]);
    const web = await rawRequest(`${server.url}/`);
    assert.deepEqual(styleSources(web.headers['content-security-policy']), ["'self'"]);
  });
});
