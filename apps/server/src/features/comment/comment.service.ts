// Comments on updates: add (or reply), list, delete by the comment's author or the update's author.
import { type addComment, CODE, type CommentItem } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UpdatesService } from '../updates/updates.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { CommentRepository, CommentWithAuthor } from './comment.repository.ts';

export type AddCommentInput = z.output<(typeof addComment)['request']>;

export interface CommentServiceDeps {
  /** Hears `account.deleting` (erases the user's rows); tells `comment.added`. */
  events: Events;
  repository: CommentRepository;
  updates: UpdatesService;
  users: UserService;
  transactions: Transactions;
  clock: Clock;
}

export class CommentService {
  readonly #deps: CommentServiceDeps;
  readonly #repository: CommentRepository;

  constructor(deps: CommentServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /**
   * Comments on an update the user can see (-2501 otherwise). A reply answers a comment of the same update whose
   * author the user can see (-2502 otherwise). The update is held meanwhile, so it cannot be deleted under it.
   */
  async add(userId: number, input: AddCommentInput): Promise<CommentItem> {
    // Read back in the write's transaction, while the update is still held: read after the commit, a deletion of
    // the update that came in between had taken the new comment with it, and the answer was -2502 (seen in CI).
    const now = this.#deps.clock.now();
    const row = await this.#deps.transactions.run(async () =>
      this.#repository.one(userId, await this.write(userId, input, now), now),
    );
    if (!row) throw new AppError(CODE.commentNotFound);
    return this.#view(userId, row);
  }

  /** Writes the comment (as `add`) and answers its id. `at` other than now is for the demo data. */
  async write(userId: number, input: AddCommentInput, at: number): Promise<number> {
    const { transactions, updates, events, users, clock } = this.#deps;
    // Muted: -2901. Shadowbanned: a shadow comment, which only its author sees and nobody is told of.
    const { shadow } = await users.assertMayWrite(userId);
    return transactions.run(async () => {
      const update = await updates.holdVisible(userId, input.updates_id);
      let replyUserId: number | null = null;
      if (input.reply_id != null) {
        const reply = await this.#repository.one(userId, input.reply_id, clock.now());
        if (!reply || Number(reply.c_update_id) !== input.updates_id) throw new AppError(CODE.commentNotFound);
        replyUserId = Number(reply.id);
      }
      const commentId = await this.#repository.insert({
        update_id: input.updates_id,
        user_id: userId,
        content: input.content,
        reply_id: input.reply_id ?? null,
        reply_user_id: replyUserId,
        create_time: at,
        shadow,
      });
      if (shadow === 1) return commentId;
      // The notices: who is told of what is theirs to decide (features/notice), in this transaction.
      await events.emit('comment.added', {
        fromId: userId,
        commentId,
        updatesId: input.updates_id,
        authorId: update.user_id,
        replyToUserId: replyUserId,
        content: input.content,
        now: at,
      });
      return commentId;
    });
  }

  async list(
    viewerId: number,
    input: { updates_id: number; page: number; pageSize: number },
  ): Promise<{ list: CommentItem[]; total: number }> {
    await this.#deps.updates.assertVisible(viewerId, input.updates_id);
    const { list, total } = await this.#repository.page(viewerId, input.updates_id, {
      ...input,
      now: this.#deps.clock.now(),
    });
    return { list: list.map((row) => this.#view(viewerId, row)), total };
  }

  /** The comment's author or the update's author may delete it; anyone else gets -2504. */
  async delete(userId: number, id: number): Promise<void> {
    await this.#deps.transactions.run(async () => {
      const row = await this.#repository.byId(id);
      if (!row) throw new AppError(CODE.commentNotFound);
      if (row.user_id !== userId && row.update_user_id !== userId) throw new AppError(CODE.notYours);
      await this.#repository.delete(id);
    });
  }

  /** The author of a comment, or -2502 (reports: a report works across a block). */
  async authorOf(id: number): Promise<number> {
    const row = await this.#repository.byId(id);
    if (!row) throw new AppError(CODE.commentNotFound);
    return row.user_id;
  }

  /** A comment as it is now for moderation's kept copy, or null when gone. */
  async snapshot(id: number): Promise<{ user_id: number; content: string; create_time: number } | null> {
    const row = await this.#repository.byId(id);
    return row ? { user_id: row.user_id, content: row.content, create_time: row.create_time } : null;
  }

  /** Account deletion: the user's comments on any update. */
  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }

  #view(viewerId: number, row: CommentWithAuthor): CommentItem {
    // `row.id` is the comment author's: the comment's own columns carry the `c_` prefix.
    const authorId = Number(row.id);
    return {
      id: Number(row.c_id),
      updates_id: Number(row.c_update_id),
      content: row.c_content,
      create_time: Number(row.c_time),
      reply_id: row.c_reply_id == null ? null : Number(row.c_reply_id),
      reply_user: row.ru_id == null ? null : { id: Number(row.ru_id), username: row.ru_username ?? '' },
      can_delete: authorId === viewerId || Number(row.up_user_id) === viewerId ? 1 : 0,
      user: this.#deps.users.publicView(row),
    };
  }
}
