// The envelope every answer shares and what the platform answers on its own: health, unknown paths, bodies that
// are not JSON, messages in the caller's language, the OpenAPI listing, the app config, the request id, and the
// generic answer to an unexpected failure.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, UPLOAD_PATH } from '@kk/contract';
import { startServer, type TestServer } from '../support/harness.ts';

describe('the envelope and the platform', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('GET /api/health answers once the database answers', async () => {
    const answer = await server.call('/api/health');
    assert.equal(answer.code, 0);
    assert.deepEqual(answer.data, {
      status: 'ok',
      version: '1.0.10',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  test('an unknown API path answers the envelope with 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await server.call('/api/nothing/here', method === 'POST' ? {} : undefined, { method });
      assert.deepEqual(answer, { status: 404, code: 404, msg: '接口不存在', data: null });
    }
  });

  test('a body that is not JSON is a params error naming the body', async () => {
    const response = await fetch(`${server.url}/api/sms/sendSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone": ',
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { code: -2222, msg: '参数错误：body', data: { field: 'body' } });
  });

  test('a body that is a JSON array or a string is a params error', async () => {
    for (const body of [[1, 2], 'phone']) {
      const answer = await server.call('/api/login/loginByPasswd', body);
      assert.equal(answer.code, -2222);
    }
  });

  test('msg follows Accept-Language: zh-Hans by default, English when none of ours fits', async () => {
    const bad = { phone: '123', type: 1 };
    const cases: Array<[string | undefined, string]> = [
      [undefined, '手机号码格式错误'],
      ['zh-CN', '手机号码格式错误'],
      ['zh-TW', '手機號碼格式錯誤'],
      ['zh-HK,zh;q=0.8', '手機號碼格式錯誤'],
      ['fr-FR,fr;q=0.9', 'Format de numéro de téléphone invalide'],
      ['es', 'Formato de número de teléfono no válido'],
      ['de-DE', 'Invalid phone number format'],
      ['de;q=0.9,es;q=0.8', 'Formato de número de teléfono no válido'],
    ];
    for (const [language, msg] of cases) {
      const answer = await server.call('/api/sms/sendSms', bad, language ? { language } : {});
      assert.equal(answer.msg, msg, String(language));
    }
  });

  test('the OpenAPI document lists every endpoint of the contract', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    assert.equal(doc.openapi, '3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      if (endpoint.path === '/api/dev/smsOutbox') continue;
      assert.ok(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.path);
    }
    const upload = doc.paths[UPLOAD_PATH]?.post as { requestBody: { content: Record<string, unknown> } };
    assert.ok(upload.requestBody.content['multipart/form-data'], 'the multipart upload');
    const sendSms = doc.paths['/api/sms/sendSms']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    assert.deepEqual(Object.keys(sendSms.requestBody.content['application/json']?.schema.properties ?? {}).sort(), [
      'phone',
      'type',
    ]);
  });

  test('getAppVersion answers under result (SPEC §7)', async () => {
    const answer = await server.call('/api/appConfig/getAppVersion');
    assert.equal(answer.code, 0);
    assert.equal(answer.result.version, '1.0.10');
    assert.equal(typeof answer.result.url, 'string');
    assert.equal(answer.data, undefined);
  });

  test('getLoginConfig offers the sandbox’s Alipay login, not Apple (unconfigured) nor one-tap (no carrier)', async () => {
    const answer = await server.call('/api/appConfig/getLoginConfig');
    assert.deepEqual(answer.data, { alipay: true, apple: false, oneTap: false });
  });

  test('every answer carries a request id header', async () => {
    const response = await fetch(`${server.url}/api/health`);
    assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});

describe('an unexpected failure', () => {
  test('is logged with its request id and answers a generic message, never a stack', async () => {
    const lines: string[] = [];
    const server = await startServer(
      { LOG_LEVEL: 'error' },
      {
        logStream: { write: (line) => lines.push(line) },
        limiter: {
          take: async () => {
            throw new Error('limiter store is down');
          },
          close: async () => {},
        },
      },
    );
    try {
      const response = await fetch(`${server.url}/api/health`, { headers: { 'accept-language': 'en' } });
      const body = (await response.json()) as { code: number; msg: string; data: { requestId: string } };
      assert.equal(response.status, 500);
      assert.equal(body.code, -1);
      assert.equal(body.msg, 'Service error, please try again later');
      assert.equal(body.data.requestId, response.headers.get('x-request-id'));
      assert.ok(!JSON.stringify(body).includes('limiter store is down'));
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
      assert.equal(logged?.reqId, body.data.requestId);
      assert.match(logged?.err?.message ?? '', /limiter store is down/);
    } finally {
      await server.close();
    }
  });
});
