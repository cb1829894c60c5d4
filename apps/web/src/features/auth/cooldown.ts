// The SMS send cooldown (SPEC §4): 60 s after a successful send, back to 0 on a failed send and on login.
// Counted against an end time rather than by ticks, so a throttled background tab still ends on time.
import { SMS_COOLDOWN_SECONDS } from '@kk/contract';

export interface CooldownClock {
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserClock: CooldownClock = {
  now: () => Date.now(),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createCooldown(
  onChange: (secondsLeft: number) => void,
  options: { seconds?: number; clock?: CooldownClock } = {},
) {
  const seconds = options.seconds ?? SMS_COOLDOWN_SECONDS;
  const clock = options.clock ?? browserClock;
  let endsAt = 0;
  let timer: unknown = null;
  let left = 0;

  const publish = (next: number) => {
    if (next === left) return;
    left = next;
    onChange(next);
  };
  const stop = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    const next = Math.max(0, Math.ceil((endsAt - clock.now()) / 1000));
    publish(next);
    if (next === 0) stop();
  };

  return {
    /** Seconds before the next send is allowed; 0 when it is allowed now. */
    secondsLeft: () => left,
    start() {
      stop();
      endsAt = clock.now() + seconds * 1000;
      publish(seconds);
      timer = clock.setInterval(tick, 250);
    },
    reset() {
      stop();
      endsAt = 0;
      publish(0);
    },
    dispose: stop,
  };
}

export type Cooldown = ReturnType<typeof createCooldown>;
