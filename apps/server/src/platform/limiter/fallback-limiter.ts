// The shared limiter (Redis) with this instance's own counters behind it: while Redis does not answer, limits are
// counted per instance instead of refusing every request or letting every request through
// (docs/decisions/0017-redis-outages.md). With N instances a limit is at most N times as loose for the outage's length;
// it is exact again as soon as Redis answers, each call trying it first.
import type { Limiter, LimitResult, LimitRule } from './limiter.ts';

export interface FallbackLog {
  warn(details: object, text: string): void;
  info(details: object, text: string): void;
}

export class FallbackLimiter implements Limiter {
  readonly #shared: Limiter;
  readonly #local: Limiter;
  readonly #log: FallbackLog;
  #down = false;

  constructor(shared: Limiter, local: Limiter, log: FallbackLog) {
    this.#shared = shared;
    this.#local = local;
    this.#log = log;
  }

  async take(rules: readonly LimitRule[], now: number): Promise<LimitResult> {
    try {
      const result = await this.#shared.take(rules, now);
      if (this.#down) {
        this.#down = false;
        this.#log.info({}, 'shared limits are back (Redis answers)');
      }
      return result;
    } catch (error) {
      if (!this.#down) {
        this.#down = true;
        this.#log.warn({ err: error }, 'shared limits unavailable (Redis): counting on this instance meanwhile');
      }
      return this.#local.take(rules, now);
    }
  }

  /** True while the shared counters are out of reach (readiness reports it). */
  get degraded(): boolean {
    return this.#down;
  }

  async close(): Promise<void> {
    await this.#local.close();
    await this.#shared.close();
  }
}
