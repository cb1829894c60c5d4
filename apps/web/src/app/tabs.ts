// The four tabs of SPEC §2, in order. Messages and Me carry badges (shared/ui/tab-badges.ts).
import { PATHS } from '../shared/paths.ts';

export const TAB_KEY = { home: 'home', square: 'square', message: 'message', me: 'me' } as const;
export type TabKey = keyof typeof TAB_KEY;

export const TABS = [
  { key: TAB_KEY.home, path: PATHS.home },
  { key: TAB_KEY.square, path: PATHS.square },
  { key: TAB_KEY.message, path: PATHS.message },
  { key: TAB_KEY.me, path: PATHS.me },
] as const;
