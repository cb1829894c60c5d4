import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { promoteCodeFrom } from './storage.ts';

describe('promoter code of the first visit', () => {
  it('is read from the page query or from the hash route query', () => {
    assert.equal(promoteCodeFrom('https://kk.example/?promoteCode=A1#/pages/home/home'), 'A1');
    assert.equal(promoteCodeFrom('https://kk.example/#/pages/home/home?promoteCode=B2'), 'B2');
    assert.equal(promoteCodeFrom('https://kk.example/#/pages/home/home'), null);
    assert.equal(promoteCodeFrom('not a url'), null);
  });
});
