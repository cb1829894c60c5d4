import { CODE, type SafetyTip, THUMB_SIDE } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LocalMessage, MESSAGE_STATE } from '../../entities/chat/cache.ts';
import { KkLockCard } from '../../features/kklock/KkLockCard.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { AuthedImage } from '../../shared/ui/AuthedImage.tsx';
import { cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { sourceFor } from '../../shared/ui/image-source.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useLongPress } from '../../shared/ui/useLongPress.ts';
import styles from './ChatPage.module.css';
import { EyeOffIcon } from './icons.tsx';

interface MessageBubbleProps {
  message: LocalMessage;
  mine: boolean;
  peerName: string;
  avatar: { url: string; name: string; label: string };
  /** Long press (SPEC §9: 350 ms, 10 px): the message's actions. */
  onActions: (message: LocalMessage) => void;
  onResend: (message: LocalMessage) => void;
  onOpenImage: (message: LocalMessage, index: number) => void;
  /** A stranger's pictures, blurred until a tap (entities/chat/first-contact.ts). */
  blurred: boolean;
  onReveal: (message: LocalMessage) => void;
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
  blurred,
  onReveal,
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
            <BubbleContent message={message} onOpenImage={onOpenImage} blurred={blurred} onReveal={onReveal} />
          </div>
        </div>
        {mine ? <DeliveryState message={message} /> : null}
        {!mine && message.safety_tip ? <SafetyTipNote tip={message.safety_tip} /> : null}
        <span className={VISUALLY_HIDDEN}>{mine ? t(K.chat.myAvatar) : avatar.label}</span>
      </div>
    </div>
  );
}

/** Why a refused first contact was not sent: it stays here, to send again once that has changed. */
const REFUSED = {
  [CODE.newConversationLimit]: K.chatSafety.refusedLimit,
  [CODE.awaitReply]: K.chatSafety.refusedAwaitReply,
  [CODE.messagePolicyRefused]: K.chatSafety.refusedPolicy,
} as const;

/** Under my message: failed (and why, for a refused first contact), or once stored, whether the peer read it. */
function DeliveryState({ message }: { message: LocalMessage }) {
  const { t } = useTranslation();
  if (message.state === MESSAGE_STATE.failed) {
    const text = message.refusal ? t(REFUSED[message.refusal.code]) : t(K.chat.failed);
    return <span className={styles.state}>{text}</span>;
  }
  if (message.state !== undefined) return null;
  return (
    <span className={cx(styles.state, message.read === 1 && styles.read)}>
      {message.read === 1 ? t(K.chat.read) : t(K.chat.unread)}
    </span>
  );
}

const TIP_TEXT = { contact: K.chatSafety.tipContact, money: K.chatSafety.tipMoney } as const satisfies Record<
  SafetyTip,
  string
>;

/** Under a message from someone new with contact details or money talk: a calm word, and the safety page. */
function SafetyTipNote({ tip }: { tip: SafetyTip }) {
  const { t } = useTranslation();
  return (
    <p className={styles.safetyTip} role="note" data-safety-tip={tip}>
      <span>{t(TIP_TEXT[tip])}</span>
      <Link className={styles.safetyLink} to={PATHS.safety}>
        {t(K.chatSafety.tipLink)}
      </Link>
    </p>
  );
}

type ContentProps = Pick<MessageBubbleProps, 'message' | 'onOpenImage' | 'blurred' | 'onReveal'>;

function BubbleContent({ message, onOpenImage, blurred, onReveal }: ContentProps) {
  const { t } = useTranslation();
  const shots: Array<{ url: string; thumb: string; width?: number; height?: number }> =
    message.image_list.length > 0 ? message.image_list : message.images.map((url) => ({ url, thumb: url }));
  if (message.type === 'emote') {
    return (
      <img className={styles.emote} src={shots[0]?.thumb || shots[0]?.url} alt={t(K.chat.emote)} draggable={false} />
    );
  }
  if (message.type === 'image' && blurred) return <BlurredImages message={message} shots={shots} onReveal={onReveal} />;
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

/**
 * A stranger's pictures before the tap: the thumbnails only, drawn under a heavy blur (nothing of them can be made
 * out), one button that shows them; the viewer cannot open until then.
 */
function BlurredImages({
  message,
  shots,
  onReveal,
}: {
  message: LocalMessage;
  shots: Array<{ url: string; thumb: string; width?: number; height?: number }>;
  onReveal: (message: LocalMessage) => void;
}) {
  const { t } = useTranslation();
  const lone = shots.length === 1 ? shots[0] : undefined;
  const size = lone ? fitted(lone.width ?? 0, lone.height ?? 0) : {};
  return (
    <button
      type="button"
      className={styles.blurredButton}
      aria-label={t(K.chatSafety.blurredLabel)}
      data-blurred={true}
      onClick={() => onReveal(message)}
    >
      <span className={cx(styles.images, shots.length > 1 && styles.grid)} aria-hidden={true}>
        {shots.map((shot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pictures of one message keep their order
          <span key={index} className={styles.blurredFrame}>
            <AuthedImage
              className={cx(styles.image, styles.blurredImage)}
              src={shot.thumb || shot.url}
              alt={''}
              labels={{ loading: t(K.chat.imageLoading), failed: t(K.chat.imageFailed) }}
              draggable={false}
              {...size}
            />
          </span>
        ))}
      </span>
      <span className={styles.blurredCover}>
        <EyeOffIcon />
        <span>{t(K.chatSafety.blurred)}</span>
      </span>
    </button>
  );
}

/** A picture's size in its bubble: its shape, at most SINGLE_MAX wide and high (the CSS caps agree). */
const SINGLE_MAX = { width: 200, height: 240 };
export function fitted(width: number, height: number): { width?: number; height?: number } {
  if (width <= 0 || height <= 0) return {};
  const scale = Math.min(1, SINGLE_MAX.width / width, SINGLE_MAX.height / height);
  return { width: Math.max(60, Math.round(width * scale)), height: Math.max(60, Math.round(height * scale)) };
}
