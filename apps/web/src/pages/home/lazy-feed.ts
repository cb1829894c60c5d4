// Home's cards (a part of home, not a route), in their own chunk: fetched with home at start-up (app/main.ts
// through app/screens.ts) and drawn by HomePage, which must not wait for them to paint its header.
import { preloadable } from '../../shared/ui/preloadable.tsx';

export const HomeFeed = preloadable(() => import('./HomeFeed.tsx').then((m) => m.HomeFeed));
