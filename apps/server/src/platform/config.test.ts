import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'kk-config-'));

describe('configuration', () => {
  test('defaults: 127.0.0.1:8080, SQLite under ./data, console SMS, the DESIGN §3 limits', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 8080);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.sms.provider, 'console');
    assert.equal(config.sms.codeTtlMs, 600_000);
    assert.equal(config.sms.maxAttempts, 5);
    assert.equal(config.sms.cooldownMs, 60_000);
    assert.equal(config.sms.perHour, 5);
    assert.equal(config.sms.perDay, 10);
    assert.equal(config.sms.perIpPerHour, 20);
    assert.equal(config.secretKey.length, 64);
    assert.equal(loadConfig({ DATA_DIR: config.dataDir }).secretKey, config.secretKey, 'kept across restarts');
  });

  test('a bad value stops start-up with a message naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' }), /SMS_PROVIDER/);
    assert.throws(() => loadConfig({ SMS_PER_HOUR: '0' }), /SMS_PER_HOUR/);
  });

  test('production refuses the console SMS sender and a missing secret', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', SECRET_KEY: 'k'.repeat(32) }),
      /SMS_PROVIDER: console is refused/,
    );
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) }), /ALIYUN_SMS_ACCESS_KEY_ID/);
    assert.throws(
      () =>
        loadConfig({
          NODE_ENV: 'production',
          ALIYUN_SMS_ACCESS_KEY_ID: 'id',
          ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
          ALIYUN_SMS_SIGN_NAME: 'sign',
          ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        }),
      /SECRET_KEY/,
    );
  });

  test('the file store: local disk by default; STORAGE=s3 names each missing variable', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir() }).storage, { kind: 'local' });
    assert.throws(
      () => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'kk' }),
      (error: Error) =>
        ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].every((name) =>
          error.message.includes(`${name}: required when STORAGE=s3`),
        ) && !error.message.includes('S3_BUCKET'),
    );
    assert.throws(() => loadConfig({ STORAGE: 'ftp' }), /STORAGE/);
    assert.throws(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT/);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'kk',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/prod',
    });
    assert.deepEqual(config.storage, {
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'kk',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'prod/',
      },
    });
  });

  test('PostgreSQL and Redis are chosen by their URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@localhost:5432/kk',
      REDIS_URL: 'redis://localhost:6379',
    });
    assert.equal(config.databaseUrl, 'postgres://u@localhost:5432/kk');
    assert.equal(config.redisUrl, 'redis://localhost:6379');
  });
});
