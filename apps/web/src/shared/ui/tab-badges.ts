// The counts on the tab bar (SPEC §2): unread messages on the messages tab, unread notices on Me. Whoever
// knows a count sets it (the chat and the notices, after login, in the socket's chunk); the bar only reads.
// Kept this small because the tab bar is on the first screen.
import { useSyncExternalStore } from 'react';

export type BadgeTab = 'message' | 'me';

let counts: Partial<Record<BadgeTab, number>> = {};
const listeners = new Set<() => void>();

export function setTabBadge(tab: BadgeTab, count: number): void {
  const next = Math.max(0, Math.floor(count));
  if (next === (counts[tab] ?? 0)) return;
  counts = { ...counts, [tab]: next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every tab's count (0 or absent: no badge). */
export function useTabBadges(): Partial<Record<string, number>> {
  return useSyncExternalStore(subscribe, () => counts);
}
