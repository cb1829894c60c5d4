// Adding and deleting comments: the list changes at once (comment-pages.ts) and so does the update's comment
// count wherever the update is shown (square-cache.ts). Failures are told by the query client.
import type { CommentItem } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { cachedUpdate, patchCachedUpdate } from '../updates/updates-cache.ts';
import { appendComment, type CommentsData, dropComment } from './comment-pages.ts';
import { commentKeys } from './queries.ts';

function moveCount(queryClient: QueryClient, viewerId: number, updatesId: number, by: number): void {
  const shown = cachedUpdate(queryClient, viewerId, updatesId);
  if (shown) {
    patchCachedUpdate(queryClient, viewerId, updatesId, { comment_count: Math.max(0, shown.comment_count + by) });
  }
}

/** addComment {updates_id, content, reply_id?}. */
export function addCommentMutation(queryClient: QueryClient, viewerId: number) {
  return mutationOptions({
    meta: { endpoint: 'addComment' },
    mutationFn: (body: { updates_id: number; content: string; reply_id?: number }) => api.call('addComment', body),
    onSuccess: (comment: CommentItem) => {
      queryClient.setQueryData<CommentsData>(commentKeys.list(viewerId, comment.updates_id), (data) =>
        appendComment(data, comment),
      );
      moveCount(queryClient, viewerId, comment.updates_id, 1);
    },
  });
}

/** deleteComment {id}: your comment, or any comment on your update. */
export function deleteCommentMutation(queryClient: QueryClient, viewerId: number, updatesId: number) {
  return mutationOptions({
    meta: { endpoint: 'deleteComment' },
    mutationFn: (id: number) => api.call('deleteComment', { id }, { loading: true }),
    onSuccess: (_none, id) => {
      queryClient.setQueryData<CommentsData>(commentKeys.list(viewerId, updatesId), (data) => dropComment(data, id));
      moveCount(queryClient, viewerId, updatesId, -1);
    },
  });
}
