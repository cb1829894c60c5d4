import { RELATION, type UpdatesListType } from '@kk/contract';
import { type Kysely, sql } from 'kysely';
import { inSight } from '../../platform/db/in-sight.ts';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { blockedWith, containsPattern, hiddenFrom } from './visibility.repository.ts';

/** An update read with its author's user row (the row's own columns carry a `u_` prefix). */
export type UpdatesWithAuthor = UserRow & { u_id: number; u_content: string; u_time: number };

/** Which updates a page lists: one of getUpdatesList's types, or a text search. */
export type UpdatesFilter = { type: UpdatesListType; userId?: number | undefined } | { keyword: string };

export interface UpdatesImage {
  update_id: number;
  storage_key: string;
  thumb_key: string;
  width: number;
  height: number;
}

/**
 * Rows of updates, update_images and update_zans. Comment counts read the comments table
 * here too (a join, as the architecture allows), so the lists need no call into the comment feature.
 */
export class UpdatesRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(
    userId: number,
    content: string,
    fileIds: readonly string[],
    now: number,
    shadow: 0 | 1,
  ): Promise<number> {
    const row = await this.#db
      .insertInto('updates')
      .values({ user_id: userId, content, create_time: now, shadow })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (fileIds.length > 0) {
      await this.#db
        .insertInto('update_images')
        .values(fileIds.map((file_id, position) => ({ update_id: id, position, file_id })))
        .execute();
    }
    return id;
  }

  async byId(id: number): Promise<{ id: number; user_id: number; content: string; create_time: number } | undefined> {
    const row = await this.#db
      .selectFrom('updates')
      .select(['id', 'user_id', 'content', 'create_time'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        user_id: Number(row.user_id),
        content: row.content,
        create_time: Number(row.create_time),
      }
    );
  }

  /**
   * Holds the update's row until the transaction ends, with a write that changes nothing (as UserRepository.lock
   * does): likes, comments and the deletion of one update then run one after another on every instance, so a like
   * or a comment never lands on an update being deleted. False when it is gone.
   */
  async lock(id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('updates')
      .set((eb) => ({ create_time: eb.ref('create_time') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The newest update's id, 0 when there is none: the `before` cursor of a first page. */
  async newestId(): Promise<number> {
    const row = await this.#db
      .selectFrom('updates')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  #withAuthor() {
    return this.#db
      .selectFrom('updates as u')
      .innerJoin('users', 'users.id', 'u.user_id')
      .selectAll('users')
      .select(['u.id as u_id', 'u.content as u_content', 'u.create_time as u_time']);
  }

  /**
   * One update with its author, unless a block stands between the viewer and the author, the author is suspended
   * or banned, or it is a shadow row of someone else.
   */
  async visible(viewerId: number, id: number, now: number): Promise<UpdatesWithAuthor | undefined> {
    return this.#withAuthor()
      .where('u.id', '=', id)
      .where(sql<boolean>`not ${blockedWith(viewerId, 'u.user_id')}`)
      .where((eb) => eb.or([eb('u.user_id', '=', viewerId), eb.and([eb('u.shadow', '=', 0), inSight(eb, now)])]))
      .executeTakeFirst();
  }

  /**
   * One page, newest first, of the updates up to `before` that the viewer may see (neither blocked either way
   * nor on their no-see list). The id orders the square: it grows with every update, so later pages read a
   * fixed set and updates posted meanwhile never shift them.
   */
  async page(
    viewerId: number,
    filter: UpdatesFilter,
    options: { before: number; page: number; pageSize: number; now: number },
  ): Promise<{ list: UpdatesWithAuthor[]; total: number }> {
    let base = this.#db
      .selectFrom('updates as u')
      .innerJoin('users', 'users.id', 'u.user_id')
      .where('u.id', '<=', options.before)
      .where(sql<boolean>`not ${hiddenFrom(viewerId, 'u.user_id')}`)
      // Moderation: a suspended or banned author's updates are out of the square; a shadow row is its author's only.
      .where((eb) =>
        eb.or([eb('u.user_id', '=', viewerId), eb.and([eb('u.shadow', '=', 0), inSight(eb, options.now)])]),
      );
    if ('keyword' in filter) {
      base = base.where(sql<boolean>`lower(u.content) like ${containsPattern(filter.keyword)} escape '!'`);
    } else if (filter.type === 'user') {
      base = base.where('u.user_id', '=', filter.userId ?? 0);
    } else if (filter.type === 'following') {
      base = base.where((eb) =>
        eb.or([
          eb('u.user_id', '=', viewerId),
          eb.exists(
            eb
              .selectFrom('user_relations as f')
              .select('f.kind')
              .where('f.user_id', '=', viewerId)
              .where('f.kind', '=', RELATION.follow)
              .whereRef('f.target_id', '=', 'u.user_id'),
          ),
        ]),
      );
    }
    const [list, count] = await Promise.all([
      base
        .selectAll('users')
        .select(['u.id as u_id', 'u.content as u_content', 'u.create_time as u_time'])
        .orderBy('u.id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list, total: Number(count?.n ?? 0) };
  }

  /** The images of these updates with their stored keys, in each update's order. */
  async images(updateIds: readonly number[]): Promise<UpdatesImage[]> {
    if (updateIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('update_images as i')
      .innerJoin('files', 'files.id', 'i.file_id')
      .select(['i.update_id', 'files.storage_key', 'files.thumb_key', 'files.width', 'files.height'])
      .where('i.update_id', 'in', updateIds)
      .orderBy('i.update_id')
      .orderBy('i.position')
      .execute();
    return rows.map((row) => ({
      ...row,
      update_id: Number(row.update_id),
      width: Number(row.width),
      height: Number(row.height),
    }));
  }

  async imageFileIds(updateId: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('update_images')
      .select('file_id')
      .where('update_id', '=', updateId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.file_id);
  }

  /** True while another update or the owner's album still shows the file (it must not be deleted then). */
  async fileInUse(fileId: string): Promise<boolean> {
    const [image, photo] = await Promise.all([
      this.#db.selectFrom('update_images').select('file_id').where('file_id', '=', fileId).executeTakeFirst(),
      this.#db.selectFrom('user_photos').select('file_id').where('file_id', '=', fileId).executeTakeFirst(),
    ]);
    return image != null || photo != null;
  }

  /** Likes per update, and which of them the viewer liked. */
  async zans(
    viewerId: number,
    updateIds: readonly number[],
  ): Promise<{ counts: Map<number, number>; mine: Set<number> }> {
    if (updateIds.length === 0) return { counts: new Map(), mine: new Set() };
    const [counts, mine] = await Promise.all([
      this.#db
        .selectFrom('update_zans')
        .select(['update_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('update_id', 'in', updateIds)
        .groupBy('update_id')
        .execute(),
      this.#db
        .selectFrom('update_zans')
        .select('update_id')
        .where('user_id', '=', viewerId)
        .where('update_id', 'in', updateIds)
        .execute(),
    ]);
    return {
      counts: new Map(counts.map((row) => [Number(row.update_id), Number(row.n)])),
      mine: new Set(mine.map((row) => Number(row.update_id))),
    };
  }

  /** Comments per update that the viewer can see (the same comments left out as getCommentList leaves out). */
  async commentCounts(viewerId: number, updateIds: readonly number[], now: number): Promise<Map<number, number>> {
    if (updateIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('comments as c')
      .innerJoin('users', 'users.id', 'c.user_id')
      .select(['c.update_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.update_id', 'in', updateIds)
      .where(sql<boolean>`not ${hiddenFrom(viewerId, 'c.user_id')}`)
      .where((eb) => eb.or([eb('c.user_id', '=', viewerId), eb.and([eb('c.shadow', '=', 0), inSight(eb, now)])]))
      .groupBy('c.update_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.update_id), Number(row.n)]));
  }

  /** Removes the like; true when this call removed it. */
  async removeZan(updateId: number, userId: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('update_zans')
      .where('update_id', '=', updateId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Adds the like unless it exists (the primary key keeps one per user whatever happens). */
  async addZan(updateId: number, userId: number, now: number): Promise<void> {
    await this.#db
      .insertInto('update_zans')
      .values({ update_id: updateId, user_id: userId, create_time: now })
      .onConflict((oc) => oc.columns(['update_id', 'user_id']).doNothing())
      .execute();
  }

  async zanCount(updateId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('update_zans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('update_id', '=', updateId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Deletes the update; its images, likes and comments go with it (foreign keys cascade, said here too). */
  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('comments').where('update_id', '=', id).execute();
    await this.#db.deleteFrom('update_zans').where('update_id', '=', id).execute();
    await this.#db.deleteFrom('update_images').where('update_id', '=', id).execute();
    await this.#db.deleteFrom('updates').where('id', '=', id).execute();
  }

  /** Account deletion: the user's updates (with their images, likes and comments) and their likes elsewhere. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('update_zans').where('user_id', '=', userId).execute();
    const ids = this.#db.selectFrom('updates').select('id').where('user_id', '=', userId);
    await this.#db.deleteFrom('comments').where('update_id', 'in', ids).execute();
    await this.#db.deleteFrom('update_zans').where('update_id', 'in', ids).execute();
    await this.#db.deleteFrom('update_images').where('update_id', 'in', ids).execute();
    await this.#db.deleteFrom('updates').where('user_id', '=', userId).execute();
  }
}
