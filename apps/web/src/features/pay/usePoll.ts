import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL_PHASE, type PollState, runPoll } from './poll.ts';

interface UsePollOptions<T> {
  /** One look; null while the answer has not arrived. */
  check: (signal: AbortSignal) => Promise<T | null>;
  intervalMs: number;
  maxAttempts?: number;
  checkFirst?: boolean;
  /** Polls while true; turning false (or unmounting) cancels. */
  enabled: boolean;
}

/** runPoll (poll.ts) as a hook: its state, `restart` (check again) and `cancel`. */
export function usePoll<T>({ check, intervalMs, maxAttempts, checkFirst, enabled }: UsePollOptions<T>) {
  const [state, setState] = useState<PollState<T>>({ phase: POLL_PHASE.idle });
  const [run, setRun] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // The latest check without restarting the poll whenever the caller makes a new function.
  const checkRef = useRef(check);
  checkRef.current = check;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the restart trigger itself.
  useEffect(() => {
    if (!enabled) {
      setState({ phase: POLL_PHASE.idle });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    void runPoll<T>({
      check: (signal) => checkRef.current(signal),
      intervalMs,
      maxAttempts,
      checkFirst,
      signal: current.signal,
      onState: (next) => {
        // A cancelled run's last word is dropped once another has started.
        if (controller.current === current) setState(next);
      },
    });
    return () => current.abort();
  }, [enabled, intervalMs, maxAttempts, checkFirst, run]);

  const restart = useCallback(() => setRun((value) => value + 1), []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, restart, cancel };
}
