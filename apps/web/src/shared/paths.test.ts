import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterLoginPath, loginPath, PATHS, skipsLogin } from './paths.ts';

describe('login routing', () => {
  it('remembers where a login-required route was going, but not home', () => {
    assert.equal(loginPath(PATHS.message), '/pages/login/login?redirect=%2Fpages%2Fmessage%2Fmessage');
    assert.equal(
      loginPath('/pages/chat/chat?userId=7'),
      '/pages/login/login?redirect=%2Fpages%2Fchat%2Fchat%3FuserId%3D7',
    );
    assert.equal(loginPath(PATHS.home), PATHS.login);
    assert.equal(loginPath('/'), PATHS.login);
    assert.equal(loginPath(`${PATHS.login}?redirect=x`), PATHS.login);
  });

  it('lands on home after a login unless a safe in-app path was remembered', () => {
    assert.equal(afterLoginPath(null), PATHS.home);
    assert.equal(afterLoginPath(PATHS.user), PATHS.user);
    assert.equal(afterLoginPath('/pages/chat/chat?userId=7'), '/pages/chat/chat?userId=7');
    assert.equal(afterLoginPath('https://evil.example/'), PATHS.home);
    assert.equal(afterLoginPath('//evil.example/'), PATHS.home);
    assert.equal(afterLoginPath(PATHS.findPassWord), PATHS.home);
  });

  it('skips the login redirect for addresses containing /pages/redirect', () => {
    assert.equal(skipsLogin('http://x/#/pages/redirect/redirect?to=pay'), true);
    assert.equal(skipsLogin('http://x/#/pages/home/home'), false);
  });
});
