// Logs keep no secrets: nothing that reaches a log carries a code, a token, a password or a full phone number,
// not even when a provider's error quotes the request it failed on.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import Fastify from 'fastify';
import { loggerOptions } from '../../src/platform/logger.ts';
import { AliyunSms, type AliyunSmsClient } from '../../src/platform/sms/aliyun-sms.ts';
import type { SmsSender } from '../../src/platform/sms/sms.ts';
import { newPhone, startServer } from '../support/harness.ts';

const aliyunOptions = {
  accessKeyId: 'LTAI-test-id',
  accessKeySecret: 'test-secret',
  signName: '交友',
  templateCode: 'SMS_123456789',
  endpoint: 'dysmsapi.aliyuncs.com',
};

/** The URL the SDK signs and sends, as its errors quote it: the phone in clear, the code percent-encoded. */
function requestUrl(request: SendSmsRequest): string {
  const query = new URLSearchParams({
    PhoneNumbers: request.phoneNumbers ?? '',
    TemplateParam: request.templateParam ?? '',
    SignName: request.signName ?? '',
  });
  return `https://dysmsapi.aliyuncs.com/?${query}`;
}

/** Every spelling of a secret that a log could hold. */
function spellings(secret: string): string[] {
  return [secret, encodeURIComponent(secret), encodeURIComponent(JSON.stringify({ code: secret }))];
}

function assertAbsent(log: string, secrets: Record<string, string>) {
  for (const [what, secret] of Object.entries(secrets)) {
    for (const spelling of spellings(secret)) assert.ok(!log.includes(spelling), `the log holds the ${what}`);
  }
}

describe('a failed production SMS send', () => {
  test('logs the provider and its code, never the phone or the code the SDK error quotes', async () => {
    const lines: string[] = [];
    const sent: Array<{ phone: string; code: string }> = [];
    const client: AliyunSmsClient = {
      async sendSms(request) {
        const url = requestUrl(request);
        sent.push({ phone: request.phoneNumbers ?? '', code: JSON.parse(request.templateParam ?? '{}').code });
        const error = new Error(`request to ${url} failed: socket hang up`, {
          cause: new Error(`GET ${url} ECONNRESET`),
        }) as Error & { code: string; data: object };
        error.code = 'ECONNRESET';
        error.data = { url, PhoneNumbers: request.phoneNumbers, RequestId: 'F0E1-REQ' };
        throw error;
      },
    };
    const server = await startServer(
      { LOG_LEVEL: 'trace' },
      { smsSender: new AliyunSms(aliyunOptions, client), logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const phone = newPhone();
      const answer = await server.call('/api/sms/sendSms', { phone, type: 1 });
      assert.equal(answer.code, -2100);
      assert.equal(sent[0]?.phone, phone);
      assertAbsent(lines.join('\n'), { phone, code: sent[0]?.code as string });
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'sms send failed');
      assert.equal(failure?.provider, 'aliyun');
      assert.match(failure?.reason ?? '', /ECONNRESET/, 'the provider code is kept for the operator');
    } finally {
      await server.close();
    }
  });

  test('a refusal by the provider logs its code, not its message', async () => {
    const lines: string[] = [];
    let phone = '';
    const client: AliyunSmsClient = {
      async sendSms(request) {
        phone = request.phoneNumbers ?? '';
        return { body: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: `limit for ${phone}`, requestId: 'R-1' } };
      },
    };
    const server = await startServer(
      { LOG_LEVEL: 'info' },
      { smsSender: new AliyunSms(aliyunOptions, client), logStream: { write: (line) => lines.push(line) } },
    );
    try {
      assert.equal((await server.call('/api/sms/sendSms', { phone: newPhone(), type: 1 })).code, -2100);
      const log = lines.join('\n');
      assert.match(log, /isv\.BUSINESS_LIMIT_CONTROL/);
      assert.ok(phone.length === 11 && !log.includes(phone), 'the phone');
    } finally {
      await server.close();
    }
  });
});

describe('the logger itself', () => {
  test('scrubs phones, codes, tokens and password values out of any error it is given', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    const phone = '13912345678';
    const code = '482913';
    const token = 'Zk3xQ9v2LmN8pR4tY7wB1cD5eF6gH0jK2lM3nO4pQ5r';
    const url = `https://example.test/send?PhoneNumbers=${phone}&TemplateParam=${encodeURIComponent(`{"code":"${code}"}`)}`;
    const error = new Error(`failed: ${url} token=${token} password=hunter2-secret`, {
      cause: new Error(`+86${phone} code ${code}`),
    });
    app.log.error({ err: error, detail: { url, phone } }, `send to ${phone} failed`);
    await app.close();
    const log = lines.join('\n');
    assertAbsent(log, { phone, code, token, password: 'hunter2-secret' });
    assert.ok(log.includes('139****5678'), 'the phone is kept masked, as SPEC §9 shows it');
    assert.ok(!log.includes(`86${phone}`), 'the +86 form');
  });
});

