// In production the OpenAPI document at /api/docs lists no development endpoint.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { endpoints } from '@kk/contract';
import { startServer } from '../support/harness.ts';

/** What config.ts requires of a production start: a real SMS provider and a secret of our own. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret',
  ALIYUN_SMS_SIGN_NAME: '交友',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
  SECRET_KEY: 'a-production-secret-of-at-least-32-characters',
};

async function docsOf(env: Record<string, string>): Promise<{ paths: Record<string, unknown>; served: number }> {
  const server = await startServer(env);
  try {
    const doc = (await (await fetch(`${server.url}/api/docs`)).json()) as { paths: Record<string, unknown> };
    const outbox = await server.call('/api/dev/smsOutbox?phone=13812345678');
    return { paths: doc.paths, served: outbox.code };
  } finally {
    await server.close();
  }
}

describe('/api/docs', () => {
  test('in production lists no /api/dev path, and that route does not exist', async () => {
    const { paths, served } = await docsOf(PRODUCTION);
    const dev = Object.keys(paths).filter((path) => path.startsWith('/api/dev/'));
    assert.deepEqual(dev, []);
    assert.equal(served, 404);
    // Everything else is still there.
    for (const endpoint of Object.values(endpoints)) {
      if (!endpoint.path.startsWith('/api/dev/')) assert.ok(paths[endpoint.path], endpoint.path);
    }
  });

  test('in development lists the outbox that development serves', async () => {
    const { paths, served } = await docsOf({ NODE_ENV: 'development' });
    assert.ok(paths['/api/dev/smsOutbox']);
    assert.equal(served, 0);
  });
});
