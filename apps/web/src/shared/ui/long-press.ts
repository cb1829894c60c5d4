// Long press (SPEC §9): held for LONG_PRESS_MS without moving more than LONG_PRESS_MOVE_TOLERANCE_PX. Plain
// TypeScript with the timer injected (long-press.test.ts); useLongPress.ts binds it to pointer events.
import { LONG_PRESS_MOVE_TOLERANCE_PX, LONG_PRESS_MS } from '@kk/contract';

export interface LongPressOptions {
  onLongPress(): void;
  delayMs?: number;
  tolerancePx?: number;
  /** Runs `fn` after `ms`; returns its cancel. */
  schedule?(fn: () => void, ms: number): () => void;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

export function createLongPress(options: LongPressOptions) {
  const delay = options.delayMs ?? LONG_PRESS_MS;
  const tolerance = options.tolerancePx ?? LONG_PRESS_MOVE_TOLERANCE_PX;
  const schedule = options.schedule ?? defaultSchedule;
  let origin: { x: number; y: number } | null = null;
  let cancelTimer: (() => void) | null = null;
  let fired = false;

  const stop = () => {
    cancelTimer?.();
    cancelTimer = null;
    origin = null;
  };

  return {
    start(x: number, y: number) {
      stop();
      fired = false;
      origin = { x, y };
      cancelTimer = schedule(() => {
        cancelTimer = null;
        origin = null;
        fired = true;
        options.onLongPress();
      }, delay);
    },
    /** Moving further than the tolerance (a scroll, a swipe) is not a long press. */
    move(x: number, y: number) {
      if (!origin) return;
      if (Math.hypot(x - origin.x, y - origin.y) > tolerance) stop();
    },
    /** The finger lifted: true when the press had already fired, so the click that follows is swallowed. */
    end(): boolean {
      stop();
      const was = fired;
      fired = false;
      return was;
    },
    cancel() {
      stop();
      fired = false;
    },
  };
}

export type LongPress = ReturnType<typeof createLongPress>;
