// The messages tab's route (SPEC §2 /pages/message/message). On a phone, the list alone; a conversation opens as
// its own page. On a wide screen, two panes: the list beside the open conversation, named in the address
// (?userId=) so that Back and reload keep it; choosing another conversation changes only the right pane
// (docs/decisions/0082-web-wide-screens.md). Here in app/, since it puts two pages side by side.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { userIdParam } from '../entities/person/queries.ts';
import { MessagePage } from '../pages/message/MessagePage.tsx';
import { K } from '../shared/i18n/keys.ts';
import { chatPath } from '../shared/paths.ts';
import { useSession } from '../shared/session/session.ts';
import { EmptyState } from '../shared/ui/EmptyState.tsx';
import { ChatIcon } from '../shared/ui/icons.tsx';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { messageChatPath, useWideScreen } from '../shared/ui/wide-screen.ts';
import styles from './Messages.module.css';

// The chat page's own chunk, fetched when a conversation is first opened beside the list.
const ChatPane = lazy(() => import('../pages/chat/ChatPage.tsx').then((m) => ({ default: m.ChatPane })));

export function Messages() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wide = useWideScreen();
  const me = useSession().user?.id ?? 0;
  const asked = userIdParam(search);
  const peer = asked === me ? 0 : asked;

  // A window narrowed below the wide layout: the conversation as its own page, as on a phone.
  if (!wide) return peer ? <Navigate replace={true} to={chatPath(peer)} /> : <MessagePage />;

  return (
    <div className={styles.panes} data-wide={true}>
      <div className={styles.list}>
        <MessagePage selected={peer} onOpen={(id) => id !== peer && navigate(messageChatPath(id))} />
      </div>
      <section className={styles.chat} aria-label={t(K.titles.chat)}>
        {peer ? (
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner />
              </div>
            }
          >
            <ChatPane peer={peer} />
          </Suspense>
        ) : (
          <div className={styles.pick}>
            <EmptyState icon={<ChatIcon size={40} />} title={t(K.message.pickTitle)} body={t(K.message.pickBody)} />
          </div>
        )}
      </section>
    </div>
  );
}
