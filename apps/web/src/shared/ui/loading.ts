// The global loading indicator (SPEC §4, §9): shown only when work lasts longer than LOADING_DELAY_MS, so
// quick calls never flash it, and hidden after LOADING_TIMEOUT_MS with 操作超时... so it can never stick.
import { LOADING_DELAY_MS, LOADING_TIMEOUT_MS } from '@kk/contract';

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LoadingController {
  /** Starts one piece of work; the returned function ends it (calling it twice is harmless). */
  begin(): () => void;
  visible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingController(options: {
  onTimeout(): void;
  timers?: Timers;
  delayMs?: number;
  timeoutMs?: number;
}): LoadingController {
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const delayMs = options.delayMs ?? LOADING_DELAY_MS;
  const timeoutMs = options.timeoutMs ?? LOADING_TIMEOUT_MS;
  const listeners = new Set<() => void>();
  let pending = 0;
  // A time-out forgets all work in flight: ends from before it must not count against later work.
  let generation = 0;
  let shown = false;
  let showTimer: unknown = null;
  let timeoutTimer: unknown = null;

  const setShown = (next: boolean) => {
    if (shown === next) return;
    shown = next;
    for (const listener of listeners) listener();
  };
  const stopTimers = () => {
    if (showTimer !== null) timers.clearTimeout(showTimer);
    if (timeoutTimer !== null) timers.clearTimeout(timeoutTimer);
    showTimer = null;
    timeoutTimer = null;
  };

  return {
    begin() {
      pending += 1;
      if (pending === 1) {
        showTimer = timers.setTimeout(() => {
          showTimer = null;
          setShown(true);
        }, delayMs);
        timeoutTimer = timers.setTimeout(() => {
          timeoutTimer = null;
          pending = 0;
          generation += 1;
          stopTimers();
          setShown(false);
          options.onTimeout();
        }, timeoutMs);
      }
      const started = generation;
      let ended = false;
      return () => {
        if (ended || started !== generation) return;
        ended = true;
        pending -= 1;
        if (pending === 0) {
          stopTimers();
          setShown(false);
        }
      };
    },
    visible: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
