// The malformed requests of the robustness suite, shared with the OpenAPI conformance test: bodies of every
// wrong shape, sent to every endpoint as it takes them (a JSON body, or a query for GET).
import type { Endpoint } from '@kk/contract';

const long = 'x'.repeat(100_000);

export const BAD_BODIES: unknown[] = [
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
  // NUL in text (PostgreSQL refuses it in a text column: it must be refused as a params error before that).
  { phone: '13800138000', code: '12345\u0000', password: 'pass\u0000word', username: 'ab\u0000cd' },
  { category: 1, content: 'hi\u0000there', signature: 'sig\u0000', url: '/files/u/\u0000.png' },
];

/** Bodies the JSON parser itself refuses (prototype poisoning): -2222 naming the body, logged in or not. */
export const POISONED_BODIES = ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}'];

/** Upload bodies that are no image: each answers -2302 (logged in) or 401. */
export const NOISE_FILES: Buffer[] = [
  Buffer.alloc(0),
  Buffer.from('GIF89a'),
  Buffer.from(long),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
];

/** Bodies that are not JSON, or too large, for a JSON endpoint: -2222 naming the body. */
export const UNREADABLE_BODIES: ReadonlyArray<readonly [string, string]> = [
  ['application/json', '{"a":'],
  ['application/json', ''],
  ['text/plain', 'hello'],
  // Only the upload reads multipart (its plugin is scoped to that route).
  ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="content"\r\n\r\nhi\r\n--x--\r\n'],
  ['application/json', JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) })],
];

/**
 * How a body travels to an endpoint: a GET puts each field JSON-encoded in the query (a non-object becomes
 * `value`), a POST sends it as JSON. `input` is what the endpoint's schema sees (a JSON null is read as {}).
 */
export function malformedRequest(endpoint: Endpoint, body: unknown): { path: string; body: unknown; input: unknown } {
  if (endpoint.method === 'GET') {
    const query = body && typeof body === 'object' && !Array.isArray(body) ? body : { value: body };
    const params = new URLSearchParams(
      Object.entries(query as Record<string, unknown>).map(([k, v]): [string, string] => [
        k,
        String(JSON.stringify(v)).slice(0, 2000),
      ]),
    );
    return { path: `${endpoint.path}?${params}`, body: undefined, input: Object.fromEntries(params) };
  }
  return { path: endpoint.path, body, input: JSON.parse(JSON.stringify(body)) ?? {} };
}
