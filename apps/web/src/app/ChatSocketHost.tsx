import { useEffect } from 'react';
import { useKkLockLive } from '../features/kklock/useKkLockLive.ts';
import { registerPush } from '../shared/push/web-push.ts';
import { MatchMomentSlot } from './MatchMomentSlot.tsx';
import { useChatSocket } from './useChatSocket.ts';
import { useNoticeLive } from './useNoticeLive.ts';

/**
 * Mounted by the shell while logged in, in a chunk of its own (the first screen does not carry the socket):
 * the chat socket and its cache updates, notices and the match moment, and the push subscription of this
 * device (SPEC §4 "On login the chat socket opens and the push client id is registered").
 */
export function ChatSocketHost({ me }: { me: number }) {
  useChatSocket(me);
  usePushRegistration(me);
  // Kk lock frames: its requests' cache, the user info reload and the notices.
  useKkLockLive(me);
  // Notices (the Me badge, the centre's lists) and the match moment.
  useNoticeLive(me);
  return <MatchMomentSlot />;
}

/** After each login: the subscription is bound to the login session on the server, so it is sent again. */
export function usePushRegistration(me: number): void {
  useEffect(() => {
    if (me > 0) void registerPush();
  }, [me]);
}
