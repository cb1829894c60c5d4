import { type Limiter, type LimitResult, type LimitRule, storedKey, worstRefusal } from './limiter.ts';

/**
 * One key's hits, oldest first. Live hits are `times[head..]`: expiring moves `head` instead of copying the
 * array, and the dead prefix is dropped only once it is most of the array, so each hit costs O(1) amortised.
 * Only allowed hits are recorded, so a key never holds more than its limit.
 */
interface Hits {
  times: number[];
  head: number;
}

export class MemoryLimiter implements Limiter {
  readonly #hits = new Map<string, Hits>();
  #takes = 0;

  async take(rules: readonly LimitRule[], now: number): Promise<LimitResult> {
    const refusals: Array<{ rule: LimitRule; retryAfterMs: number }> = [];
    const windows = rules.map((rule) => {
      const hits = this.#hitsOf(storedKey(rule.key));
      expire(hits, now - rule.windowMs);
      const count = hits.times.length - hits.head;
      if (count >= rule.limit) {
        const oldest = hits.times[hits.times.length - rule.limit] ?? now;
        refusals.push({ rule, retryAfterMs: oldest + rule.windowMs - now });
      }
      return hits;
    });
    if (refusals.length > 0) return worstRefusal(refusals);
    for (const hits of windows) hits.times.push(now);
    if (++this.#takes % 10_000 === 0) this.#sweep(now);
    return { ok: true };
  }

  #hitsOf(key: string): Hits {
    let hits = this.#hits.get(key);
    if (!hits) {
      hits = { times: [], head: 0 };
      this.#hits.set(key, hits);
    }
    return hits;
  }

  /** Drops keys idle for a day (the longest window we use), so memory follows active callers only. */
  #sweep(now: number): void {
    for (const [key, hits] of this.#hits) {
      if ((hits.times.at(-1) ?? 0) <= now - 86_400_000) this.#hits.delete(key);
    }
  }

  /** The keys held now (diagnostics and tests: each at most MAX_KEY_LENGTH long). */
  keys(): string[] {
    return [...this.#hits.keys()];
  }

  async close(): Promise<void> {
    this.#hits.clear();
  }
}

function expire(hits: Hits, cutoff: number): void {
  const { times } = hits;
  while (hits.head < times.length && (times[hits.head] as number) <= cutoff) hits.head++;
  if (hits.head > 32 && hits.head * 2 > times.length) {
    hits.times = times.slice(hits.head);
    hits.head = 0;
  }
}
