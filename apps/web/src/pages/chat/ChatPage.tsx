import { type ChatMessage, CODE, type Emote, REPORT_TARGET } from '@kk/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { findSession, type LocalMessage } from '../../entities/chat/cache.ts';
import { useGoneIds } from '../../entities/chat/gone.ts';
import { sessionListQuery } from '../../entities/chat/queries.ts';
import { markRead } from '../../entities/chat/read.ts';
import { userDetailQuery, userIdParam } from '../../entities/person/queries.ts';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { MessageActions, messageActions } from '../../features/chat/MessageActions.tsx';
import { sayHi as sendGreeting } from '../../features/chat/say-hi.ts';
import { useChatSend } from '../../features/chat/useChatSend.ts';
import { KkLockChatBar } from '../../features/kklock/KkLockChatBar.tsx';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { isChatOnScreen, setActiveChat } from '../../shared/realtime/active-chat.ts';
import { ConnectionBanner } from '../../shared/realtime/ConnectionBanner.tsx';
import { useIsTyping } from '../../shared/realtime/typing.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ChatIcon } from '../../shared/ui/icons.tsx';
import { MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import { MoreIcon } from '../../shared/ui/MoreIcon.tsx';
import { BarIconButton, NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { PhotoViewer } from '../../shared/ui/PhotoViewer.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { messageChatPath, useWideScreen } from '../../shared/ui/wide-screen.ts';
import { useUploader } from '../../shared/upload/useUploader.ts';
import { ChatFooter } from './ChatFooter.tsx';
import styles from './ChatPage.module.css';
import { Composer } from './Composer.tsx';
import { MarkNameSheet } from './MarkNameSheet.tsx';
import { MessageList } from './MessageList.tsx';
import { useChatSafety } from './useChatSafety.ts';

// The report sheet loads on first use, straight from its own module: a static import of the report hook would
// share a chunk with the square's code and grow the first screen's list of chunks (DESIGN §4).
const ReportSheet = lazy(() =>
  import('../../features/report/ReportSheet.tsx').then((m) => ({ default: m.ReportSheet })),
);

/** One-to-one chat (SPEC §1, §2 /pages/chat/chat?userId=...): live over the socket (shared/realtime). */
export function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.message);
  const [search] = useSearchParams();
  const peer = userIdParam(search);
  const { user: me } = useSession();
  const myId = me?.id ?? 0;
  const wide = useWideScreen();

  if (peer === 0 || peer === myId) {
    return (
      <>
        <NavigationBar title={t(K.chat.title)} backLabel={t(K.chat.back)} onBack={goBack} />
        <EmptyState
          icon={<ChatIcon size={40} />}
          title={t(K.chat.missingTitle)}
          body={t(K.chat.missingBody)}
          actionLabel={t(K.chat.missingAction)}
          onAction={() => navigate(PATHS.message)}
        />
      </>
    );
  }
  // A wide screen shows the conversation beside the message list (docs/decisions/0082-web-wide-screens.md).
  if (wide) return <Navigate replace={true} to={messageChatPath(peer)} />;
  return <Conversation key={peer} peer={peer} me={myId} myName={me?.username ?? ''} myAvatarUrl={me?.avatar ?? ''} />;
}

/** The conversation in the right pane of the messages tab on a wide screen (app/Messages.tsx): no way back. */
export function ChatPane({ peer }: { peer: number }) {
  const { user: me } = useSession();
  return (
    <Conversation
      key={peer}
      peer={peer}
      me={me?.id ?? 0}
      myName={me?.username ?? ''}
      myAvatarUrl={me?.avatar ?? ''}
      pane={true}
    />
  );
}

interface ConversationProps {
  peer: number;
  me: number;
  myName: string;
  myAvatarUrl: string;
  /** Beside the message list (ChatPane): it fills the pane, and the list is the way back. */
  pane?: boolean;
}

