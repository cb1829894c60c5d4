// One comment: avatar and name (open the profile), whom it answers, the text and the time. A tap answers it;
// a long press (SPEC §9: 350 ms, moving 10 px cancels) deletes it where you may (your comment, or any comment
// on your update), after a confirmation; on anyone else's it opens reply and report.
import type { CommentItem } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PersonAvatar } from '../../entities/person/PersonRow.tsx';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { userDetailPath } from '../../shared/paths.ts';
import { useLongPress } from '../../shared/ui/useLongPress.ts';
import styles from './UpdatesCommentPage.module.css';

interface CommentRowProps {
  comment: CommentItem;
  now: number;
  onReply: (comment: CommentItem) => void;
  onLongPress: (comment: CommentItem) => void;
}

export function CommentRow({ comment, now, onReply, onLongPress }: CommentRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const press = useLongPress(() => onLongPress(comment));
  const name = comment.user.username;
  const sent = new Date(comment.create_time);
  const openAuthor = () => navigate(userDetailPath(comment.user.id));
  return (
    <li className={styles.comment} data-comment-id={comment.id}>
      <button
        type="button"
        className={styles.avatar}
        aria-label={t(K.updates.openAuthor, { name })}
        onClick={openAuthor}
      >
        <PersonAvatar user={comment.user} size={34} />
      </button>
      {/* The whole body is the press target: tap to answer, hold to delete or report. */}
      <button
        type="button"
        className={styles.commentBody}
        onClick={() => onReply(comment)}
        aria-label={t(K.updatesComment.replyPlaceholder, { name })}
        aria-describedby={`comment-${comment.id}`}
        {...press}
      >
        <span className={styles.commentHead}>
          <span className={styles.commentName}>
            {name}
            <VerifiedMark verified={comment.user.verified} size={13} />
          </span>
          {comment.reply_user ? (
            <>
              <span className={styles.replied}>{t(K.updatesComment.replied)}</span>
              <span className={styles.commentName}>{comment.reply_user.username}</span>
            </>
          ) : null}
        </span>
        <span className={styles.commentText} id={`comment-${comment.id}`}>
          {comment.content}
        </span>
        <time className={styles.commentTime} dateTime={sent.toISOString()}>
          {relativeTimeText(t, comment.create_time, now, sent.getTimezoneOffset())}
        </time>
      </button>
    </li>
  );
}
