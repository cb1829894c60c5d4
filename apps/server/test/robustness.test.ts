// "Never a 500 for something the client sent": every endpoint of the contract, fed malformed input, answers a
// catalogue code (most often -2222 naming the field), never the generic server error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@kk/contract';
import { signUp, startServer, type TestServer } from './harness.ts';

const long = 'x'.repeat(100_000);
const BAD_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  {},
  { page: -1, pageSize: 1e9 },
  { page: 'one', pageSize: [] },
  { userId: 'abc', id: {}, fileId: 7, fileIds: 'x' },
  { userId: -5, id: 1.5, fileIds: [null, 1] },
  { phone: {}, code: [], password: null, username: 1 },
  { phone: long, code: long, password: long, username: long },
  { category: '1', content: { nested: true } },
  { birthday: '0000-00-00', height: Number.MAX_SAFE_INTEGER, province: 1, city: null },
  { url: 'javascript:alert(1)' },
  { constructor: { prototype: { polluted: true } }, __proto__: { polluted: true } },
];

describe('malformed input never makes a 500', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    token = (await signUp(server)).token;
  });
  after(() => server.close());

  for (const [name, endpoint] of Object.entries(endpoints)) {
    test(`${name}`, async () => {
      for (const body of BAD_BODIES) {
        for (const auth of [{ token }, {}]) {
          let answer: { status: number; code: number };
          if (endpoint.method === 'GET') {
            const query = body && typeof body === 'object' && !Array.isArray(body) ? body : { value: body };
            const params = new URLSearchParams(
              Object.entries(query as Record<string, unknown>).map(([k, v]): [string, string] => [
                k,
                String(JSON.stringify(v)).slice(0, 2000),
              ]),
            );
            answer = await server.call(`${endpoint.path}?${params}`, undefined, auth);
          } else {
            answer = await server.call(endpoint.path, body, auth);
          }
          const what = `${name} ${JSON.stringify(body)?.slice(0, 80)} ${'token' in auth ? 'logged in' : 'anonymous'}`;
          assert.notEqual(answer.status, 500, what);
          assert.notEqual(answer.code, -1, what);
        }
      }
    });
  }

  test('the upload, fed noise', async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('GIF89a'),
      Buffer.from(long),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    ]) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'x.png');
      const response = await fetch(`${server.url}/api/file/upload`, { method: 'POST', headers: { token }, body: form });
      const answer = (await response.json()) as { code: number };
      assert.notEqual(response.status, 500);
      assert.notEqual(answer.code, -1);
    }
  });

  test('a body that is not JSON, or too large', async () => {
    for (const [type, body] of [
      ['application/json', '{"a":'],
      ['application/json', ''],
      ['text/plain', 'hello'],
      ['application/json', JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) })],
    ] as const) {
      const response = await fetch(`${server.url}/api/feedback/addFeedback`, {
        method: 'POST',
        headers: { 'content-type': type, token },
        body,
      });
      const answer = (await response.json()) as { code: number };
      assert.notEqual(response.status, 500, `${type} ${body.slice(0, 20)}`);
      assert.notEqual(answer.code, -1);
    }
  });
});
