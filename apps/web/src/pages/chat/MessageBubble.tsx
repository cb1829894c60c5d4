import { THUMB_SIDE } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { type LocalMessage, MESSAGE_STATE } from '../../entities/chat/cache.ts';
import { KkLockCard } from '../../features/kklock/KkLockCard.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { AuthedImage } from '../../shared/ui/AuthedImage.tsx';
import { cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { sourceFor } from '../../shared/ui/image-source.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useLongPress } from '../../shared/ui/useLongPress.ts';
import styles from './ChatPage.module.css';

interface MessageBubbleProps {
  message: LocalMessage;
  mine: boolean;
  peerName: string;
  avatar: { url: string; name: string; label: string };
  /** Long press (SPEC §9: 350 ms, 10 px): the message's actions. */
  onActions: (message: LocalMessage) => void;
  onResend: (message: LocalMessage) => void;
  onOpenImage: (message: LocalMessage, index: number) => void;
}

/** One message: text, pictures or an emote; its sending state and, for mine, whether it was read. */
export function MessageBubble({
  message,
  mine,
  peerName,
  avatar,
  onActions,
  onResend,
  onOpenImage,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const press = useLongPress(() => onActions(message));

  if (message.revoked === 1) {
    return (
      <p className={styles.notice} data-revoked={true}>
        {mine ? t(K.chat.revokedMine) : t(K.chat.revokedPeer, { name: peerName })}
      </p>
    );
  }

  // A kk lock request is a card with its own live state and answers (features/kklock), not a bubble.
  if (message.type === 'kk_lock') return <KkLockCard message={message} mine={mine} peerName={peerName} />;

  const pending = message.state === MESSAGE_STATE.loading;
  const failed = message.state === MESSAGE_STATE.failed;

  const bare = message.type === 'emote' || message.type === 'image';
  return (
    <div className={cx(styles.row, mine && styles.mine)} data-message={message.message_id} data-state={message.state}>
      <span className={styles.avatar} aria-hidden={true}>
        {avatar.url ? <img src={avatar.url} alt={''} /> : Array.from(avatar.name.trim())[0]}
      </span>
      <div className={styles.body}>
        <div className={styles.line}>
          {mine && failed ? (
            <button
              type="button"
              className={styles.resend}
              aria-label={t(K.chat.resend)}
              onClick={() => onResend(message)}
            >
              <span className={styles.bang} aria-hidden={true} />
            </button>
          ) : null}
          {mine && pending ? (
            <span className={styles.sending} role="status" aria-label={t(K.chat.sending)}>
              <Spinner />
            </span>
          ) : null}
          <div
            className={cx(styles.bubble, bare && styles.bare, mine && styles.bubbleMine)}
            data-bubble={message.type}
            // Only the message's actions on a long touch; the browser's own menu and selection stay away.
            {...press}
          >
            <BubbleContent message={message} onOpenImage={onOpenImage} />
          </div>
        </div>
        {mine ? <DeliveryState message={message} /> : null}
        <span className={VISUALLY_HIDDEN}>{mine ? t(K.chat.myAvatar) : avatar.label}</span>
      </div>
    </div>
  );
}

/** Under my message: failed, or once stored, whether the peer read it. */
function DeliveryState({ message }: { message: LocalMessage }) {
  const { t } = useTranslation();
  if (message.state === MESSAGE_STATE.failed) return <span className={styles.state}>{t(K.chat.failed)}</span>;
  if (message.state !== undefined) return null;
  return (
    <span className={cx(styles.state, message.read === 1 && styles.read)}>
      {message.read === 1 ? t(K.chat.read) : t(K.chat.unread)}
    </span>
  );
}

function BubbleContent({ message, onOpenImage }: Pick<MessageBubbleProps, 'message' | 'onOpenImage'>) {
  const { t } = useTranslation();
  const shots: Array<{ url: string; thumb: string; width?: number; height?: number }> =
    message.image_list.length > 0 ? message.image_list : message.images.map((url) => ({ url, thumb: url }));
  if (message.type === 'emote') {
    return (
      <img className={styles.emote} src={shots[0]?.thumb || shots[0]?.url} alt={t(K.chat.emote)} draggable={false} />
    );
  }
  if (message.type === 'image') {
    return (
      <span className={cx(styles.images, shots.length > 1 && styles.grid)}>
        {shots.map((shot, index) => (
          <button
            // Pictures of one message keep their order; the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            type="button"
            className={styles.imageButton}
            aria-label={t(K.chat.imageOf, { n: index + 1 })}
            onClick={() => onOpenImage(message, index)}
          >
            {/* Served to the two people of the conversation only: fetched with the token, not a plain <img>. */}
            <AuthedImage
              className={styles.image}
              // A lone picture is drawn from the full file when its box needs more pixels than the thumbnail has.
              src={
                shots.length === 1
                  ? sourceFor(
                      shot,
                      fitted(shot.width ?? 0, shot.height ?? 0).width ?? 0,
                      window.devicePixelRatio || 1,
                      THUMB_SIDE,
                    )
                  : shot.thumb || shot.url
              }
              alt={t(K.chat.imageAlt)}
              labels={{ loading: t(K.chat.imageLoading), failed: t(K.chat.imageFailed) }}
              draggable={false}
              // A lone picture takes its own shape at once, so the list does not jump when it loads.
              {...(shots.length === 1 ? fitted(shot.width ?? 0, shot.height ?? 0) : {})}
            />
          </button>
        ))}
      </span>
    );
  }
  return <span className={styles.text}>{message.content}</span>;
}

/** A picture's size in its bubble: its shape, at most SINGLE_MAX wide and high (the CSS caps agree). */
const SINGLE_MAX = { width: 200, height: 240 };
export function fitted(width: number, height: number): { width?: number; height?: number } {
  if (width <= 0 || height <= 0) return {};
  const scale = Math.min(1, SINGLE_MAX.width / width, SINGLE_MAX.height / height);
  return { width: Math.max(60, Math.round(width * scale)), height: Math.max(60, Math.round(height * scale)) };
}
