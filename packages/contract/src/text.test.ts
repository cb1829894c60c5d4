// The text rules of user-written fields (DESIGN §3): what impersonates or hides is refused, real names pass.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalogues, LANGUAGES, translate } from './i18n/index.ts';
import { checkProfileUsername, profileProblem } from './profile.ts';
import {
  checkText,
  holdsReserved,
  looksReserved,
  normalizeText,
  rawInputMax,
  type TextRule,
  textLength,
  textProblem,
} from './text.ts';
import { TEXT_RULES } from './text-rules.ts';

const NOW = Date.UTC(2026, 5, 15, 4);

describe('names that impersonate are refused (finding 9)', () => {
  const reserved = 'validation.usernameReserved';
  test('lookalikes of the default name kk + 8 digits', () => {
    for (const name of [
      'kk12345678',
      'KK12345678',
      'kk１２３４５６７８', // fullwidth digits
      'ｋｋ12345678', // fullwidth letters
      'кк12345678', // Cyrillic ka
      'κκ12345678', // Greek kappa
      'kк12345678', // one of each
      'kk 1234 5678',
      'kk1234567８',
      'kk١٢٣٤٥٦٧٨', // Arabic-Indic digits
      'kkl2345678', // a letter l for the 1
      'kk12345678\u0301', // an accent on the last digit
    ]) {
      assert.equal(checkProfileUsername(name), reserved, name);
    }
  });

  test('lookalikes of a phone number, and names of digits only', () => {
    for (const name of [
      '13812345678',
      '１３８１２３４５６７８',
      '138 1234 5678',
      '138-1234-5678',
      '+8613812345678',
      '1234',
      '１２３',
    ]) {
      assert.equal(checkProfileUsername(name), reserved, name);
    }
  });

  test('right-to-left overrides, isolates and marks', () => {
    for (const name of ['ab\u202Ecd', 'ab\u202Dcd', 'ab\u2066cd\u2069', 'ab\u200Fcd', 'ab\u061Ccd']) {
      assert.equal(checkProfileUsername(name), 'validation.textInvisible', JSON.stringify(name));
    }
  });

  test('zero-width and other invisible names', () => {
    for (const name of [
      '\u200B\u200B\u200B',
      '\u200B小林',
      '小\u200C林',
      '小\u200D林',
      '小\u2060林',
      '小\u00AD林',
      '\u3164\u3164', // Hangul filler
      '\u2800\u2800', // blank braille cell
      'ab\u034Fcd', // combining grapheme joiner
      '小林\uFE0F', // a variation selector after a letter
      '小林\u{E0100}', // an ideographic variation selector
      'ab\u{E0041}cd', // a tag letter outside a flag
    ]) {
      assert.equal(checkProfileUsername(name), 'validation.textInvisible', JSON.stringify(name));
    }
  });

  test('NUL and other control characters', () => {
    for (const name of ['ab\u0000cd', 'ab\u001Bcd', 'ab\u0085cd', 'ab\u007Fcd', 'ab\ncd', 'ab\u2028cd']) {
      assert.equal(checkProfileUsername(name), 'validation.textControl', JSON.stringify(name));
    }
  });

  test('lone surrogates and private-use characters', () => {
    for (const name of ['ab\uD800cd', 'ab\uDC00', 'ab\uE000cd', 'ab\uFFFFcd']) {
      assert.equal(checkProfileUsername(name), 'validation.textInvalid', JSON.stringify(name));
    }
  });

  test('marks stacked over a letter', () => {
    assert.equal(checkProfileUsername(`Z${'\u0336\u0337\u0338\u0335\u0334'}algo`), 'validation.textMarks');
  });

  test('a name the account already has may be sent back unchanged', () => {
    assert.equal(checkProfileUsername('kk12345678', 'kk12345678'), null);
    assert.equal(checkProfileUsername('kk１２３４５６７８', 'kk12345678'), null, 'the same name once normalised');
    assert.equal(checkProfileUsername('кк12345678', 'kk12345678'), reserved, 'a lookalike is another name');
  });
});

