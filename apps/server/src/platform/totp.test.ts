import assert from 'node:assert/strict';
import { test } from 'node:test';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totp, totpStep } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

test('RFC 6238 test vectors (SHA-1), 8 digits and the 6 an authenticator shows', () => {
  for (const [seconds, code] of RFC_VECTORS) {
    assert.equal(totp(RFC_SECRET, seconds * 1000, 8), code, `T=${seconds}`);
    assert.equal(totp(RFC_SECRET, seconds * 1000), code.slice(2), `T=${seconds}, 6 digits`);
  }
});

test('RFC 4226 appendix D HOTP values', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  expected.forEach((code, counter) => {
    assert.equal(hotp(Buffer.from('12345678901234567890'), counter), code);
  });
});

test('base32 round trip, RFC 4648 vectors, and forgiving input', () => {
  assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
  assert.equal(base32Decode('mzxw 6ytb oi======').toString(), 'foobar');
  assert.equal(RFC_SECRET, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  assert.throws(() => base32Decode('MZ1'));
});

test('a code matches within one step either way, and names its step', () => {
  const now = 1111111111 * 1000;
  const step = totpStep(now);
  assert.equal(matchTotp(RFC_SECRET, totp(RFC_SECRET, now), now), step);
  assert.equal(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now), step - 1);
  assert.equal(matchTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now), step + 1);
  assert.equal(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 60_000), now), null);
  assert.equal(matchTotp(RFC_SECRET, totp(RFC_SECRET, now + 60_000), now), null);
  assert.equal(matchTotp(RFC_SECRET, 'abcdef', now), null);
});

test('the otpauth URI an authenticator reads', () => {
  assert.equal(
    otpauthUri('KK', 'alice', 'ABC'),
    'otpauth://totp/KK:alice?secret=ABC&issuer=KK&algorithm=SHA1&digits=6&period=30',
  );
});
