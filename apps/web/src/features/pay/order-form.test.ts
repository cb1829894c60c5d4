import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatewayAction, orderFormFields, submitOrderForm } from './order-form.ts';

const signed =
  'app_id=2021000000000001&biz_content=%7B%22out_trade_no%22%3A%22KK1%22%2C%22total_amount%22%3A%226.00%22%2C%22subject%22%3A%22KK%20%E5%85%85%E5%80%BC%22%7D&charset=utf-8&method=alipay.trade.wap.pay&sign=ab%2Bcd%2F%3D&sign_type=RSA2&timestamp=2026-11-23+08%3A00%3A00&version=1.0';

describe('orderFormFields', () => {
  it('turns the signed query string into the fields, decoded and in order', () => {
    const fields = orderFormFields(signed);
    assert.deepEqual(
      fields.map(([name]) => name),
      ['app_id', 'biz_content', 'charset', 'method', 'sign', 'sign_type', 'timestamp', 'version'],
    );
    const map = new Map(fields);
    assert.equal(map.get('biz_content'), '{"out_trade_no":"KK1","total_amount":"6.00","subject":"KK 充值"}');
    // The signature keeps its + and / (percent-encoded), and a + in a value is a space.
    assert.equal(map.get('sign'), 'ab+cd/=');
    assert.equal(map.get('timestamp'), '2026-11-23 08:00:00');
  });

  it('accepts a leading ? and surrounding blanks', () => {
    assert.deepEqual(orderFormFields('  ?a=1&b=2 '), [
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('refuses a string with no field', () => {
    assert.throws(() => orderFormFields(''));
    assert.throws(() => orderFormFields('&&'));
    assert.throws(() => orderFormFields('=x'));
  });
});

describe('gatewayAction', () => {
  it('keeps an absolute gateway and resolves a path against the app', () => {
    assert.equal(
      gatewayAction('https://openapi.alipay.com/gateway.do', 'http://127.0.0.1:8080/'),
      'https://openapi.alipay.com/gateway.do',
    );
    assert.equal(
      gatewayAction('/sandbox/gateway.do', 'http://127.0.0.1:8080/#/x'),
      'http://127.0.0.1:8080/sandbox/gateway.do',
    );
  });

  it('refuses anything but http(s)', () => {
    assert.throws(() => gatewayAction('javascript:alert(1)', 'http://127.0.0.1/'));
    assert.throws(() => gatewayAction('data:text/html,x', 'http://127.0.0.1/'));
  });
});

describe('submitOrderForm', () => {
  it('builds a hidden POST form with one hidden input per field and submits it', () => {
    type Node = Record<string, unknown> & { children: Node[]; append: (child: Node) => void };
    const element = (tag: string): Node => {
      const node: Node = { tag, children: [], append: (child: Node) => node.children.push(child) };
      if (tag === 'form') node.submit = () => (node.submitted = true);
      return node;
    };
    const body = element('body');
    const doc = { baseURI: 'http://127.0.0.1:8080/', body, createElement: element } as unknown as Document;
    submitOrderForm(doc, '/sandbox/gateway.do', 'a=1&sign=x%2By');
    const [form] = body.children;
    assert.ok(form);
    assert.equal(form.method, 'POST');
    assert.equal(form.action, 'http://127.0.0.1:8080/sandbox/gateway.do');
    assert.equal(form.hidden, true);
    assert.equal(form.submitted, true);
    assert.deepEqual(
      form.children.map((input) => [input.type, input.name, input.value]),
      [
        ['hidden', 'a', '1'],
        ['hidden', 'sign', 'x+y'],
      ],
    );
  });
});
