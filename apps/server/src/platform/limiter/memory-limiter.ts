import { type Limiter, type LimitResult, type LimitRule, worstRefusal } from './limiter.ts';

export class MemoryLimiter implements Limiter {
  readonly #hits = new Map<string, number[]>();
  #sweeps = 0;

  async take(rules: readonly LimitRule[], now: number): Promise<LimitResult> {
    const refusals: Array<{ rule: LimitRule; retryAfterMs: number }> = [];
    const live = rules.map((rule) => {
      const hits = (this.#hits.get(rule.key) ?? []).filter((time) => time > now - rule.windowMs);
      if (hits.length >= rule.limit) {
        const oldest = hits[hits.length - rule.limit] ?? now;
        refusals.push({ rule, retryAfterMs: oldest + rule.windowMs - now });
      }
      return { rule, hits };
    });
    for (const { rule, hits } of live) this.#hits.set(rule.key, hits);
    if (refusals.length > 0) return worstRefusal(refusals);
    for (const { hits } of live) hits.push(now);
    if (++this.#sweeps % 1000 === 0) this.#sweep(now, rules);
    return { ok: true };
  }

  /** Drops keys whose hits have all aged out, so memory follows active callers, not all callers ever seen. */
  #sweep(now: number, rules: readonly LimitRule[]): void {
    const longest = Math.max(86_400_000, ...rules.map((rule) => rule.windowMs));
    for (const [key, hits] of this.#hits) {
      if ((hits.at(-1) ?? 0) <= now - longest) this.#hits.delete(key);
    }
  }

  async close(): Promise<void> {
    this.#hits.clear();
  }
}
