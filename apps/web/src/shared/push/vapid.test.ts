import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applicationServerKey } from './vapid.ts';

describe('VAPID key', () => {
  it('reads base64url without padding into the same bytes as base64', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 250) % 256);
    const base64url = Buffer.from(bytes).toString('base64url');
    assert.ok(!base64url.includes('=') && (base64url.includes('-') || base64url.includes('_')));
    assert.deepEqual([...applicationServerKey(base64url)], [...bytes]);
  });
});
