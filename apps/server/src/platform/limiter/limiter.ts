// Sliding-window rate limits. In memory for one process; in Redis (REDIS_URL) so every instance shares them.
// `take` checks every rule and records a hit in all of them only when all pass, atomically: a refused call
// never uses up a later allowance.
import { createHash } from 'node:crypto';

export interface LimitRule {
  /** Which limit this is, so a refusal can say which one (cooldown, hourly, daily, per IP...). */
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

export type LimitResult = { ok: true } | { ok: false; rule: LimitRule; retryAfterMs: number };

export interface Limiter {
  take(rules: readonly LimitRule[], now: number): Promise<LimitResult>;
  close(): Promise<void>;
}

/** The one rule that refuses, the one that frees up last, so "retry in" is honest. */
export function worstRefusal(refusals: Array<{ rule: LimitRule; retryAfterMs: number }>): LimitResult {
  if (refusals.length === 0) return { ok: true };
  const worst = refusals.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a));
  return { ok: false, ...worst };
}

/** Longer keys are stored as a readable prefix and a digest, so no caller can make a key grow with its input. */
export const MAX_KEY_LENGTH = 128;

/** A fixed-length digest of text that must not become part of a key as it is (a typed name, an address). */
export function keyDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** What a store keeps for a rule's key: the key itself, or, past MAX_KEY_LENGTH, its prefix and digest. */
export function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `${key.slice(0, 40)}#${keyDigest(key)}`;
}
