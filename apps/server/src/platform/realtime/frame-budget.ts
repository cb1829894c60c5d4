// The chat socket's frame budget: frames per account per window, over all its sockets and, with Redis, all
// instances (docs/decisions/0052-frames-per-account.md). Each instance counts an account's frames in memory,
// which answers at once for what it can decide alone: a refusal once the account used its budget here, and the
// flood. A frame that may pass asks the shared count (one Redis round trip) when there is one, so the budget
// holds across instances; while Redis does not answer, the count here decides (one budget per instance).
import type { Redis } from 'ioredis';

export type FrameVerdict = 'ok' | 'over' | 'flood';

/** The account's frames in the current window on every instance, this one counted: one atomic increment. */
export interface SharedFrameCount {
  add(userId: number, windowMs: number): Promise<number>;
}

interface Account {
  windowStart: number;
  /** Frames let through here in this window. */
  allowed: number;
  /** Every frame here in this window, refused ones too: three budgets of them are a flood. */
  frames: number;
}

export class FrameBudget {
  readonly #accounts = new Map<number, Account>();
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #shared: SharedFrameCount | null;

  constructor(limit: number, windowMs: number, shared: SharedFrameCount | null) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#shared = shared;
  }

  /**
   * Counts a frame of this account: 'ok', 'over' (answer -1029) or 'flood' (close the socket). A promise only
   * when the shared count must be asked; frames of one socket must then wait for their verdicts in order.
   */
  take(userId: number, now: number): FrameVerdict | Promise<FrameVerdict> {
    let account = this.#accounts.get(userId);
    if (!account) {
      account = { windowStart: now, allowed: 0, frames: 0 };
      this.#accounts.set(userId, account);
    } else if (now - account.windowStart >= this.#windowMs) {
      // The same object for the next window: one made per window outlived the young generation.
      account.windowStart = now;
      account.allowed = 0;
      account.frames = 0;
    }
    account.frames++;
    if (account.frames > this.#limit * 3) return 'flood';
    if (account.allowed >= this.#limit) return 'over';
    // Counted before the answer, so frames arriving meanwhile see it; given back if the shared count refuses.
    account.allowed++;
    if (!this.#shared) return 'ok';
    const counted = account;
    const window = account.windowStart;
    return this.#shared.add(userId, this.#windowMs).then(
      (frames) => {
        if (frames <= this.#limit) return 'ok';
        // Given back to the window it was counted in, not to the next one.
        if (counted.windowStart === window) counted.allowed--;
        return 'over';
      },
      // Redis away: the count here already let it through.
      () => 'ok',
    );
  }

  /** Forgets accounts whose window has passed (the heartbeat calls it), so memory follows active accounts. */
  sweep(now: number): void {
    for (const [userId, account] of this.#accounts) {
      if (now - account.windowStart >= this.#windowMs) this.#accounts.delete(userId);
    }
  }
}

/**
 * Longest wait for Redis's answer. Long enough that a busy event loop (the answer is read only after the loop
 * gets to it) does not turn answers into timeouts, short enough that a frozen Redis holds frames up for a moment
 * only; after a timeout the count here decides alone for FROZEN_PAUSE_MS, so a frozen Redis costs one wait.
 */
const TIMEOUT_MS = 1_000;
const FROZEN_PAUSE_MS = 5_000;

/**
 * A fixed window per account that starts at its first frame on any instance: the key is created with the
 * window as its lifetime, then incremented, in one transaction (one round trip). A refused frame counts too,
 * which only keeps the account refused until the window ends.
 */
export class RedisFrameCount implements SharedFrameCount {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  #skipUntil = 0;

  constructor(redis: Redis, prefix: string, timeoutMs = TIMEOUT_MS) {
    this.#redis = redis;
    this.#prefix = `${prefix}chatframes:`;
    this.#timeoutMs = timeoutMs;
  }

  async add(userId: number, windowMs: number): Promise<number> {
    // Not connected: no waiting in ioredis's offline queue, the count here decides at once.
    if (this.#redis.status !== 'ready') throw new Error('redis not ready');
    if (Date.now() < this.#skipUntil) throw new Error('redis frozen a moment ago');
    const key = this.#prefix + userId;
    const answer = this.#redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).exec();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.#skipUntil = Date.now() + FROZEN_PAUSE_MS;
        reject(new Error('redis too slow'));
      }, this.#timeoutMs);
    });
    try {
      const answers = await Promise.race([answer, late]);
      const [error, frames] = answers?.[1] ?? [new Error('frame count transaction discarded'), null];
      if (error) throw error;
      return Number(frames);
    } finally {
      clearTimeout(timer);
    }
  }
}
