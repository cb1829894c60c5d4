// The unread chat count behind the messages tab badge (SPEC §2). The chat feeds it from
// getUnreadNum; while it is 0, no badge shows.
import { useSyncExternalStore } from 'react';

let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number): void {
  const next = Math.max(0, Math.floor(count));
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => unread);
}
