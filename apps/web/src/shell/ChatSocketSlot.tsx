import { lazy, Suspense } from 'react';
import { useSession } from '../session/session.ts';

// The socket client and its cache hook load after login, in their own chunk: the first screen stays small.
const ChatSocketHost = lazy(() =>
  import('../realtime/ChatSocketHost.tsx').then((m) => ({ default: m.ChatSocketHost })),
);

/** The chat socket while logged in (SPEC §4: opens on login, closes on logout). */
export function ChatSocketSlot() {
  const { status, user } = useSession();
  if (status !== 'loggedIn' || !user) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the user: another account on this tab gets a fresh socket and a fresh cache. */}
      <ChatSocketHost key={user.id} me={user.id} />
    </Suspense>
  );
}
