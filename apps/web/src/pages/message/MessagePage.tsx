import type { ChatSession } from '@kk/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { removeSession, type SessionPages } from '../../entities/chat/cache.ts';
import { useGoneIds } from '../../entities/chat/gone.ts';
import { chatKeys } from '../../entities/chat/keys.ts';
import { sessionListQuery } from '../../entities/chat/queries.ts';
import { topMutation } from '../../entities/relation/mutations.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath, PATHS } from '../../shared/paths.ts';
import { ConnectionBanner } from '../../shared/realtime/ConnectionBanner.tsx';
import { useSession } from '../../shared/session/session.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { ChatIcon } from '../../shared/ui/icons.tsx';
import { ListStatus } from '../../shared/ui/ListStatus.tsx';
import { TabHeader } from '../../shared/ui/TabHeader.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import styles from './MessagePage.module.css';
import { SessionRow } from './SessionRow.tsx';

/** Relative times move on while the list is open. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface MessagePageProps {
  /** On a wide screen (app/Messages.tsx): the conversation open beside the list, marked in it. */
  selected?: number;
  /** Where a conversation opens: its chat page, or on a wide screen beside the list. */
  onOpen?: (peer: number) => void;
}

/** The messages tab (SPEC §1, §2): the conversations, pinned first, kept live by the socket (shared/realtime). */
export function MessagePage({ selected = 0, onOpen }: MessagePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(sessionListQuery());
  const gone = useGoneIds();
  const top = useMutation(topMutation(queryClient));
  const now = useNow();
  const sessions = query.data?.pages.flatMap((page) => page.list) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const sentinel = useLoadMore(query);
  const open = onOpen ?? ((peer: number) => navigate(chatPath(peer)));

  // The socket hook keeps the list's pins in step with every topUser (app/useChatSocket.ts).
  const togglePin = (session: ChatSession) => top.mutate(session.user_id);

  const remove = async (session: ChatSession) => {
    const confirmed = await confirmDestructive({
      title: t(K.message.deleteTitle),
      content: t(K.message.deleteBody),
      confirmText: t(K.message.delete),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    try {
      await api.call('deleteSession', { userId: session.user_id }, { loading: true });
    } catch {
      return; // told by the wrapper
    }
    queryClient.setQueryData<SessionPages>(chatKeys.sessions(), (data) => removeSession(data, session.user_id));
    queryClient.removeQueries({ queryKey: chatKeys.messages(session.user_id) });
    // Its unread messages no longer count.
    if (session.unread > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    showToast(t(K.message.deleted));
    // The conversation open beside the list (a wide screen) goes with it.
    if (session.user_id === selected) navigate(PATHS.message, { replace: true });
  };

  const body = (
    <ListStatus
      query={query}
      count={sessions.length}
      loadingLabel={t(K.app.loading)}
      failed={{
        title: t(K.message.loadFailedTitle),
        body: t(K.message.loadFailedBody),
        retryLabel: t(K.message.retry),
      }}
      empty={{
        icon: <ChatIcon size={40} />,
        title: t(K.message.emptyTitle),
        body: t(K.message.emptyBody),
        actionLabel: t(K.message.emptyAction),
        onAction: () => navigate(PATHS.home),
      }}
    >
      <ul className={styles.list} aria-label={t(K.message.heading)}>
        {sessions.map((session) => (
          <SessionRow
            key={session.user_id}
            session={session}
            gone={gone.includes(session.user_id)}
            selected={session.user_id === selected}
            me={me}
            now={now}
            onOpen={(item) => open(item.user_id)}
            onTogglePin={togglePin}
            onDelete={(item) => void remove(item)}
          />
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {isFetchNextPageError ? (
          <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
            {t(K.message.loadMoreFailed)}
          </button>
        ) : hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t(K.message.loadingMore) : t(K.message.loadMore)}
          </button>
        ) : null}
      </div>
    </ListStatus>
  );

  return (
    <>
      <TabHeader title={t(K.tabs.message)} />
      <ConnectionBanner />
      {body}
    </>
  );
}
