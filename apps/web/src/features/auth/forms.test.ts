// The validators as the sign-in forms use them: every message of SPEC §5, through the shared catalogue.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translate } from '@kk/contract/i18n';
import {
  validatePasswordLogin,
  validateRegistration,
  validateReset,
  validateSendCode,
  validateSmsLogin,
} from './forms.ts';

const zh = (key: string | null) => (key ? translate('zh-Hans', key) : null);

describe('sign-in forms', () => {
  it('SMS login: phone, then code, then the agreement', () => {
    assert.equal(zh(validateSmsLogin({ phone: '', code: '', agreed: true })), '请输入手机号');
    assert.equal(zh(validateSmsLogin({ phone: '12345678901', code: '', agreed: true })), '手机号格式不正确');
    assert.equal(zh(validateSmsLogin({ phone: '13812345678', code: '', agreed: true })), '请输入验证码');
    assert.equal(zh(validateSmsLogin({ phone: '13812345678', code: '123', agreed: true })), '请输入六位验证码');
    assert.equal(
      zh(validateSmsLogin({ phone: '13812345678', code: '123456', agreed: false })),
      '请先查看并勾选服务协议',
    );
    assert.equal(validateSmsLogin({ phone: '13812345678', code: '123456', agreed: true }), null);
  });

  it('sending a code names a bad phone differently', () => {
    assert.equal(zh(validateSendCode('')), '请输入手机号');
    assert.equal(zh(validateSendCode('1381234')), '手机号码格式错误');
    assert.equal(zh(validateSendCode('12812345678')), '手机号码格式错误');
    assert.equal(validateSendCode('19912345678'), null);
  });

  it('password login: username (phone or name), password, agreement', () => {
    assert.equal(zh(validatePasswordLogin({ username: ' ', password: 'x', agreed: true })), '请输入用户名');
    assert.equal(zh(validatePasswordLogin({ username: 'kk1', password: '', agreed: true })), '请输入密码');
    assert.equal(
      zh(validatePasswordLogin({ username: 'kk1', password: 'x', agreed: false })),
      '请先查看并勾选服务协议',
    );
    assert.equal(validatePasswordLogin({ username: '13812345678', password: 'x', agreed: true }), null);
  });

  it('registration and reset check the new-password policy', () => {
    assert.equal(zh(validateRegistration({ password: '', agreed: true })), '请输入密码');
    assert.equal(validateRegistration({ password: 'abc', agreed: true }), 'validation.passwordLength');
    assert.equal(validateRegistration({ password: 'abc123', agreed: true }), null);
    assert.equal(zh(validateReset({ phone: '13812345678', code: '12345', password: 'abc123' })), '请输入六位验证码');
    assert.equal(validateReset({ phone: '13812345678', code: '123456', password: 'abc123' }), null);
  });
});
