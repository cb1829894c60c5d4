// Polling until an answer arrives (SPEC §4 payment-provider login: "loading while polling every 3 s until data
// arrives or an error occurs"; the recharge result polls getPayStatus the same way). Plain TypeScript with the
// clock injected, so every path is unit-tested (poll.test.ts).

export const POLL_PHASE = {
  idle: 'idle',
  waiting: 'waiting',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
  /** Gave up after the last attempt: the caller offers to check again. */
  expired: 'expired',
} as const;

export type PollState<T> =
  | { phase: typeof POLL_PHASE.idle }
  | { phase: typeof POLL_PHASE.waiting; attempts: number }
  | { phase: typeof POLL_PHASE.done; value: T }
  | { phase: typeof POLL_PHASE.failed; error: unknown }
  | { phase: typeof POLL_PHASE.cancelled }
  | { phase: typeof POLL_PHASE.expired };

export interface PollOptions<T> {
  /** One look: the answer when it has arrived, null while it has not; throwing stops the poll. */
  check: (signal: AbortSignal) => Promise<T | null>;
  intervalMs: number;
  /** Attempts before giving up (expired); unlimited when absent. */
  maxAttempts?: number;
  /** Look once at the start instead of waiting one interval first (an order that may already be paid). */
  checkFirst?: boolean;
  signal: AbortSignal;
  onState: (state: PollState<T>) => void;
  /** Resolves after `ms` or when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs the poll to its end and resolves with the final state (also told through onState). */
export async function runPoll<T>(options: PollOptions<T>): Promise<PollState<T>> {
  const { check, intervalMs, maxAttempts = Number.POSITIVE_INFINITY, signal, onState } = options;
  const sleep = options.sleep ?? abortableSleep;
  const finish = (state: PollState<T>) => {
    onState(state);
    return state;
  };
  let attempts = 0;
  onState({ phase: POLL_PHASE.waiting, attempts });
  while (attempts < maxAttempts) {
    if (attempts > 0 || !options.checkFirst) await sleep(intervalMs, signal);
    if (signal.aborted) return finish({ phase: POLL_PHASE.cancelled });
    attempts += 1;
    let value: T | null;
    try {
      value = await check(signal);
    } catch (error) {
      // A look cut short by cancel is a cancel, not a failure.
      return finish(signal.aborted ? { phase: POLL_PHASE.cancelled } : { phase: POLL_PHASE.failed, error });
    }
    if (signal.aborted) return finish({ phase: POLL_PHASE.cancelled });
    if (value !== null) return finish({ phase: POLL_PHASE.done, value });
    onState({ phase: POLL_PHASE.waiting, attempts });
  }
  return finish({ phase: POLL_PHASE.expired });
}
