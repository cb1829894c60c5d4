// Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1 of
// the 30-second step, dynamically truncated to 6 digits, the secret shared as base32 (RFC 4648) in an otpauth://
// URI. node:crypto does all of it; no dependency (docs/decisions/0086-operator-console.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONSOLE } from '@kk/contract';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 back to bytes; case, spaces and padding are forgiven (people type secrets by hand). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits (RFC 4226's recommended length for SHA-1), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP of a counter. */
export function hotp(secret: Uint8Array, counter: number, digits: number = CONSOLE.totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a time (ms since the epoch) falls in. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / CONSOLE.totpPeriodSeconds);
}

/** The code of a base32 secret at a time (ms since the epoch). */
export function totp(secret: string, timeMs: number, digits: number = CONSOLE.totpDigits): string {
  return hotp(base32Decode(secret), totpStep(timeMs), digits);
}

/**
 * The step the code belongs to, within one step either way of `timeMs` (a phone's clock drifts, and a code typed
 * at the end of its step arrives in the next), or null. The caller refuses a step already used (replay).
 */
export function matchTotp(secret: string, code: string, timeMs: number): number | null {
  if (!/^\d+$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(timeMs);
  let found: number | null = null;
  // Every candidate is computed and compared, so the time taken says nothing about which one matched.
  for (const step of [now - 1, now, now + 1]) {
    const expected = Buffer.from(hotp(key, step, code.length));
    const given = Buffer.from(code);
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}

/** The URI an authenticator app reads from a QR code or a paste (Google Authenticator's Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${CONSOLE.totpDigits}&period=${CONSOLE.totpPeriodSeconds}`;
}
