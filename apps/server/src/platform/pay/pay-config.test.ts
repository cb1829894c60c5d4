import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../config.ts';

const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), SMS_PROVIDER: 'aliyun' } as const;
const sms = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'kk',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs1', format: 'der' },
  publicKeyEncoding: { type: 'spki', format: 'der' },
});
const alipay = {
  ALIPAY_APP_ID: '2021000000000001',
  // As Alipay's key tool hands them out: bare base64 (PKCS#1 here).
  ALIPAY_PRIVATE_KEY: pair.privateKey.toString('base64'),
  ALIPAY_PUBLIC_KEY: pair.publicKey.toString('base64'),
  ALIPAY_SELLER_ID: '2088000000000002',
  PUBLIC_BASE_URL: 'https://kk.example.com/',
};

test('outside production the sandbox is the default', () => {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/kk-pay-config-test' });
  assert.equal(config.pay.provider, 'sandbox');
  assert.equal(config.pay.alipayLogin, true);
  assert.equal(config.pay.apple, undefined);
});

test('production refuses the sandbox, and has no payment until Alipay is configured', () => {
  assert.throws(
    () => loadConfig({ ...production, ...sms, ALIPAY_PROVIDER: 'sandbox' }),
    (error: unknown) => {
      return error instanceof ConfigError && error.message.includes('ALIPAY_PROVIDER: sandbox is refused');
    },
  );
  const none = loadConfig({ ...production, ...sms });
  assert.equal(none.pay.provider, 'none');
  assert.equal(none.pay.alipayLogin, false);
});

test('production Alipay needs its app id, keys, seller and public URL; keys are read as PEM', () => {
  assert.throws(
    () => loadConfig({ ...production, ...sms, ALIPAY_PROVIDER: 'alipay', ALIPAY_APP_ID: '1' }),
    /ALIPAY_PRIVATE_KEY: required[\s\S]*ALIPAY_SELLER_ID: required[\s\S]*PUBLIC_BASE_URL: required/,
  );
  const config = loadConfig({ ...production, ...sms, ...alipay });
  assert.equal(config.pay.provider, 'alipay');
  assert.match(config.pay.alipay?.privateKey ?? '', /^-----BEGIN PRIVATE KEY-----/);
  assert.match(config.pay.alipay?.alipayPublicKey ?? '', /^-----BEGIN PUBLIC KEY-----/);
  assert.equal(config.pay.publicBaseUrl, 'https://kk.example.com');
  assert.throws(
    () => loadConfig({ ...production, ...sms, ...alipay, ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5' }),
    /ALIPAY_PRIVATE_KEY: not an RSA key/,
  );
});

test('Apple is configured by its client id', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/kk-pay-config-test',
    APPLE_CLIENT_ID: 'com.example.web',
  });
  assert.equal(config.pay.apple?.clientId, 'com.example.web');
  assert.equal(config.pay.apple?.jwksUrl, 'https://appleid.apple.com/auth/keys');
});
