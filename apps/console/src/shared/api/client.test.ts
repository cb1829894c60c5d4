import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE } from '@kk/contract';
import { type ConsoleClientDeps, ConsoleError, createConsoleClient } from './client.ts';
import type { EndpointTable } from './types.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function client(answer: () => Response) {
  const sent: Sent[] = [];
  let signedOut = 0;
  const deps: ConsoleClientDeps = {
    endpoints: {
      consoleGetReportList: { path: '/api/console/getReportList' },
      consoleLogin: { path: '/api/console/login' },
    } as EndpointTable,
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return answer();
    },
    getCsrf: () => 'token-1',
    getLanguage: () => 'en',
    onSignedOut: () => {
      signedOut += 1;
    },
    serverErrorText: () => 'server error',
    networkErrorText: (detail) => `network: ${detail}`,
  };
  return { api: createConsoleClient(deps), sent, signedOut: () => signedOut };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('a call is a same-origin JSON POST with the CSRF token and the language', async () => {
  const { api, sent } = client(() => json({ code: 0, msg: '', data: { list: [], total: 0 } }));
  const data = await api.call('consoleGetReportList', { status: 'open', page: 1, pageSize: 20 });
  assert.deepEqual(data, { list: [], total: 0 });
  const [first] = sent;
  assert.equal(first?.url, '/api/console/getReportList');
  assert.equal(first?.init.method, 'POST');
  assert.equal(first?.init.credentials, 'same-origin');
  const headers = first?.init.headers as Record<string, string>;
  assert.equal(headers['x-csrf-token'], 'token-1');
  assert.equal(headers['Accept-Language'], 'en');
  assert.deepEqual(JSON.parse(String(first?.init.body)), { status: 'open', page: 1, pageSize: 20 });
});

test('a refusal throws its msg and code; 401 and a stale CSRF token sign out', async () => {
  const refused = client(() => json({ code: CODE.operatorLoginFailed, msg: 'wrong', data: null }));
  await assert.rejects(refused.api.call('consoleLogin', { name: 'ann', password: 'x', otp: '123456' }), (error) => {
    assert.ok(error instanceof ConsoleError);
    assert.equal(error.code, CODE.operatorLoginFailed);
    assert.equal(error.message, 'wrong');
    return true;
  });
  assert.equal(refused.signedOut(), 0);

  const gone = client(() => new Response('', { status: 401 }));
  await assert.rejects(gone.api.call('consoleGetReportList', {}), ConsoleError);
  assert.equal(gone.signedOut(), 1);

  const stale = client(() => json({ code: CODE.csrfInvalid, msg: '' }, 403));
  await assert.rejects(stale.api.call('consoleGetReportList', {}), /server error/);
  assert.equal(stale.signedOut(), 1);
});

test('a network failure names its cause', async () => {
  const { api } = client(() => {
    throw new Error('offline');
  });
  await assert.rejects(api.call('consoleGetReportList', {}), /network: offline/);
});
