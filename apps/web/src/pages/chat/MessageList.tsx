import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenMessages, type LocalMessage } from '../../entities/chat/cache.ts';
import { messageListQuery } from '../../entities/chat/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ChatIcon, RefreshIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './ChatPage.module.css';
import { MessageBubble } from './MessageBubble.tsx';
import { type ChatTimeLabel, chatTimeLabel, needsTimeLabel } from './time.ts';

interface Avatar {
  url: string;
  name: string;
  label: string;
}

interface MessageListProps {
  peer: number;
  me: number;
  peerName: string;
  myAvatar: Avatar;
  peerAvatar: Avatar;
  onActions: (message: LocalMessage) => void;
  onResend: (message: LocalMessage) => void;
  onOpenImage: (message: LocalMessage, index: number) => void;
  onSayHi: () => void;
  sayingHi: boolean;
  /** The peer's account was deleted: an empty conversation offers no greeting. */
  gone: boolean;
  /** Their policy keeps the viewer from writing: an empty conversation offers no greeting either. */
  closed: boolean;
  /** The pictures of these messages show blurred until a tap (entities/chat/first-contact.ts). */
  blurred: ReadonlySet<string>;
  onReveal: (message: LocalMessage) => void;
}

/** Closer to the bottom than this: a new message scrolls into view; further up, the reader is left alone. */
const NEAR_BOTTOM_PX = 120;
/** Closer to the top than this: the earlier page loads. */
const NEAR_TOP_PX = 80;

/**
 * The conversation, oldest at the top. Scrolling to the top loads earlier messages, and the view stays on the
 * message the reader was looking at (the added height is taken back); new messages scroll into view when the
 * reader is at the bottom or sent them.
 */
export function MessageList(props: MessageListProps) {
  const { peer, me, peerName, myAvatar, peerAvatar, onActions, onResend, onOpenImage, onSayHi, sayingHi, gone } = props;
  const { closed, blurred, onReveal } = props;
  const { t } = useTranslation();
  const query = useInfiniteQuery(messageListQuery(peer));
  const messages = flattenMessages(query.data);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastKey = useRef<string | null>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const now = Date.now();

  const loadOlder = useCallback(() => {
    const node = scroller.current;
    if (!node || !hasNextPage || isFetchingNextPage) return;
    anchor.current = { height: node.scrollHeight, top: node.scrollTop };
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const first = messages[0];
  const last = messages[messages.length - 1];
  const firstKey = first ? (first.local_key ?? first.message_id) : null;
  const newestKey = last ? (last.local_key ?? last.message_id) : null;

  // Earlier messages were added above: keep the reader where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const node = scroller.current;
    const saved = anchor.current;
    if (!node || !saved) return;
    anchor.current = null;
    node.scrollTop = node.scrollHeight - saved.height + saved.top;
  }, [firstKey]);

  // A new message at the bottom: follow it when the reader is there, or when it is their own.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node || newestKey === null) return;
    const firstTime = lastKey.current === null;
    const changed = lastKey.current !== newestKey;
    lastKey.current = newestKey;
    if (!changed) return;
    const nearBottom = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM_PX * 3;
    if (firstTime || nearBottom || last?.from_user_id === me) node.scrollTop = node.scrollHeight;
  }, [newestKey, last, me]);

  // Pictures load after the first layout: keep the bottom in view while they do, if the reader is there. Refs,
  // not effect state: the observer must not start over (and jump down) each time a page starts or ends loading.
  const ready = messages.length > 0;
  const atBottom = useRef(true);
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list element exists once there are messages
  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const onScroll = () => {
      atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM_PX;
      if (node.scrollTop < NEAR_TOP_PX) loadOlderRef.current();
    };
    node.addEventListener('scroll', onScroll, { passive: true });
    const content = node.firstElementChild;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atBottom.current && !anchor.current) node.scrollTop = node.scrollHeight;
          });
    if (content) observer?.observe(content);
    return () => {
      observer?.disconnect();
      node.removeEventListener('scroll', onScroll);
    };
  }, [ready]);

  if (query.isPending) {
    return (
      <div className={styles.scroller}>
        <output className={styles.status} aria-label={t(K.app.loading)}>
          <Spinner />
        </output>
      </div>
    );
  }
  if (query.isError && messages.length === 0) {
    return (
      <div className={styles.scroller}>
        <EmptyState
          icon={<RefreshIcon size={40} />}
          title={t(K.chat.loadFailedTitle)}
          body={t(K.chat.loadFailedBody)}
          actionLabel={t(K.chat.retry)}
          onAction={() => void query.refetch()}
        />
      </div>
    );
  }
  if (messages.length === 0 && (gone || closed)) return <div className={styles.scroller} />;
  if (messages.length === 0) {
    return (
      <div className={styles.scroller}>
        <EmptyState
          icon={<ChatIcon size={40} />}
          title={t(K.chat.sayHiTitle)}
          body={t(K.chat.sayHiBody)}
          actionLabel={sayingHi ? undefined : t(K.chat.sayHiAction)}
          onAction={onSayHi}
        />
      </div>
    );
  }

  const times = messages.map((message) => message.create_time);
  const timeLabelText = (label: ChatTimeLabel) => {
    if (label.day === 'today') return t(K.chat.today, { time: label.time });
    if (label.day === 'yesterday') return t(K.chat.yesterday, { time: label.time });
    return `${label.date} ${label.time}`;
  };
  return (
    <div className={styles.scroller} ref={scroller}>
      <section className={styles.messages} aria-label={peerName} aria-live="polite">
        <div className={styles.older}>
          {isFetchNextPageError ? (
            <button type="button" className={styles.olderButton} onClick={loadOlder}>
              {t(K.chat.loadOlderFailed)}
            </button>
          ) : hasNextPage ? (
            <button type="button" className={styles.olderButton} disabled={isFetchingNextPage} onClick={loadOlder}>
              {isFetchingNextPage ? t(K.chat.loadingOlder) : t(K.chat.loadOlder)}
            </button>
          ) : (
            <span>{t(K.chat.noOlder)}</span>
          )}
        </div>
        {messages.map((message, index) => {
          const mine = message.from_user_id === me;
          const label = needsTimeLabel(times, index)
            ? chatTimeLabel(message.create_time, now, new Date(message.create_time).getTimezoneOffset())
            : null;
          return (
            <Fragment key={message.local_key ?? message.message_id}>
              {label ? <p className={styles.timeLabel}>{timeLabelText(label)}</p> : null}
              <MessageBubble
                message={message}
                mine={mine}
                peerName={peerName}
                avatar={mine ? myAvatar : peerAvatar}
                onActions={onActions}
                onResend={onResend}
                onOpenImage={onOpenImage}
                blurred={blurred.has(message.message_id)}
                onReveal={onReveal}
              />
            </Fragment>
          );
        })}
      </section>
    </div>
  );
}
