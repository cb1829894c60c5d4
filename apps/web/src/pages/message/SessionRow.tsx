import type { ChatSession } from '@kk/contract';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import { useTranslation } from 'react-i18next';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { badgeText, cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import styles from './MessagePage.module.css';
import { previewOf } from './preview.ts';

interface SessionRowProps {
  session: ChatSession;
  /** The account was deleted (gone.ts): 已注销用户, a neutral avatar, nothing of the person. */
  gone: boolean;
  /** Open beside the list (a wide screen). */
  selected: boolean;
  me: number;
  now: number;
  onOpen: (session: ChatSession) => void;
  onTogglePin: (session: ChatSession) => void;
  onDelete: (session: ChatSession) => void;
}

/** The name the user gave the person (mark name), else theirs. */
export function sessionName(session: ChatSession): string {
  return session.mark_name || session.user.username;
}

/**
 * One conversation: avatar, name, last message, when, and the unread count; swipe left to pin or delete.
 * Pinned conversations sit first on a grey background, as in the chat apps people know.
 */
export function SessionRow({ session, gone, selected, me, now, onOpen, onTogglePin, onDelete }: SessionRowProps) {
  const { t } = useTranslation();
  const name = gone ? t(K.chat.goneName) : sessionName(session);
  const preview = previewOf(session.last_message, me);
  const previewText = gone
    ? t(K.chat.goneNotice)
    : preview.kind === 'text'
      ? preview.text
      : preview.contract
        ? messageText(t, preview.key)
        : t(preview.key);
  const time = session.last_message?.create_time ?? session.update_time;
  const topped = session.top === 1;
  return (
    <li className={cx(styles.item, topped && styles.topped, selected && styles.selected)} data-peer={session.user_id}>
      <SwipeAction
        rightActions={[
          {
            key: 'pin',
            text: topped ? t(K.message.untop) : t(K.message.top),
            color: 'primary',
            onClick: () => onTogglePin(session),
          },
          { key: 'delete', text: t(K.message.delete), color: 'danger', onClick: () => onDelete(session) },
        ]}
        closeOnAction={true}
      >
        <button
          type="button"
          className={styles.row}
          aria-label={t(K.message.openChat, { name })}
          aria-current={selected || undefined}
          onClick={() => onOpen(session)}
        >
          <span className={styles.avatar}>
            {gone ? null : session.user.avatar ? (
              <img src={session.user.avatar} alt={''} loading="lazy" />
            ) : (
              <span aria-hidden={true}>{Array.from(name.trim())[0]}</span>
            )}
            {session.unread > 0 ? (
              <span className={styles.badge} aria-hidden={true}>
                {badgeText(session.unread)}
              </span>
            ) : null}
          </span>
          <span className={styles.text}>
            <span className={styles.top}>
              <span className={styles.name}>
                {name}
                <VerifiedMark verified={gone ? 0 : session.user.verified} />
              </span>
              <time className={styles.time} dateTime={new Date(time).toISOString()}>
                {relativeTimeText(t, time, now, new Date(time).getTimezoneOffset())}
              </time>
            </span>
            <span className={styles.preview}>{previewText}</span>
          </span>
          {session.unread > 0 ? (
            <span className={VISUALLY_HIDDEN}>{t(K.message.unread, { count: session.unread })}</span>
          ) : null}
          {topped ? <span className={VISUALLY_HIDDEN}>{t(K.message.topped)}</span> : null}
        </button>
      </SwipeAction>
    </li>
  );
}
