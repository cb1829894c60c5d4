import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CK, K } from './keys.ts';

describe('translation keys as values', () => {
  it('spell the dotted key of the source catalogue', () => {
    assert.equal(K.login.submit, 'login.submit');
    assert.equal(K.titles.userAgreement, 'titles.userAgreement');
    assert.equal(K.languages['zh-Hant'], 'languages.zh-Hant');
    assert.equal(CK.validation.phoneRequired, 'validation.phoneRequired');
    assert.equal(K.login, K.login);
  });
});
