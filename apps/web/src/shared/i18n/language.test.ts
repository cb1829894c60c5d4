import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialLanguage, isLanguage } from './language.ts';

describe('initial language', () => {
  it('follows the browser: Traditional regions and scripts to zh-Hant, other Chinese to zh-Hans', () => {
    assert.equal(initialLanguage(null, ['zh-TW']), 'zh-Hant');
    assert.equal(initialLanguage(null, ['zh-HK', 'en']), 'zh-Hant');
    assert.equal(initialLanguage(null, ['zh-Hant-MO']), 'zh-Hant');
    assert.equal(initialLanguage(null, ['zh-CN']), 'zh-Hans');
    assert.equal(initialLanguage(null, ['zh']), 'zh-Hans');
    assert.equal(initialLanguage(null, ['fr-FR', 'en']), 'fr');
    assert.equal(initialLanguage(null, ['es-MX']), 'es');
  });

  it('falls back to English for languages we do not have, and to the source when the browser says nothing', () => {
    assert.equal(initialLanguage(null, ['de-DE', 'ja']), 'en');
    assert.equal(initialLanguage(null, []), 'zh-Hans');
    assert.equal(initialLanguage(null, undefined), 'zh-Hans');
  });

  it('prefers the language chosen in settings, and ignores a stored value that is not a language', () => {
    assert.equal(initialLanguage('es', ['zh-CN']), 'es');
    assert.equal(initialLanguage('zh-Hant', ['en']), 'zh-Hant');
    assert.equal(initialLanguage('klingon', ['fr']), 'fr');
    assert.equal(isLanguage('en'), true);
    assert.equal(isLanguage('en-US'), false);
  });
});
