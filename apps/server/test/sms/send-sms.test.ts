import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newPhone, startServer, type TestServer } from '../support/harness.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('sendSms', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ SMS_PER_IP_PER_HOUR: '20' });
  });
  after(() => server.close());

  test('sends a 6-digit code to any well-formed phone and says so', async () => {
    const phone = newPhone();
    const answer = await server.call('/api/sms/sendSms', { phone, type: 1 });
    assert.deepEqual(answer, { status: 200, code: 0, msg: '验证码已发送', data: null });
    const outbox = await server.call(`/api/dev/smsOutbox?phone=${phone}`);
    assert.equal(outbox.code, 0);
    assert.equal(outbox.data.list.length, 1);
    assert.match(outbox.data.list[0].code, /^\d{6}$/);
    assert.equal(outbox.data.list[0].type, 1);
    assert.equal(outbox.data.list[0].phone, phone);
  });

  test('the outbox lists the newest code first', async () => {
    const phone = newPhone();
    await server.call('/api/sms/sendSms', { phone, type: 1 });
    server.clock.advance(MINUTE);
    await server.call('/api/sms/sendSms', { phone, type: 2 });
    const outbox = await server.call(`/api/dev/smsOutbox?phone=${phone}`);
    assert.deepEqual(
      outbox.data.list.map((item: { type: number }) => item.type),
      [2, 1],
    );
    assert.ok(outbox.data.list[0].create_time > outbox.data.list[1].create_time);
  });

  test('a malformed phone is refused with SPEC §5 text, naming the field', async () => {
    const answer = await server.call('/api/sms/sendSms', { phone: '12345678901', type: 1 });
    assert.equal(answer.status, 400);
    assert.equal(answer.code, -2222);
    assert.equal(answer.msg, '手机号码格式错误');
    assert.deepEqual(answer.data, { field: 'phone' });
  });

  test('a missing phone, or a type other than 1 and 2, is a params error', async () => {
    const missing = await server.call('/api/sms/sendSms', { type: 1 });
    assert.equal(missing.code, -2222);
    assert.equal(missing.msg, '请输入手机号');
    const badType = await server.call('/api/sms/sendSms', { phone: newPhone(), type: 3 });
    assert.equal(badType.code, -2222);
    assert.equal(badType.msg, '短信类型不正确');
    assert.deepEqual(badType.data, { field: 'type' });
  });

  test('one send per 60 s per phone, with a message that says when to retry', async () => {
    const phone = newPhone();
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
    server.clock.advance(20_000);
    const refused = await server.call('/api/sms/sendSms', { phone, type: 2 });
    assert.equal(refused.code, -2100);
    assert.equal(refused.msg, '发送太频繁，请40秒后再试');
    assert.deepEqual(refused.data, { retryAfter: 40 });
    const english = await server.call('/api/sms/sendSms', { phone, type: 1 }, { language: 'en' });
    assert.equal(english.msg, 'Sent too often, please try again in 40 s');
    server.clock.advance(40_000);
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
  });

  test('at most 5 per hour per phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0, `send ${i + 1}`);
      server.clock.advance(MINUTE);
    }
    const refused = await server.call('/api/sms/sendSms', { phone, type: 1 });
    assert.equal(refused.code, -2100);
    assert.equal(refused.msg, '发送次数过多，请55分钟后再试');
    server.clock.advance(55 * MINUTE);
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
  });

  test('at most 10 per day per phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0, `send ${i + 1}`);
      server.clock.advance(13 * MINUTE); // 4 or 5 an hour: under the hourly cap.
    }
    const refused = await server.call('/api/sms/sendSms', { phone, type: 1 });
    assert.equal(refused.code, -2100);
    assert.equal(refused.msg, '今日发送次数已达上限，请明天再试');
    server.clock.advance(24 * HOUR);
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
  });

  test('at most 20 per hour from one address, whatever the phones', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      assert.equal((await server.call('/api/sms/sendSms', { phone: newPhone(), type: 1 }, { ip })).code, 0);
    }
    const refused = await server.call('/api/sms/sendSms', { phone: newPhone(), type: 1 }, { ip });
    assert.equal(refused.code, -2100);
    assert.equal(refused.msg, '当前网络发送次数过多，请60分钟后再试');
    const elsewhere = await server.call('/api/sms/sendSms', { phone: newPhone(), type: 1 }, { ip: '203.0.113.8' });
    assert.equal(elsewhere.code, 0);
  });

  test('a refused send does not use up an allowance', async () => {
    const phone = newPhone();
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
    for (let i = 0; i < 10; i++) {
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, -2100);
    }
    server.clock.advance(MINUTE);
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
  });
});

describe('sendSms with limits from the environment', () => {
  test('the caps are configurable', async () => {
    const server = await startServer({ SMS_COOLDOWN_SECONDS: '5', SMS_PER_HOUR: '2' });
    try {
      const phone = newPhone();
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
      server.clock.advance(5_000);
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, 0);
      server.clock.advance(5_000);
      assert.equal((await server.call('/api/sms/sendSms', { phone, type: 1 })).code, -2100);
    } finally {
      await server.close();
    }
  });
});

describe('sendSms when the provider fails', () => {
  test('answers -2100 and the failure is not a 500', async () => {
    const server = await startServer(
      {},
      {
        smsSender: {
          name: 'aliyun',
          async send() {
            throw new Error('provider down');
          },
        },
      },
    );
    try {
      const answer = await server.call('/api/sms/sendSms', { phone: newPhone(), type: 1 });
      assert.equal(answer.status, 200);
      assert.equal(answer.code, -2100);
      assert.equal(answer.msg, '短信发送失败，请稍后再试');
      // Without the console sender there is no development outbox.
      const outbox = await server.call(`/api/dev/smsOutbox?phone=${newPhone()}`);
      assert.equal(outbox.code, 404);
    } finally {
      await server.close();
    }
  });
});
