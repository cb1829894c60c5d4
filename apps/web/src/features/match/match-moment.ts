// The match waiting to be shown: a `match` frame puts it here (app/useNoticeLive.ts) and the moment's overlay
// shows it until the person closes it. Several at once (a catch-up) are shown one after another.
import type { FrameData } from '@kk/contract';
import { useSyncExternalStore } from 'react';

export type MatchMomentData = FrameData<'match'>;

let queue: readonly MatchMomentData[] = [];
const listeners = new Set<() => void>();

function set(next: readonly MatchMomentData[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/** A new match to show (the same person twice is shown once). */
export function showMatch(match: MatchMomentData): void {
  if (queue.some((item) => item.user.id === match.user.id)) return;
  set([...queue, match]);
}

/** The shown match is closed: the next one, if any, comes. */
export function closeMatch(): void {
  set(queue.slice(1));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The match on screen now, or null. */
export function useMatchMoment(): MatchMomentData | null {
  return useSyncExternalStore(subscribe, () => queue[0] ?? null);
}
