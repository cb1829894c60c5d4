import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalogues } from './i18n/index.ts';
import { checkCode, checkNewPassword, checkPassword, checkPhone, checkUsername, MESSAGE_VARS } from './rules.ts';

const zh = (key: string | null) => {
  if (key == null) return null;
  const [group, name] = key.split('.') as [string, string];
  let text = (catalogues['zh-Hans'] as unknown as Record<string, Record<string, string>>)[group]?.[name] ?? key;
  for (const [k, v] of Object.entries(MESSAGE_VARS[key] ?? {})) text = text.replace(`{{${k}}}`, String(v));
  return text;
};

describe('SPEC §5 validation, with its exact texts', () => {
  test('username is required', () => {
    assert.equal(zh(checkUsername('')), '请输入用户名');
    assert.equal(zh(checkUsername('  ')), '请输入用户名');
    assert.equal(checkUsername('kk'), null);
  });
  test('phone: required, then 11 digits starting 1 and 3-9', () => {
    assert.equal(zh(checkPhone('')), '请输入手机号');
    assert.equal(zh(checkPhone(undefined)), '请输入手机号');
    for (const bad of ['12345678901', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678']) {
      assert.equal(zh(checkPhone(bad)), '手机号格式不正确', bad);
    }
    for (const good of ['13812345678', '19912345678', '15000000000']) assert.equal(checkPhone(good), null, good);
  });
  test('the SMS form says 手机号码格式错误 for a bad phone', () => {
    assert.equal(zh(checkPhone('123', 'validation.smsPhoneInvalid')), '手机号码格式错误');
  });
  test('code: required, exactly 6 characters', () => {
    assert.equal(zh(checkCode('')), '请输入验证码');
    assert.equal(zh(checkCode('12345')), '请输入六位验证码');
    assert.equal(zh(checkCode('1234567')), '请输入六位验证码');
    assert.equal(checkCode('123456'), null);
  });
  test('password: required to log in; 6 to 32 characters to choose', () => {
    assert.equal(zh(checkPassword('')), '请输入密码');
    assert.equal(checkPassword('1'), null);
    assert.equal(zh(checkNewPassword('')), '请输入密码');
    assert.equal(zh(checkNewPassword('12345')), '密码长度为6到32位');
    assert.equal(zh(checkNewPassword('x'.repeat(33))), '密码长度为6到32位');
    assert.equal(checkNewPassword('123456'), null);
  });
});
