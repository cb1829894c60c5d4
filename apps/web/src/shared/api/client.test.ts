// The request wrapper against SPEC §8's catalogue, with fetch and every side effect injected.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, BUSY_RETRY_MS, createApiClient, NETWORK_FAILURE_CODE } from './client.ts';
import type { EndpointTable } from './types.ts';

const endpoints = {
  loginByPhone: { path: '/api/login/loginByPhone', method: 'POST', payload: 'data' },
  getUserInfo: { path: '/api/user/getUserInfo', method: 'POST', payload: 'data' },
  getAppVersion: { path: '/api/appConfig/getAppVersion', method: 'GET', payload: 'result' },
  smsOutbox: { path: '/api/dev/smsOutbox', method: 'GET', payload: 'data' },
} as unknown as EndpointTable;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>, token: string | null = 'tk') {
  const seen = {
    sleeps: [] as number[],
    toasts: [] as string[],
    unauthorized: 0,
    cleared: 0,
    requests: [] as Array<{ url: string; init: RequestInit }>,
  };
  let stored = token;
  const client = createApiClient({
    endpoints,
    fetch: (async (url: string, init: RequestInit) => {
      seen.requests.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
    getToken: () => stored,
    clearToken: () => {
      stored = null;
      seen.cleared += 1;
    },
    getPromoteCode: () => 'P1',
    getLanguage: () => 'fr',
    onUnauthorized: () => {
      seen.unauthorized += 1;
    },
    toast: (text) => seen.toasts.push(text),
    serverErrorText: () => '服务报错',
    networkErrorText: (error) => `网络异常：${error instanceof Error ? error.message : String(error)}`,
    sleep: async (ms) => {
      seen.sleeps.push(ms);
    },
  });
  return { client, seen, token: () => stored };
}

const user = { id: 1, username: 'kk1' };

describe('request wrapper', () => {
  it('sends the headers of SPEC §3 and answers the payload under data', async () => {
    const { client, seen } = setup(() => json(200, { code: 0, msg: '成功', data: user }));
    assert.deepEqual(await client.call('getUserInfo', {}), user);
    const headers = seen.requests[0]?.init.headers as Record<string, string>;
    assert.equal(headers.token, 'tk');
    assert.equal(headers.platForm, 'h5');
    assert.equal(headers.promoteCode, 'P1');
    assert.equal(headers['Accept-Language'], 'fr');
    assert.equal(seen.requests[0]?.init.method, 'POST');
    assert.deepEqual(seen.toasts, []);
  });

  it('reads result for endpoints whose payload is result, and sends GET parameters in the query', async () => {
    const { client, seen } = setup(() => json(200, { code: 0, msg: '成功', result: { version: '1.0.10', url: '' } }));
    assert.deepEqual(await client.call('getAppVersion', {}), { version: '1.0.10', url: '' });
    await client.call('smsOutbox', { phone: '13800000000' });
    assert.equal(seen.requests[1]?.url, '/api/dev/smsOutbox?phone=13800000000');
    assert.equal(seen.requests[1]?.init.body, undefined);
  });

  it('401 clears the token and opens login, without a toast; the body is read even on HTTP 401', async () => {
    const { client, seen, token } = setup(() => json(401, { code: 401, msg: '请先登录', data: null }));
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.code === 401 && error.handled);
    assert.equal(token(), null);
    assert.equal(seen.cleared, 1);
    assert.equal(seen.unauthorized, 1);
    assert.deepEqual(seen.toasts, []);
  });

  it('-520 passes silently', async () => {
    const { client, seen } = setup(() => json(200, { code: -520, msg: '当前没有kk锁', data: null }));
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.code === -520);
    assert.deepEqual(seen.toasts, []);
    assert.equal(seen.unauthorized, 0);
  });

  it('other codes show msg in a toast, or 服务报错 when there is none', async () => {
    let msg = '验证码错误';
    const { client, seen } = setup(() => json(200, { code: -2002, msg, data: null }));
    await assert.rejects(client.call('loginByPhone', { phone: '13800000000', code: '000000' }), ApiError);
    msg = '';
    await assert.rejects(client.call('loginByPhone', { phone: '13800000000', code: '000000' }), ApiError);
    assert.deepEqual(seen.toasts, ['验证码错误', '服务报错']);
  });

  it('the caller may handle codes itself: -2001 on SMS login makes no toast', async () => {
    const { client, seen } = setup(() => json(200, { code: -2001, msg: '用户不存在', data: null }));
    await assert.rejects(
      client.call('loginByPhone', { phone: '13800000000', code: '123456' }, { handle: [-2001] }),
      (error: ApiError) => error.code === -2001 && !error.handled,
    );
    await assert.rejects(client.call('getUserInfo', {}, { silent: true }), ApiError);
    assert.deepEqual(seen.toasts, []);
  });

  it('reads the envelope of an HTTP 4xx/5xx answer (a params error names the field)', async () => {
    const { client, seen } = setup(() => json(400, { code: -2222, msg: '请输入手机号', data: { field: 'phone' } }));
    await assert.rejects(client.call('loginByPhone', { phone: '', code: '' }), (error: ApiError) => {
      assert.deepEqual(error.data, { field: 'phone' });
      return error.code === -2222;
    });
    assert.deepEqual(seen.toasts, ['请输入手机号']);
  });

  it('a 503 "service busy" is sent once more after a pause, and the user sees nothing when that succeeds', async () => {
    let calls = 0;
    const { client, seen } = setup(() =>
      ++calls === 1
        ? json(503, { code: -1030, msg: '服务繁忙，请稍后重试', data: null })
        : json(200, { code: 0, msg: '成功', data: user }),
    );
    assert.deepEqual(await client.call('getUserInfo', {}), user);
    assert.equal(seen.requests.length, 2);
    assert.deepEqual(seen.sleeps, [BUSY_RETRY_MS]);
    assert.deepEqual(seen.toasts, []);
  });

  it('a second 503 shows the catalogue message, and is not retried again', async () => {
    const { client, seen } = setup(() => json(503, { code: -1030, msg: '服务繁忙，请稍后重试', data: null }));
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.code === -1030 && error.handled);
    assert.equal(seen.requests.length, 2);
    assert.deepEqual(seen.toasts, ['服务繁忙，请稍后重试']);
  });

  it('a network failure shows its error text (code 500)', async () => {
    const { client, seen } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.code === NETWORK_FAILURE_CODE);
    assert.deepEqual(seen.toasts, ['网络异常：Failed to fetch']);
  });

  it('the log hears of every call, and of why a call got no envelope (never its body)', async () => {
    const logged: Array<{ path: string; code: number; error?: unknown }> = [];
    let fail = false;
    const client = createApiClient({
      endpoints,
      fetch: (async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return json(200, { code: -2002, msg: '验证码错误', data: null });
      }) as typeof fetch,
      getToken: () => null,
      clearToken: () => {},
      getPromoteCode: () => null,
      getLanguage: () => 'zh-Hans',
      onUnauthorized: () => {},
      toast: () => {},
      serverErrorText: () => '服务报错',
      networkErrorText: () => '网络异常',
      logRequest: ({ path, code, error }) => logged.push({ path, code, error }),
    });
    await assert.rejects(client.call('loginByPhone', { phone: '13800000000', code: '123456' }), ApiError);
    fail = true;
    await assert.rejects(client.call('loginByPhone', { phone: '13800000000', code: '123456' }), ApiError);
    assert.deepEqual(
      logged.map(({ path, code }) => `${path} ${code}`),
      ['/api/login/loginByPhone -2002', '/api/login/loginByPhone 500'],
    );
    assert.equal(logged[0]?.error, undefined);
    assert.ok(logged[1]?.error instanceof TypeError);
    assert.equal(logged[1].error.message, 'Failed to fetch');
    assert.ok(!JSON.stringify(logged).includes('123456'));
  });

  it('an answer that is not the envelope counts as a network failure', async () => {
    const { client, seen } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.code === NETWORK_FAILURE_CODE);
    assert.deepEqual(seen.toasts, ['网络异常：HTTP 502']);
  });

  it('gives up after the time-out', async () => {
    const client = createApiClient({
      endpoints,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
      getToken: () => null,
      clearToken: () => {},
      getPromoteCode: () => null,
      getLanguage: () => 'zh-Hans',
      onUnauthorized: () => {},
      toast: () => {},
      serverErrorText: () => '服务报错',
      networkErrorText: (error) => (error instanceof Error ? error.name : 'x'),
      timeoutMs: 20,
    });
    await assert.rejects(client.call('getUserInfo', {}), (error: ApiError) => error.message === 'TimeoutError');
  });
});
