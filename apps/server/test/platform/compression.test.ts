// Compression: built assets go out as their precompressed brotli or gzip copies, API
// answers above the threshold are compressed on the fly, small ones are not; hashed assets stay immutable.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/platform/http/compression.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { rawRequest } from './http-raw.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('你好 '.repeat(2000))};\n`;
const HTML = '<!doctype html><title>kk</title><div id="root"></div>';

describe('compression', () => {
  let server: TestServer;
  let webDist: string;
  before(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'kk-web-'));
    await mkdir(join(webDist, 'assets'));
    const script = join(webDist, 'assets', 'index-abc123.js');
    // As the build writes them (apps/web/scripts/compress.ts); the copies are what must be sent, byte for byte.
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    await writeFile(join(webDist, 'index.html'), HTML);
    await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(HTML));
    server = await startServer({ WEB_DIST: webDist });
  });
  after(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const asset = (encoding?: string) =>
    rawRequest(`${server.url}/assets/index-abc123.js`, encoding ? { headers: { 'accept-encoding': encoding } } : {});

  test('an asset goes out as its brotli copy to a browser that takes br', async () => {
    const answer = await asset('gzip, deflate, br');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.match(String(answer.headers['content-type']), /javascript/);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(answer.body.length < SCRIPT.length / 10, `${answer.body.length} bytes sent`);
    assert.equal(brotliDecompressSync(answer.body).toString(), SCRIPT);
  });

  test('as its gzip copy to one that takes gzip only, and as it is to one that takes neither', async () => {
    const gzipped = await asset('gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(String(gzipped.headers.vary), /accept-encoding/i);
    assert.equal(gunzipSync(gzipped.body).toString(), SCRIPT);

    const plain = await asset();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
    assert.equal(plain.body.toString(), SCRIPT);
    // br;q=0 is a refusal.
    assert.equal((await asset('br;q=0, gzip')).headers['content-encoding'], 'gzip');
  });

  test('index.html is compressed too and never cached without asking; the copies are not files of their own', async () => {
    const page = await rawRequest(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(brotliDecompressSync(page.body).toString(), HTML);
    assert.equal((await rawRequest(`${server.url}/assets/index-abc123.js.br`)).status, 404);
  });

  test('a small API answer is sent as it is', async () => {
    const answer = await rawRequest(`${server.url}/api/health`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.ok(answer.body.length < COMPRESSION_THRESHOLD_BYTES);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(JSON.parse(answer.body.toString()).code, 0);
  });

  test('a large API answer is compressed with what the client takes', async () => {
    const plain = await rawRequest(`${server.url}/api/docs`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.length > COMPRESSION_THRESHOLD_BYTES * 4, `${plain.body.length} bytes of OpenAPI`);

    const br = await rawRequest(`${server.url}/api/docs`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(Number(br.headers['content-length'] ?? br.body.length), br.body.length);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.body).toString()), JSON.parse(plain.body.toString()));

    const gz = await rawRequest(`${server.url}/api/docs`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.body).toString()), JSON.parse(plain.body.toString()));
    assert.ok(gz.body.length < plain.body.length / 3);
  });
});
