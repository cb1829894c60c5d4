// Hash routing (`/console/#/report/12`): the server serves the console's index.html at /console/ only, and every
// screen is reachable by an address an operator can paste. `route()` parses the hash; `go()` changes it.
import { useSyncExternalStore } from 'react';

export interface Route {
  /** The first segment: queue, report, members, audit, dashboard, operators, verification, safety-words, login. */
  name: string;
  /** The second segment, when there is one (a report's id, a member's id). */
  param: string | null;
  query: URLSearchParams;
}

export function parseHash(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [name = '', param = null] = path.split('/').filter(Boolean);
  return { name, param, query: new URLSearchParams(search) };
}

export function go(path: string): void {
  window.location.hash = path.startsWith('/') ? path : `/${path}`;
}

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

export const PATHS = {
  login: '/login',
  queue: '/queue',
  report: (id: number) => `/report/${id}`,
  members: '/members',
  member: (id: number) => `/members/${id}`,
  audit: '/audit',
  dashboard: '/dashboard',
  operators: '/operators',
  verification: '/verification',
  safetyWords: '/safety-words',
} as const;
