import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SAFETY } from '@kk/contract';
import { hasContactDetails, hasMoneyTalk, safetyTipOf } from './safety.detector.ts';

const words = SAFETY.moneyWordsDefault;

describe('safety detector: contact details', () => {
  const positives = [
    '我的手机 13812345678',
    '打我电话138 1234 5678',
    '138-1234-5678',
    '138.1234.5678',
    '+86 138 1234 5678',
    '+8613812345678',
    '0086 13812345678',
    '１３８１２３４５６７８',
    '一三八一二三四五六七八',
    '幺三八 幺二三四 五六七八',
    '壹叁捌壹贰叁肆伍陆柒捌',
    '座机 010-12345678',
    '(0755) 1234567',
    '加我微信 abc_12345',
    '微信号：kk-dating88',
    '微信:abcdef',
    'VX: lovely2026',
    'vx lovely2026',
    'wx：hello_world',
    'weixin abc123456',
    'WeChat: sunny_day',
    '加v sunny99',
    'QQ 12345678',
    'qq号：123456789',
    '扣扣 987654321',
    'https://example.com/page',
    'http://t.cn/abc',
    '去 www.somewhere.net 看看',
    '点 t.me/scam 加群',
    'abc.cn 上有',
  ];
  for (const text of positives) {
    it(`finds "${text}"`, () => {
      assert.equal(hasContactDetails(text), true);
      assert.equal(safetyTipOf(text, words), 'contact');
    });
  }

  const negatives = [
    '这件衣服30元',
    '一共1299元，打折后899',
    '晚上10:30见',
    '2026年的时候',
    '2026-11-27 周五',
    '我今年25岁，身高175',
    '我住3号楼12层',
    '一起吃饭吧',
    '三三两两的人',
    '我们一二三四五个人',
    '微信支付可以吗',
    '加我微信吧',
    '我用QQ音乐',
    'wxyz 是字母',
    '版本 1.2.3',
    '我的邮编是100080',
    '分数 98.5 分',
    'ok',
    '',
  ];
  for (const text of negatives) {
    it(`leaves "${text}"`, () => {
      assert.equal(hasContactDetails(text), false);
      assert.equal(safetyTipOf(text, words), null);
    });
  }
});

describe('safety detector: money talk', () => {
  it('finds the default words, whatever their width or case', () => {
    assert.equal(hasMoneyTalk('能借钱给我吗', words), true);
    assert.equal(safetyTipOf('能借钱给我吗', words), 'money');
    assert.equal(safetyTipOf('带你投资理财，稳赚', words), 'money');
    assert.equal(safetyTipOf('收 usdt', words), 'money');
    assert.equal(safetyTipOf('收ＵＳＤＴ', words), 'money');
    assert.equal(safetyTipOf('发个红包', words), 'money');
  });

  it('reads only the list it is given', () => {
    assert.equal(safetyTipOf('能借钱给我吗', ['汇款']), null);
    assert.equal(safetyTipOf('帮我买点卡', ['点卡']), 'money');
    assert.equal(hasMoneyTalk('anything', ['  ']), false);
  });

  it('leaves ordinary talk about prices alone', () => {
    assert.equal(safetyTipOf('这杯咖啡30元', words), null);
    assert.equal(safetyTipOf('周末去看电影吗', words), null);
  });

  it('warns of contact details first when a message has both', () => {
    assert.equal(safetyTipOf('转账到我微信 abc12345', words), 'contact');
    assert.equal(safetyTipOf('投资的事加QQ 12345678', words), 'contact');
  });
});
