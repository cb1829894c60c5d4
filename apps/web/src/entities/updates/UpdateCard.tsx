// One update on the square, a profile or in search: author (opens their profile), relative time (SPEC §9) in
// the interface language, text folded when long (fold.ts), the image grid, like and comment counts.
import type { UpdatesItem } from '@kk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { userDetailPath } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CommentIcon, HeartIcon } from '../../shared/ui/icons.tsx';
import { MoreIcon } from '../../shared/ui/MoreIcon.tsx';
import { PersonAvatar } from '../person/PersonRow.tsx';
import { VerifiedMark } from '../person/VerifiedMark.tsx';
import { foldText } from './fold.ts';
import { ImageGrid } from './ImageGrid.tsx';
import styles from './UpdateCard.module.css';

interface UpdateCardProps {
  item: UpdatesItem;
  now: number;
  onOpenImages: (item: UpdatesItem, index: number) => void;
  onMenu: (item: UpdatesItem) => void;
  onZan: (item: UpdatesItem) => void;
  /** The comments page; absent on that page itself. */
  onComments?: (item: UpdatesItem) => void;
}

export function UpdateCard({ item, now, onOpenImages, onMenu, onZan, onComments }: UpdateCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const name = item.user.username;
  const folded = foldText(item.content);
  const sent = new Date(item.create_time);
  const openAuthor = () => navigate(userDetailPath(item.user.id));

  return (
    <article className={styles.card} aria-label={name}>
      <header className={styles.head}>
        <button
          type="button"
          className={styles.author}
          onClick={openAuthor}
          aria-label={t(K.updates.openAuthor, { name })}
        >
          <PersonAvatar user={item.user} size={40} />
        </button>
        <div className={styles.byline}>
          <button type="button" className={styles.name} onClick={openAuthor}>
            {name}
            <VerifiedMark verified={item.user.verified} size={14} />
          </button>
          <time className={styles.time} dateTime={sent.toISOString()}>
            {relativeTimeText(t, item.create_time, now, sent.getTimezoneOffset())}
          </time>
        </div>
        <button type="button" className={styles.more} aria-label={t(K.updates.menuLabel)} onClick={() => onMenu(item)}>
          <MoreIcon />
        </button>
      </header>
      {item.content ? (
        <div className={styles.body}>
          <p className={styles.text}>{expanded || !folded.folded ? item.content : folded.text}</p>
          {folded.folded ? (
            <button
              type="button"
              className={styles.fold}
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? t(K.updates.collapse) : t(K.updates.expand)}
            </button>
          ) : null}
        </div>
      ) : null}
      <ImageGrid images={item.images} author={name} onOpen={(index) => onOpenImages(item, index)} />
      <footer className={styles.actions}>
        <button
          type="button"
          className={cx(styles.action, item.is_zan === 1 && styles.zanned)}
          aria-pressed={item.is_zan === 1}
          aria-label={t(K.updates.zanLabel, { count: item.zan_count })}
          onClick={() => onZan(item)}
        >
          <HeartIcon size={20} className={styles.heart} />
          <span>{item.zan_count > 0 ? item.zan_count : t(K.updates.zan)}</span>
        </button>
        {onComments ? (
          <button
            type="button"
            className={styles.action}
            aria-label={t(K.updates.commentLabel, { count: item.comment_count })}
            onClick={() => onComments(item)}
          >
            <CommentIcon size={20} />
            <span>{item.comment_count > 0 ? item.comment_count : t(K.updates.comment)}</span>
          </button>
        ) : null}
      </footer>
    </article>
  );
}