describe('a whole sign-up, login and reset at LOG_LEVEL=trace', () => {
  test('leaves no phone, code, token or password in the logs', async () => {
    const lines: string[] = [];
    const codes: string[] = [];
    // A sender of our own: the console sender prints codes on purpose (it is the development SMS channel).
    const sender: SmsSender = {
      name: 'aliyun',
      async send(message) {
        codes.push(message.code);
      },
    };
    const server = await startServer(
      { LOG_LEVEL: 'trace', SMS_COOLDOWN_SECONDS: '1' },
      { smsSender: sender, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const phone = newPhone();
      const password = 'Trace-Pass-41';
      const newPassword = 'Trace-Pass-42';
      const tokens: string[] = [];
      const call = async (path: string, body: object, token?: string) => {
        const answer = await server.call(path, body, token ? { token } : {});
        if (typeof answer.data?.token === 'string') tokens.push(answer.data.token);
        return answer;
      };
      await call('/api/sms/sendSms', { phone, type: 1 });
      const signUpCode = codes.at(-1) as string;
      assert.equal((await call('/api/login/loginByPhone', { phone, code: signUpCode })).code, -2001);
      assert.equal((await call('/api/login/loginByPhone', { phone, code: '000000' })).code, -2002);
      assert.equal((await call('/api/login/loginByPhone', { phone, code: signUpCode, password })).code, 0);
      assert.equal((await call('/api/login/loginByPasswd', { username: phone, password: 'wrong-one' })).code, -2004);
      assert.equal((await call('/api/login/loginByPasswd', { username: phone, password })).code, 0);
      await call('/api/user/getUserInfo', {}, tokens[0]);
      await fetch(`${server.url}/api/user/getUserInfo?token=${tokens[0]}&phone=${phone}`, {
        method: 'POST',
        headers: { token: tokens[0] as string },
      });
      server.clock.advance(2_000);
      await call('/api/sms/sendSms', { phone, type: 2 });
      const resetCode = codes.at(-1) as string;
      const reset = await call('/api/login/resetByPhone', { phone, code: resetCode, password: newPassword });
      assert.equal(reset.code, 0);
      assert.equal((await call('/api/login/loginByPasswd', { username: phone, password: newPassword })).code, 0);
      await call('/api/login/logout', {}, tokens.at(-1));

      assert.ok(lines.length > 20, 'requests were logged');
      assert.equal(tokens.length, 3);
      const secrets: Record<string, string> = { phone, password, newPassword };
      for (const [i, code] of codes.entries()) secrets[`code ${i + 1}`] = code;
      for (const [i, token] of tokens.entries()) secrets[`token ${i + 1}`] = token;
      assertAbsent(lines.join('\n'), secrets);
    } finally {
      await server.close();
    }
  });
});

describe('logs', () => {
  test('never contain a token, a code or a password', async () => {
    const lines: string[] = [];
    const sent: string[] = [];
    const server = await startServer(
      { LOG_LEVEL: 'trace' },
      {
        logStream: { write: (line) => lines.push(line) },
        // A sender of our own: the console sender prints codes on purpose (it is the development SMS channel).
        smsSender: {
          name: 'aliyun',
          async send(message) {
            sent.push(message.code);
          },
        },
      },
    );
    try {
      const phone = newPhone();
      // Each step is checked, so a failed step cannot leave nothing secret to look for (`includes(undefined)`).
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
      assert.equal(sent.length, 1);
      const code = sent[0] as string;
      assert.match(code, /^\d{6}$/);
      assert.equal((await server.call('/api/login/loginByPhone', { phone, code })).code, -2001);
      const created = await server.call('/api/login/loginByPhone', { phone, code, password: 'Log-Secret-77' });
      assert.equal(created.code, 0);
      const token = created.data.token as string;
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, 0);
      await fetch(`${server.url}/api/user/getUserInfo?token=${token}`, { method: 'POST', headers: { token } });
      const byPassword = await server.call('/api/login/loginByPasswd', { username: phone, password: 'Log-Secret-77' });
      assert.equal(byPassword.code, 0);
      const log = lines.join('\n');
      assert.ok(!log.includes(byPassword.data.token), 'second token');
      assert.ok(lines.length > 10, 'requests were logged');
      assert.ok(!log.includes(token), 'token');
      assert.ok(!log.includes('Log-Secret-77'), 'password');
      assert.ok(!log.includes(code), 'code');
    } finally {
      await server.close();
    }
  });
});
