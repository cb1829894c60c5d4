// "对方正在输入…": who is typing to me, for a few seconds after their last typing frame (the socket sends one at
// most every CHAT_TYPING_SEND_MS while they type; nothing says they stopped, so it simply fades).
import { useSyncExternalStore } from 'react';

export const TYPING_SEND_MS = 3_000;
export const TYPING_SHOW_MS = 5_000;

const typingUntil = new Map<number, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function markTyping(userId: number): void {
  typingUntil.set(userId, Date.now() + TYPING_SHOW_MS);
  clearTimeout(timers.get(userId));
  timers.set(
    userId,
    setTimeout(() => clearTyping(userId), TYPING_SHOW_MS),
  );
  notify();
}

/** Their message arrived: they are no longer typing it. */
export function clearTyping(userId: number): void {
  clearTimeout(timers.get(userId));
  timers.delete(userId);
  if (typingUntil.delete(userId)) notify();
}

export function useIsTyping(userId: number): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => (typingUntil.get(userId) ?? 0) > Date.now(),
  );
}
