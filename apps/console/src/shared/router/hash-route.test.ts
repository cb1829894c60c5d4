import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseHash } from './hash-route.ts';

test('a hash names a screen, its parameter and its query', () => {
  assert.deepEqual(
    { ...parseHash('#/report/12'), query: undefined },
    { name: 'report', param: '12', query: undefined },
  );
  const audit = parseHash('#/audit?userId=5');
  assert.equal(audit.name, 'audit');
  assert.equal(audit.param, null);
  assert.equal(audit.query.get('userId'), '5');
  assert.equal(parseHash('').name, '');
});
