// Every string a request can carry has a maximum length (finding 3), visible in the schema the OpenAPI document
// is generated from, so docs/api.md and /api/docs can list it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { z } from 'zod';
import { PROFILE_FIELDS } from '../profile.ts';
import { endpoints } from './index.ts';
import { updateUserInfo } from './profile.ts';

type JsonSchema = {
  type?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every string schema in a request schema, with its path. */
function strings(schema: JsonSchema, path: string): Array<[string, JsonSchema]> {
  const found: Array<[string, JsonSchema]> = schema.type === 'string' ? [[path, schema]] : [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...strings(child, `${path}.${key}`));
  if (schema.items) found.push(...strings(schema.items, `${path}[]`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) found.push(...strings(child, path));
  return found;
}

describe('request limits', () => {
  test('every string field of every endpoint has a maximum length', () => {
    let count = 0;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      for (const [path, field] of strings(schema, name)) {
        count++;
        assert.ok(typeof field.maxLength === 'number' && field.maxLength <= 4096, `${path} has no maximum`);
      }
    }
    assert.ok(count >= 20, `found ${count} string fields`);
  });

  test('the profile fields of the rules, and the two safety settings, are exactly the fields updateUserInfo accepts', () => {
    assert.deepEqual(Object.keys(updateUserInfo.request.shape), [
      ...PROFILE_FIELDS,
      // Settings, not profile (issue 24): no text rules apply to them.
      'message_policy',
      'blur_stranger_images',
    ]);
  });
});
