// The one hook over the chat socket (DESIGN §1): connects after login, closes on logout, patches the query cache
// with every event (apply-frame.ts), keeps the messages tab's badge on the unread total, and says when the
// connection failed for good (连接失败，请刷新重试).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyChatFrame, type FrameContext } from '../entities/chat/apply-frame.ts';
import { patchSession, type SessionPages } from '../entities/chat/cache.ts';
import { chatKeys } from '../entities/chat/keys.ts';
import { unreadQuery } from '../entities/chat/queries.ts';
import { markRead } from '../entities/chat/read.ts';
import { setUnreadCount } from '../entities/chat/unread.ts';
import { apiDeps } from '../shared/api/api.ts';
import { K } from '../shared/i18n/keys.ts';
import { isChatOnScreen } from '../shared/realtime/active-chat.ts';
import { chatSocket, onChatFrame } from '../shared/realtime/chat-socket.ts';
import { SOCKET_STATUS } from '../shared/realtime/socket-client.ts';
import { clearTyping, markTyping } from '../shared/realtime/typing.ts';
import { sessionEndedNotice } from '../shared/session/ended-notice.ts';
import { showToast } from '../shared/ui/toast.ts';

export function useChatSocket(me: number): void {
  const { t } = useTranslation();
  // The socket lives as long as the login: a new `t` (a language change) must not reconnect it.
  const tRef = useRef(t);
  tRef.current = t;
  const queryClient = useQueryClient();
  const unread = useQuery({ ...unreadQuery(), enabled: me > 0 });

  useEffect(() => {
    setUnreadCount(unread.data?.count ?? 0);
  }, [unread.data]);

  useEffect(() => {
    if (me <= 0) return;
    const ctx: FrameContext = {
      queryClient,
      me,
      onScreen: isChatOnScreen,
      markRead: (peer) => void markRead(queryClient, peer),
      typing: markTyping,
      stopTyping: clearTyping,
      showError: (frame) => showToast(frame.msg || tRef.current(K.app.serverError)),
    };
    const offFrame = onChatFrame((frame) => applyChatFrame(ctx, frame));
    const offStatus = chatSocket.subscribe((status) => {
      if (status === SOCKET_STATUS.failed) showToast(tRef.current(K.socket.failed));
      // SPEC §8 "Socket": 401 opens login, as the request wrapper does. A suspension or a ban ends the session
      // the same way, and the login page says why (the server's words, with until when).
      if (status === SOCKET_STATUS.unauthorized) {
        const ended = chatSocket.ended;
        if (ended) sessionEndedNotice.set(ended.msg || tRef.current(K.app.serverError));
        apiDeps.onUnauthorized();
      }
    });
    // Pinning happens on profiles too (relations' topUser): the session list follows without knowing them.
    const offPins = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.mutation.options.meta?.endpoint !== 'topUser') return;
      const peer = event.mutation.state.variables;
      const top = (event.action.data as { is_top?: 0 | 1 }).is_top;
      if (typeof peer !== 'number' || top === undefined) return;
      queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (data) =>
        patchSession(data, peer, (session) => (session.top === top ? session : { ...session, top })),
      );
    });
    chatSocket.connect();
    // A phone back online or a tab shown again after a failure gets a fresh set of retries.
    const retry = () => {
      if (chatSocket.status === SOCKET_STATUS.failed && document.visibilityState === 'visible') chatSocket.connect();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      offFrame();
      offStatus();
      offPins();
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
      chatSocket.close();
      setUnreadCount(0);
      queryClient.removeQueries({ queryKey: chatKeys.all });
    };
  }, [me, queryClient]);
}
