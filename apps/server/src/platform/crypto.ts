// Secrets at rest: passwords with scrypt, tokens with SHA-256, SMS codes with a keyed HMAC (a 6-digit code has
// only a million values, so an unkeyed hash would fall to a table in a second).
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@kk/contract';

// N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per hash (OWASP's scrypt minimum).
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts, so the parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Verifying against this when the account does not exist keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const encoded = stored ?? (await (dummyHash as Promise<string>));
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
  return timingSafeEqual(actual, expected) && stored != null;
}

/** 256 random bits, base64url: what the client holds. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A code of SPEC's length from the CSPRNG. */
export function newSmsCode(): string {
  let code = '';
  for (let i = 0; i < SMS_CODE_LENGTH; i++) code += String(randomInt(10));
  return code;
}

/** Bound to phone and purpose as well as the secret, so a hash says nothing outside its own use. */
export function hashSmsCode(secret: string, phone: string, purpose: number, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