function Conversation({ peer, me, myName, myAvatarUrl, pane }: ConversationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.message);
  const queryClient = useQueryClient();
  const detail = useQuery(userDetailQuery(peer));
  const sessions = useInfiniteQuery(sessionListQuery());
  const session = findSession(sessions.data, peer);
  const typing = useIsTyping(peer);
  const { send, resend } = useChatSend(peer, me);
  // Member safety: a stranger's pictures stay blurred until a tap; why a first contact was refused, or who may write.
  const { blurred, reveal, refusal, closedPolicy } = useChatSafety(peer, me, detail.data);
  const [acting, setActing] = useState<LocalMessage | null>(null);
  const [viewing, setViewing] = useState<{ message: ChatMessage; index: number } | null>(null);
  const [menu, setMenu] = useState(false);
  const [naming, setNaming] = useState(false);
  const [sayingHi, setSayingHi] = useState(false);
  // The message being reported; the sheet stays mounted after it closes, to offer blocking once it is sent.
  const [reported, setReported] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const uploader = useUploader({
    onIdle: (done) => {
      if (done.length === 0) return;
      send(
        { images: done.map((item) => item.fileId) },
        {
          type: 'image',
          images: done.map((item) => item.url),
          image_list: done.map((item) => ({ url: item.url, thumb: item.thumb, width: 0, height: 0 })),
        },
      );
      for (const item of done) uploader.remove(item.key);
    },
  });

  // A deleted account shows as 已注销用户 with a neutral avatar, and nothing can be sent to it: told live by the
  // socket (entities/chat/gone.ts), or by getUserDetail's -2012 for a chat opened later (a reload, a link). The
  // check is written out here and on the profile page: a module of its own shared by the two screens was a chunk
  // more for the first screen to name, over its budget.
  const goneIds = useGoneIds();
  const gone = goneIds.includes(peer) || (detail.error instanceof ApiError && detail.error.code === CODE.accountGone);
  const peerName = gone
    ? t(K.chat.goneName)
    : session?.mark_name || detail.data?.username || session?.user.username || '';
  const peerAvatarUrl = gone ? '' : detail.data?.avatar || session?.user.avatar || '';
  const blocked = detail.data?.is_block === 1;

  // This conversation is on screen: its messages are read now and as they arrive (apply-frame.ts).
  useEffect(() => {
    setActiveChat(peer);
    const read = () => {
      if (isChatOnScreen(peer)) void markRead(queryClient, peer);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => {
      document.removeEventListener('visibilitychange', read);
      setActiveChat(null);
    };
  }, [peer, queryClient]);

  const sendEmote = (emote: Emote) =>
    send(
      { emote_id: emote.id },
      {
        type: 'emote',
        images: [emote.url],
        image_list: [{ url: emote.url, thumb: emote.url, width: 0, height: 0 }],
        emote_id: emote.id,
      },
    );

  const sayHi = async () => {
    setSayingHi(true);
    await sendGreeting(queryClient, peer);
    setSayingHi(false);
  };

  const more = (
    <BarIconButton label={t(K.chat.more)} onClick={() => setMenu(true)}>
      <MoreIcon />
    </BarIconButton>
  );
  const shots = viewing
    ? (viewing.message.image_list.length > 0
        ? viewing.message.image_list.map((shot) => shot.url)
        : viewing.message.images
      ).map((url, index) => ({ key: index, url }))
    : [];

  return (
    <div className={cx(styles.page, pane && styles.pane)}>
      <NavigationBar
        title={
          typing ? (
            t(K.chat.typing)
          ) : (
            <>
              {peerName || t(K.chat.title)}
              <VerifiedMark verified={gone ? 0 : (detail.data?.verified ?? session?.user.verified)} />
            </>
          )
        }
        backLabel={pane ? undefined : t(K.chat.back)}
        onBack={goBack}
        right={gone ? null : more}
      />
      <ConnectionBanner />
      {/* The kk lock with this person, or the apply action (DESIGN §3 "Kk lock"); its requests are cards among the messages.
          Not offered when their policy keeps you out: a request is a first contact it would refuse. */}
      {gone || closedPolicy ? null : <KkLockChatBar peer={peer} />}
      <MessageList
        peer={peer}
        me={me}
        peerName={peerName}
        myAvatar={{ url: myAvatarUrl, name: myName, label: t(K.chat.myAvatar) }}
        peerAvatar={{ url: peerAvatarUrl, name: peerName, label: t(K.chat.peerAvatar, { name: peerName }) }}
        onActions={(message) => {
          if (messageActions(message, me, Date.now(), blurred.has(message.message_id)).length > 0) setActing(message);
        }}
        onResend={resend}
        onOpenImage={(message, index) => setViewing({ message, index })}
        onSayHi={() => void sayHi()}
        sayingHi={sayingHi}
        gone={gone}
        closed={closedPolicy !== null}
        blurred={blurred}
        onReveal={reveal}
      />
      <ChatFooter gone={gone} blocked={blocked} closedPolicy={closedPolicy} refusal={refusal}>
        <Composer
          peer={peer}
          uploader={uploader}
          onSendText={(text) => send({ content: text }, { type: 'text', content: text })}
          onSendEmote={sendEmote}
        />
      </ChatFooter>
      <MessageActions
        message={acting}
        me={me}
        peer={peer}
        blurred={acting ? blurred.has(acting.message_id) : false}
        onReport={(message) => {
          setReported(message.message_id);
          setReporting(true);
        }}
        onClose={() => setActing(null)}
      />
      {reported ? (
        <Suspense fallback={null}>
          {/* About the message, and its block offer about the other person, whichever side wrote it. */}
          <ReportSheet
            key={reported}
            open={reporting}
            person={{ id: peer, username: peerName }}
            target={{ type: REPORT_TARGET.message, id: reported, title: t(K.chat.reportTitle, { name: peerName }) }}
            onClose={() => setReporting(false)}
            onBlocked={() => setReporting(false)}
          />
        </Suspense>
      ) : null}
      <MenuSheet
        open={menu}
        label={t(K.chat.more)}
        items={[
          { key: 'markName', text: t(K.chat.markName) },
          { key: 'profile', text: t(K.chat.viewProfile) },
        ]}
        cancelText={t(K.chat.cancel)}
        onPick={(key) => (key === 'markName' ? setNaming(true) : navigate(userDetailPath(peer)))}
        onClose={() => setMenu(false)}
      />
      <MarkNameSheet
        open={naming}
        peer={peer}
        current={session?.mark_name ?? ''}
        onClose={() => setNaming(false)}
        onSaved={() => showToast(t(K.chat.markNameSaved))}
      />
      {viewing && shots.length > 0 ? (
        <PhotoViewer
          photos={shots}
          index={viewing.index}
          onClose={() => setViewing(null)}
          labels={{
            dialog: t(K.chat.viewer),
            close: t(K.chat.viewerClose),
            prev: t(K.chat.viewerPrev),
            next: t(K.chat.viewerNext),
            photo: (n) => t(K.chat.imageOf, { n }),
            hint: t(K.chat.viewerHint),
          }}
          authed={{ loading: t(K.chat.imageLoading), failed: t(K.chat.imageFailed) }}
        />
      ) : null}
    </div>
  );
}
