import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../shared/session/session.ts';

// The socket client and its cache hook load after login, in their own chunk: the first screen stays small.
const ChatSocketHost = lazy(() => import('./ChatSocketHost.tsx').then((m) => ({ default: m.ChatSocketHost })));

/** The chat socket while logged in (SPEC §4: opens on login, closes on logout). */
export function ChatSocketSlot() {
  const { status, user } = useSession();
  const idle = useBrowserIdle();
  if (status !== 'loggedIn' || !user || !idle) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the user: another account on this tab gets a fresh socket and a fresh cache. */}
      <ChatSocketHost key={user.id} me={user.id} />
    </Suspense>
  );
}

/**
 * True once the browser has been idle after start-up: the socket, push registration and their code wait until
 * the first screen has drawn and fetched what it shows (a second at most), instead of competing with it.
 */
function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
