import { RELATION } from '@kk/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inSight } from '../../platform/db/in-sight.ts';
import type { CommentTable, Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** A comment read with its author's user row (the comment's own columns carry a `c_` prefix). */
export type CommentWithAuthor = UserRow & {
  c_id: number;
  c_update_id: number;
  c_content: string;
  c_time: number;
  c_reply_id: number | null;
  /** The author of the comment answered, when the viewer may see them. */
  ru_id: number | null;
  ru_username: string | null;
  /** The author of the update. */
  up_user_id: number;
};

/** A comment to store: its table's columns but the generated id. */
export type NewComment = Omit<CommentTable, 'id' | 'shadow'> & { shadow: 0 | 1 };

/** Rows of comments (the updates feature reads them too, for counts; deleting an update deletes them). */
export class CommentRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(comment: NewComment): Promise<number> {
    const row = await this.#db.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** A comment with the author of its update. */
  async byId(
    id: number,
  ): Promise<
    | { id: number; update_id: number; user_id: number; update_user_id: number; content: string; create_time: number }
    | undefined
  > {
    const row = await this.#db
      .selectFrom('comments as c')
      .innerJoin('updates as u', 'u.id', 'c.update_id')
      .select(['c.id', 'c.update_id', 'c.user_id', 'u.user_id as update_user_id', 'c.content', 'c.create_time'])
      .where('c.id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        update_id: Number(row.update_id),
        user_id: Number(row.user_id),
        update_user_id: Number(row.update_user_id),
        content: row.content,
        create_time: Number(row.create_time),
      }
    );
  }

  #visibleTo(viewerId: number, now: number) {
    return (
      this.#db
        .selectFrom('comments as c')
        .innerJoin('users', 'users.id', 'c.user_id')
        .innerJoin('updates as up', 'up.id', 'c.update_id')
        .leftJoin('users as ru', (join) =>
          join.onRef('ru.id', '=', 'c.reply_user_id').on(sql<boolean>`not ${hiddenFrom(viewerId, 'ru.id')}`),
        )
        .where(sql<boolean>`not ${hiddenFrom(viewerId, 'c.user_id')}`)
        // Moderation: a suspended or banned author's comments are out; a shadow comment is its author's only.
        .where((eb) => eb.or([eb('c.user_id', '=', viewerId), eb.and([eb('c.shadow', '=', 0), inSight(eb, now)])]))
    );
  }

  #columns = [
    'c.id as c_id',
    'c.update_id as c_update_id',
    'c.content as c_content',
    'c.create_time as c_time',
    'c.reply_id as c_reply_id',
    'ru.id as ru_id',
    'ru.username as ru_username',
    'up.user_id as up_user_id',
  ] as const;

  /** One comment as the viewer sees it (their own, just written). */
  one(viewerId: number, id: number, now: number): Promise<CommentWithAuthor | undefined> {
    return this.#visibleTo(viewerId, now)
      .selectAll('users')
      .select(this.#columns)
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * One page of an update's comments, oldest first, leaving out people blocked either way and the viewer's
   * no-see list. New comments come at the end, so the pages already read do not shift.
   */
  async page(
    viewerId: number,
    updateId: number,
    options: { page: number; pageSize: number; now: number },
  ): Promise<{ list: CommentWithAuthor[]; total: number }> {
    const base = this.#visibleTo(viewerId, options.now).where('c.update_id', '=', updateId);
    const [list, count] = await Promise.all([
      base
        .selectAll('users')
        .select(this.#columns)
        .orderBy('c.id', 'asc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list, total: Number(count?.n ?? 0) };
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('comments').where('id', '=', id).execute();
  }

  /** Account deletion: the user's comments; replies to them stay, answering no one. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('comments').where('user_id', '=', userId).execute();
    await this.#db.updateTable('comments').set({ reply_user_id: null }).where('reply_user_id', '=', userId).execute();
  }
}

/**
 * The square's one rule of who is hidden from a viewer: blocked either way, or on the viewer's no-see list. The
 * same predicate as updates/visibility.repository.ts (a repository may not import another feature's), so the
 * comment lists leave out exactly the people the update lists and comment counts leave out.
 */
function hiddenFrom(viewerId: number, authorColumn: string): RawBuilder<boolean> {
  const author = sql.ref(authorColumn);
  return sql<boolean>`exists (select 1 from user_relations h where (h.user_id = ${viewerId} and h.kind in (${RELATION.block}, ${RELATION.noSee}) and h.target_id = ${author}) or (h.user_id = ${author} and h.kind = ${RELATION.block} and h.target_id = ${viewerId}))`;
}
