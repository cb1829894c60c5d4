import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE_MESSAGE_KEY } from '../errors.ts';
import { catalogues, LANGUAGES, languageOfTag, resolveLanguage, translate } from './index.ts';

describe('language resolution', () => {
  test('Traditional for zh-TW, zh-HK, zh-MO and any zh-Hant; Simplified for other zh', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN', 'zh_TW', 'ZH-hk']) {
      assert.equal(languageOfTag(tag), 'zh-Hant', tag);
    }
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK']) {
      assert.equal(languageOfTag(tag), tag === 'zh-Hans-HK' ? 'zh-Hant' : 'zh-Hans', tag);
    }
  });
  test('Accept-Language is read by weight; nothing gives zh-Hans; nothing of ours gives English', () => {
    assert.equal(resolveLanguage('fr-CH, fr;q=0.9, en;q=0.8'), 'fr');
    assert.equal(resolveLanguage('de;q=0.9, es;q=0.95'), 'es');
    assert.equal(resolveLanguage('en;q=0, fr;q=0.1'), 'fr');
    assert.equal(resolveLanguage(''), 'zh-Hans');
    assert.equal(resolveLanguage(undefined), 'zh-Hans');
    assert.equal(resolveLanguage('de-DE'), 'en');
    assert.equal(resolveLanguage(['ja-JP', 'zh-TW']), 'zh-Hant');
  });
});

describe('the shared catalogues', () => {
  const source = catalogues['zh-Hans'] as unknown as Record<string, Record<string, string>>;
  test('every language has exactly the keys of the source, none empty', () => {
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language] as unknown as Record<string, Record<string, string>>;
      assert.deepEqual(Object.keys(catalogue).sort(), Object.keys(source).sort(), language);
      for (const [group, messages] of Object.entries(source)) {
        assert.deepEqual(
          Object.keys(catalogue[group] ?? {}).sort(),
          Object.keys(messages).sort(),
          `${language} ${group}`,
        );
        for (const [key, text] of Object.entries(catalogue[group] ?? {})) {
          assert.ok(text.trim().length > 0, `${language} ${group}.${key} is empty`);
          const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
          assert.deepEqual(placeholders(text), placeholders(messages[key] ?? ''), `${language} ${group}.${key}`);
        }
      }
    }
  });
  test('every catalogue code has a message', () => {
    for (const key of Object.values(CODE_MESSAGE_KEY)) {
      assert.notEqual(translate('zh-Hans', key), key, key);
    }
  });
  test('translate falls back to English, then to the key', () => {
    assert.equal(translate('fr', 'sms.cooldown', { seconds: 9 }), 'Envois trop fréquents, réessayez dans 9 s');
    assert.equal(translate('zh-Hans', 'no.such'), 'no.such');
  });
});
