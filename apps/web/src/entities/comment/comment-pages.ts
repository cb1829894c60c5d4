// The comments of one update in the query cache, as plain functions (comment-pages.test.ts). Oldest first, so a
// new comment belongs at the end. Pages are kept as `{comments, total}`, not `{list, total}`: the relation
// mutations patch every cached `list` whose items carry a person's `id` (entities/person/person-cache.ts).
import type { CommentItem } from '@kk/contract';
import type { InfiniteData } from '@tanstack/react-query';

export interface CommentsChunk {
  comments: CommentItem[];
  total: number;
}

export type CommentsData = InfiniteData<CommentsChunk, number>;

export function toCommentsChunk(page: { list: CommentItem[]; total: number }): CommentsChunk {
  return { comments: page.list, total: page.total };
}

export function nextCommentsPage(last: CommentsChunk, pages: readonly CommentsChunk[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.comments.length, 0);
  return loaded < last.total && last.comments.length > 0 ? pages.length + 1 : undefined;
}

/**
 * Every loaded comment once, in order. A comment added here is put at the end of the last page; when a later
 * page brings it again, it shows once.
 */
export function flattenComments(data: InfiniteData<CommentsChunk, unknown> | undefined): CommentItem[] {
  const seen = new Set<number>();
  const out: CommentItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      out.push(comment);
    }
  }
  return out;
}

/** Your new comment at the end, counted in every page's total. */
export function appendComment(data: CommentsData | undefined, comment: CommentItem): CommentsData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.comments.some((existing) => existing.id === comment.id))) return data;
  const lastIndex = data.pages.length - 1;
  const pages = data.pages.map((page, index) => ({
    comments: index === lastIndex ? [...page.comments, comment] : page.comments,
    total: page.total + 1,
  }));
  return { ...data, pages };
}

/** A deleted comment leaves the list; replies to it stay (they still say whom they answered). */
export function dropComment(data: CommentsData | undefined, id: number): CommentsData | undefined {
  if (!data?.pages.some((page) => page.comments.some((comment) => comment.id === id))) return data;
  const pages = data.pages.map((page) => ({
    comments: page.comments.filter((comment) => comment.id !== id),
    total: Math.max(0, page.total - 1),
  }));
  return { ...data, pages };
}
