// Notices and matches over the chat socket (contract realtime.ts `notice`, `match`): a notice joins the
// centre's cached lists and raises the Me badge, and a system one asks the verification status again; a match shows
// its moment (features/match) and refreshes the matches list. The badge follows getUnreadNum, asked once the
// socket's chunk has loaded (after the first screen). Mounted once with the socket (ChatSocketHost.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyNotice, reloadNotices } from '../entities/notice/live.ts';
import { noticeUnreadQuery } from '../entities/notice/queries.ts';
import { relationKeys } from '../entities/relation/queries.ts';
import { verifyKeys } from '../entities/verify/queries.ts';
import { showMatch } from '../features/match/match-moment.ts';
import { onChatFrame } from '../shared/realtime/chat-socket.ts';
import { setTabBadge } from '../shared/ui/tab-badges.ts';

export function useNoticeLive(me: number): void {
  const queryClient = useQueryClient();
  const unread = useQuery(noticeUnreadQuery(me)).data?.num ?? 0;

  useEffect(() => {
    setTabBadge('me', unread);
  }, [unread]);

  useEffect(() => {
    if (me <= 0) return;
    const off = onChatFrame((frame) => {
      if (frame.code !== 0) return;
      if ((frame.type === 'hello' && frame.fresh) || (frame.type === 'synced' && frame.data.reset)) {
        reloadNotices(queryClient, me);
      } else if (frame.type === 'notice') {
        applyNotice(queryClient, me, frame.data);
        // A photo verification's answer comes as a system notice: Me's 照片认证 row and the verify screen must not
        // still say 审核中 beside it (their status is otherwise kept for half a minute).
        if (frame.data.type === 'system') void queryClient.invalidateQueries({ queryKey: verifyKeys.all });
      } else if (frame.type === 'match') {
        void queryClient.invalidateQueries({ queryKey: relationKeys.list('match', me) });
        showMatch(frame.data);
      }
    });
    return () => {
      off();
      setTabBadge('me', 0);
    };
  }, [me, queryClient]);
}
