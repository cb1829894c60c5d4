// Reading a conversation (readMessage): its unread count goes to 0 and the badge takes the total the server
// answers; the peer's sockets hear `read`.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { patchSession, type SessionPages } from './cache.ts';
import { chatKeys } from './keys.ts';

export async function markRead(queryClient: QueryClient, peer: number): Promise<void> {
  queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (sessions) =>
    patchSession(sessions, peer, (session) => (session.unread === 0 ? session : { ...session, unread: 0 })),
  );
  try {
    const { count } = await api.call('readMessage', { userId: peer }, { silent: true });
    queryClient.setQueryData(chatKeys.unread(), { count });
  } catch {
    // The next read or reconnect corrects the count; nothing to tell the user.
  }
}
