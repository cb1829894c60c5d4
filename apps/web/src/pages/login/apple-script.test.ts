import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appleScriptUrl, isAppleCancel } from './apple-script.ts';

describe('Sign in with Apple JS', () => {
  it('loads Apple’s script in the interface language, English otherwise', () => {
    assert.equal(
      appleScriptUrl('zh-Hans'),
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/zh_CN/appleid.auth.js',
    );
    assert.match(appleScriptUrl('zh-Hant'), /\/zh_TW\/appleid\.auth\.js$/);
    assert.match(appleScriptUrl('fr'), /\/fr_FR\//);
    assert.match(appleScriptUrl('de'), /\/en_US\//);
  });

  it('tells the user closing Apple’s window from a failure', () => {
    assert.equal(isAppleCancel({ error: 'popup_closed_by_user' }), true);
    assert.equal(isAppleCancel({ error: 'user_cancelled_authorize' }), true);
    assert.equal(isAppleCancel({ error: 'invalid_request' }), false);
    assert.equal(isAppleCancel(new Error('network')), false);
    assert.equal(isAppleCancel(null), false);
  });
});
