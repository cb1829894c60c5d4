// An answer is what zod's parse of the endpoint's response schema makes of the handler's payload, field for
// field, over every endpoint of the contract: nothing the contract does not name is sent, and a payload zod
// refuses is refused (docs/decisions/0010-answers-are-checked-against-the-contract.md).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE, endpoints } from '@kk/contract';
import Fastify from 'fastify';
import { z } from 'zod';
import { answerOf } from './answer.ts';
import { installErrorHandlers } from './errors.ts';
import { registerEndpoint } from './route.ts';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What no contract names: every object of a sample carries them, and no answer may. */
const EXTRA = { phone_number: '13800138000', password_hash: 'scrypt$secret' };

/** A payload that fits the schema, with the extra fields in every object and two items in every list. */
function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'text';
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'nullable':
      return sampleOf(def.innerType as z.ZodType);
    // An optional field is sampled present: absent, it would leave its value's checks untested.
    case 'optional':
      return sampleOf(def.innerType as z.ZodType);
    case 'array':
      return [sampleOf(def.element as z.ZodType), sampleOf(def.element as z.ZodType)];
    case 'union':
      return sampleOf((def.options ?? [])[0] as z.ZodType);
    case 'object':
      return {
        ...EXTRA,
        ...Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field)])),
      };
    default:
      throw new Error(`no sample for a ${def.type} (extend sampleOf, and check answer.ts handles it)`);
  }
}

/** Every place in a sample (its paths), to put other values there. */
function pathsOf(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [path];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...path, i]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  }
  return paths;
}

function replaced(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (path.length === 0) return by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (by === undefined) delete parent[last];
  else parent[last] = by;
  return copy;
}

const OTHERS: unknown[] = [
  null,
  undefined,
  '',
  '7',
  0,
  1,
  2,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  false,
  true,
  [],
  {},
  'text',
  'image',
  'emote',
  'sqlite',
  'ok',
];

/** The same outcome as zod's parse: the same value, or a refusal where zod refuses. */
function assertSame(schema: z.ZodType, value: unknown, name: string) {
  const expected = schema.safeParse(value);
  const answer = answerOf(schema);
  if (expected.success) assert.deepEqual(answer(value), expected.data, name);
  else assert.throws(() => answer(value), z.ZodError, name);
}

describe('answers', () => {
  test('every endpoint answers what zod makes of its payload: the named fields only, in the same order', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const sample = sampleOf(endpoint.response);
      const answer = answerOf(endpoint.response)(sample);
      assert.deepEqual(answer, endpoint.response.parse(sample), name);
      assert.equal(JSON.stringify(answer), JSON.stringify(endpoint.response.parse(sample)), name);
      const text = JSON.stringify(answer) ?? '';
      for (const [field, value] of Object.entries(EXTRA)) {
        assert.ok(!text.includes(field) && !text.includes(value), `${name} sends no ${field}`);
      }
    }
  });

  test('every other value in every place of every answer comes out as zod has it, or is refused as zod does', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const sample = sampleOf(endpoint.response);
      for (const path of pathsOf(sample)) {
        for (const other of OTHERS) assertSame(endpoint.response, replaced(sample, path, other), `${name} ${path}`);
      }
    }
  });

  test('schemas it does not compile itself are zod’s', () => {
    const schema = z.object({
      name: z.string().min(2),
      when: z.number().optional(),
      tags: z.record(z.string(), z.number()),
      day: z.string().transform((text) => text.length),
    });
    assertSame(schema, { name: 'kk', tags: { a: 1 }, day: 'abc', phone: '13800138000' }, 'fits');
    assertSame(schema, { name: 'kk', when: 3, tags: {}, day: '' }, 'optional given');
    assertSame(schema, { name: 'k', tags: {}, day: '' }, 'too short');
    assertSame(schema, { name: 'kk', tags: { a: 'x' }, day: '' }, 'wrong record value');
  });
});

describe('the answer of a route', () => {
  const message = {
    message_id: 'a'.repeat(32),
    from_user_id: 1,
    to_user_id: 2,
    type: 'text',
    content: '你好',
    images: [],
    image_list: [],
    emote_id: '',
    create_time: 1,
    read: 0,
    revoked: 0,
  };

  async function serve(payload: unknown) {
    const app = Fastify();
    installErrorHandlers(app);
    registerEndpoint(app, { resolveSession: async () => 1 }, endpoints.getMessageList, async () => payload as never);
    const response = await app.inject({
      method: 'POST',
      url: endpoints.getMessageList.path,
      headers: { token: 't' },
      payload: { userId: 2 },
    });
    await app.close();
    return response;
  }

  test('a service that returns more than the contract names sends only what it names', async () => {
    const response = await serve({ list: [{ ...message, phone: '13800138000' }], hasMore: false, token: 'secret' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, { list: [message], hasMore: false });
    assert.ok(!response.body.includes('13800138000') && !response.body.includes('secret'));
  });

  test('a payload that breaks the contract is an unexpected error, not an answer', async () => {
    const response = await serve({ list: [{ ...message, from_user_id: '1' }], hasMore: false });
    assert.equal(response.json().code, CODE.serverError);
    assert.ok(!response.body.includes('你好'));
  });
});
