// The comments under the update: their count, a hint of what a tap and a long press do, the rows, more pages
// as the end scrolls into view, and the empty and failed states.
import type { CommentItem } from '@kk/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommentsChunk, flattenComments } from '../../entities/comment/comment-pages.ts';
import { K } from '../../shared/i18n/keys.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { CommentRow } from './CommentRow.tsx';
import styles from './UpdatesCommentPage.module.css';

interface CommentListProps {
  query: UseInfiniteQueryResult<InfiniteData<CommentsChunk, unknown>>;
  onReply: (comment: CommentItem) => void;
  onLongPress: (comment: CommentItem) => void;
}

export function CommentList({ query, onReply, onLongPress }: CommentListProps) {
  const { t } = useTranslation();
  const comments = flattenComments(query.data);
  const total = query.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const now = Date.now();

  const sentinel = useLoadMore(query);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <output className={styles.loading} aria-label={t(K.app.loading)}>
        <Spinner />
      </output>
    );
  } else if (query.isError && comments.length === 0) {
    body = (
      <div className={styles.state}>
        <h3 className={styles.stateTitle}>{t(K.square.loadFailedTitle)}</h3>
        <button type="button" className={styles.more} onClick={() => void query.refetch()}>
          {t(K.app.retry)}
        </button>
      </div>
    );
  } else if (comments.length === 0) {
    body = (
      <div className={styles.state}>
        <h3 className={styles.stateTitle}>{t(K.updatesComment.emptyTitle)}</h3>
        <p className={styles.stateBody}>{t(K.updatesComment.emptyBody)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.comments} aria-label={t(K.updatesComment.listLabel)}>
          {comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} now={now} onReply={onReply} onLongPress={onLongPress} />
          ))}
        </ul>
        <div ref={sentinel} className={styles.footer}>
          {isFetchNextPageError || hasNextPage ? (
            <button
              type="button"
              className={styles.more}
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage
                ? t(K.square.loadingMore)
                : isFetchNextPageError
                  ? t(K.square.loadMoreFailed)
                  : t(K.updatesComment.loadMore)}
            </button>
          ) : (
            <p className={styles.end}>{t(K.updatesComment.end)}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t(K.updatesComment.count, { count: total })}</h2>
        {comments.length > 0 ? <p className={styles.hint}>{t(K.updatesComment.hint)}</p> : null}
      </header>
      {body}
    </section>
  );
}
