import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { AliyunSms, type AliyunSmsClient, buildSendSmsRequest } from './aliyun-sms.ts';
import { SmsSendError } from './sms.ts';

const options = {
  accessKeyId: 'id',
  accessKeySecret: 'secret',
  signName: '交友',
  templateCode: 'SMS_123456',
  endpoint: 'dysmsapi.aliyuncs.com',
};

describe('Alibaba Cloud SMS', () => {
  test('builds the SendSms request the provider documents: phone, sign, template, code as JSON', () => {
    const request = buildSendSmsRequest(options, { phone: '13812345678', type: 1, code: '042917' });
    assert.deepEqual(request.toMap(), {
      PhoneNumbers: '13812345678',
      SignName: '交友',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"042917"}',
    });
  });

  test('sends through the client and treats any answer but OK as a failure', async () => {
    const seen: SendSmsRequest[] = [];
    let answer = 'OK';
    const client: AliyunSmsClient = {
      async sendSms(request) {
        seen.push(request);
        return { body: { code: answer, message: 'm', requestId: 'r' } };
      },
    };
    const sms = new AliyunSms(options, client);
    await sms.send({ phone: '13812345678', type: 2, code: '123456' });
    assert.equal(seen[0]?.phoneNumbers, '13812345678');
    answer = 'isv.BUSINESS_LIMIT_CONTROL';
    await assert.rejects(sms.send({ phone: '13812345678', type: 2, code: '123456' }), SmsSendError);
  });

  test('a network failure becomes an SmsSendError', async () => {
    const sms = new AliyunSms(options, {
      sendSms: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    await assert.rejects(sms.send({ phone: '13812345678', type: 1, code: '123456' }), SmsSendError);
  });

  test('the real SDK client can be constructed offline', async () => {
    const sms = new AliyunSms(options);
    assert.equal(sms.name, 'aliyun');
  });
});
