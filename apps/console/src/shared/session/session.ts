// Who is signed in to this tab, and the CSRF token their calls send back. Kept in memory only: after a reload the
// app asks getSession, which needs just the httpOnly cookie (the token is never stored where a script could keep it).
import type { Operator } from '@kk/contract';
import { useSyncExternalStore } from 'react';

export interface ConsoleSession {
  operator: Operator;
  csrf: string;
}

let current: ConsoleSession | null = null;
const listeners = new Set<() => void>();

export const session = {
  get: (): ConsoleSession | null => current,
  csrf: (): string | null => current?.csrf ?? null,
  set(next: ConsoleSession | null): void {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

export function isAdmin(value: ConsoleSession | null): boolean {
  return value?.operator.role === 'admin';
}