describe('real names and texts still pass', () => {
  test('Chinese, accented, emoji and mixed names', () => {
    for (const name of [
      '小林',
      '阿强',
      '張小明',
      'José',
      'Zoë Ørsted',
      'Nguyễn Văn An',
      'Jose\u0301', // a decomposed accent, composed by NFKC
      '😀😀',
      '小林❤️',
      '👩‍💻程序媛',
      '🏳️‍🌈彩虹',
      '👍🏽好',
      '1️⃣号',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿苏格兰',
      '🇨🇳中国',
      'kk',
      'kkfan',
      'kk小林',
      'lol',
      'kk1234567', // 7 digits: not a default name
      'kk123456789', // 9 digits
      '小林1380',
      'Анна',
      'Κώστας',
      'Olivia',
    ]) {
      assert.equal(checkProfileUsername(name), null, name);
    }
  });

  test('a signature and feedback may break lines; names may not', () => {
    assert.equal(checkText('第一行\n第二行', TEXT_RULES.signature), null);
    assert.equal(checkText('第一行\r\n第二行', TEXT_RULES.feedbackContent), null);
    assert.equal(checkText('第一行\n第二行', TEXT_RULES.work), 'validation.textControl');
    assert.equal(checkText('a\tb', TEXT_RULES.feedbackContent), 'validation.textControl');
  });

  test('signatures with terminal escape codes are refused', () => {
    assert.equal(checkText('hi \u001B[31mred\u001B[0m', TEXT_RULES.signature), 'validation.textControl');
    assert.equal(checkText('hi \u009B31m', TEXT_RULES.signature), 'validation.textControl');
  });
});

describe('normalisation and length', () => {
  test('NFKC, trimmed, line breaks as \\n', () => {
    assert.equal(normalizeText(' ｋｋ　小林 '), 'kk 小林');
    assert.equal(normalizeText('Jose\u0301'), 'José');
    assert.equal(normalizeText('a\r\nb\rc', true), 'a\nb\nc');
  });

  test('Chinese punctuation stays as typed; fullwidth letters and digits still fold', () => {
    assert.equal(normalizeText('你好，世界！真的吗？（是的）：好；……'), '你好，世界！真的吗？（是的）：好；……');
    assert.equal(normalizeText('ｋｋ１２３，好'), 'kk123，好');
    assert.equal(looksReserved('（１３８）１２３４－５６７８'), true);
  });

  test('lengths count characters after normalisation; raw input is capped at four times that', () => {
    assert.equal(checkText('😀'.repeat(60), TEXT_RULES.signature), null);
    assert.equal(checkText('😀'.repeat(61), TEXT_RULES.signature), 'validation.signatureLength');
    assert.equal(checkText(' '.repeat(rawInputMax(60) + 1), TEXT_RULES.signature), 'validation.signatureLength');
    assert.equal(checkText('a', TEXT_RULES.username), 'validation.usernameLength');
    assert.equal(checkText('  ', TEXT_RULES.username), 'validation.usernameRequired');
    assert.equal(checkText('', TEXT_RULES.feedbackContent), 'validation.feedbackRequired');
  });

  test('a character is a code point: an emoji is one, a lone surrogate is one, as the client counts them', () => {
    for (const text of ['', '你好', '😀', 'a😀b', '👩‍💻', '\ud800', '\ud800a', 'a\udc00', '\udc00\ud800', '😀\ud83d']) {
      assert.equal(textLength(text), [...text].length, JSON.stringify(text));
    }
  });

  test('textProblem and looksReserved on their own', () => {
    assert.equal(textProblem('plain text'), null);
    assert.equal(looksReserved('小林'), false);
    assert.equal(looksReserved('kk·1234·5678'), true);
  });
});

