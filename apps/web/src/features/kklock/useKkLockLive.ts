// Kk lock over the chat socket (SPEC §4; contract realtime.ts `kk_lock`): every frame updates its request's
// cache entry, a lock that began or ended reloads the user info (home, Me and the profiles follow), and the user
// is told when the other side answered or disconnected. Mounted once with the socket (realtime/ChatSocketHost).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadUserInfo } from '../../entities/user/refresh-user.ts';
import { K } from '../../shared/i18n/keys.ts';
import { onChatFrame } from '../../shared/realtime/chat-socket.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { type LiveNotice, liveEffect } from './lock-view.ts';
import { kkLockKeys } from './queries.ts';

const NOTICE_TEXT = {
  accepted: K.kkLock.acceptedNotice,
  rejected: K.kkLock.rejectedNotice,
  endedByPartner: K.kkLock.endedByPartner,
  ended: K.kkLock.ended,
} as const satisfies Record<LiveNotice, string>;

export function useKkLockLive(me: number): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (me <= 0) return;
    const off = onChatFrame((frame) => {
      if (frame.type === 'hello') {
        // kk_lock frames are not in the replayed stream: what changed while the socket was away is fetched again.
        void queryClient.invalidateQueries({ queryKey: kkLockKeys.all });
        if (!frame.fresh) void reloadUserInfo(queryClient);
        return;
      }
      if (frame.type !== 'kk_lock' || frame.code !== 0) return;
      const event = frame.data;
      queryClient.setQueryData(kkLockKeys.status(event.message_id), event.status);
      const effect = liveEffect(event, me);
      if (effect.reloadUser) void reloadUserInfo(queryClient);
      if (effect.notice) showToast(t(NOTICE_TEXT[effect.notice]));
    });
    return () => {
      off();
      queryClient.removeQueries({ queryKey: kkLockKeys.all });
    };
  }, [me, queryClient, t]);
}