describe('texts others read hold no phone number or default name (DESIGN §3)', () => {
  const fields = ['updatesContent', 'commentContent', 'markName', 'reportContent', 'feedbackContent'] as const;
  const reserved = [
    '13800138000',
    '１３８００１３８０００', // fullwidth digits
    '138 0013 8000',
    '138-0013-8000',
    '+86 138 0013 8000',
    '(138)0013.8000',
    '１３８\u30000013\u30008000', // ideographic spaces
    '13８0013８000',
    'l3800l38000', // letters l for the 1s
    'kk12345678',
    'кк12345678', // Cyrillic ka
    'KK 1234 5678',
    'kk１２３４５６７８',
    '加我微信13800138000',
    '电话：138 0013 8000，晚上打',
    'call 13800138000.',
    '找我 kk12345678 聊',
    '第一行\n13800138000',
  ];
  const ordinary = [
    '2024年去了三次海边',
    '这件衣服¥1380，值吗？',
    '跑了10公里，用时58分',
    '电影 19:30 开场，3号厅',
    '2024-11-26 天气晴',
    '价格 138000 元', // 6 digits
    '订单号 202411261380013800', // a longer run of digits is no phone number
    '1380013800', // 10 digits
    '12345678901', // 11 digits, but no mobile prefix
    'kk1234567', // 7 digits
    'okk12345678x',
    'hello world, lol',
    '比分 3:1，第 13 轮',
    '',
  ];

  test('every spelling of a phone number or a default name is refused in each field, with one message', () => {
    for (const field of fields) {
      const rule: TextRule = TEXT_RULES[field];
      for (const text of reserved) {
        if (text.includes('\n') && !rule.multiline) continue; // a mark name is one line: textControl first
        assert.equal(checkText(text, TEXT_RULES[field]), 'validation.textReserved', `${field}: ${text}`);
      }
    }
  });

  test('ordinary text with ordinary numbers passes', () => {
    for (const text of ordinary) assert.equal(holdsReserved(text), false, text);
    assert.equal(checkText('2024年去了三次海边，花了¥1380', TEXT_RULES.updatesContent), null);
    assert.equal(checkText('小林 2024', TEXT_RULES.markName), null);
  });

  test('chat messages and names keep their own rules', () => {
    assert.equal(checkText('我的电话 13800138000', TEXT_RULES.messageContent), null);
    assert.equal(checkText('13800138000', TEXT_RULES.signature), null);
    assert.equal(checkProfileUsername('小林2024'), null);
    assert.equal(checkProfileUsername('2024'), 'validation.usernameReserved');
  });

  test('the other problems come first', () => {
    assert.equal(checkText('13800138000\u0000', TEXT_RULES.commentContent), 'validation.textControl');
    assert.equal(checkText(`13800138000${'长'.repeat(600)}`, TEXT_RULES.commentContent), 'validation.commentLength');
  });
});

describe('the profile rules, one source for both sides', () => {
  test('the first problem in form order, then the region', () => {
    assert.deepEqual(profileProblem({ username: 'кк12345678', height: 300 }, { now: NOW }), {
      field: 'username',
      key: 'validation.usernameReserved',
    });
    assert.deepEqual(profileProblem({ signature: 'a\u0000b' }, { now: NOW }), {
      field: 'signature',
      key: 'validation.textControl',
    });
    assert.deepEqual(profileProblem({ work: 'a\u202Eb' }, { now: NOW }), {
      field: 'work',
      key: 'validation.textInvisible',
    });
    assert.deepEqual(profileProblem({ email: 'a\u200B@b.cn' }, { now: NOW }), {
      field: 'email',
      key: 'validation.textInvisible',
    });
    assert.deepEqual(profileProblem({ province: '广东省' }, { now: NOW }), {
      field: 'province',
      key: 'validation.regionInvalid',
    });
    assert.deepEqual(profileProblem({ province: '广东省', city: '', county: '' }, { now: NOW }), {
      field: 'province',
      key: 'validation.regionInvalid',
    });
    assert.equal(profileProblem({ province: '', city: '', county: '' }, { now: NOW }), null);
    assert.equal(profileProblem({ username: 'kk12345678' }, { now: NOW, currentUsername: 'kk12345678' }), null);
  });
});

describe('the messages of the text rules', () => {
  test('name the problem in all five languages', () => {
    const keys = [
      'validation.textControl',
      'validation.textInvisible',
      'validation.textInvalid',
      'validation.textMarks',
      'validation.textReserved',
      'validation.passwordTooLong',
    ];
    for (const language of LANGUAGES) {
      for (const key of keys) {
        assert.notEqual(translate(language, key, { max: 1 }), key, `${language} ${key}`);
      }
    }
    assert.equal(translate('zh-Hans', 'validation.textInvisible'), '不能包含不可见字符或文字方向控制符');
    assert.ok(catalogues.en.validation.textControl.includes('Control characters'));
  });
});
