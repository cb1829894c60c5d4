import { RELATION, type RelationKind } from '@kk/contract';
import { type Kysely, sql } from 'kysely';
import { blockedEitherWay } from '../../platform/db/blocked-either-way.ts';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
import { inSight } from '../../platform/db/in-sight.ts';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** A person of a relation list: their user row and when the relation began. */
export type RelatedUser = UserRow & { relation_time: number };

/** Which side of a relation a list shows: the people I relate to, or the people who relate to me. */
export type Direction = 'outgoing' | 'incoming';

/**
 * Rows of user_relations: (user_id, kind, target_id) is the primary key, so a relation exists once however
 * often or concurrently it is added; user_relations_target (target_id, kind, create_time) serves the reverse
 * direction (fans, who liked me, who blocked me).
 */
export class RelationRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** Adds the relation unless it exists; true when this call added it. */
  async add(userId: number, kind: RelationKind, targetId: number, now: number): Promise<boolean> {
    const result = await this.#db
      .insertInto('user_relations')
      .values({ user_id: userId, kind, target_id: targetId, create_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Removes the relation; true when this call removed it. */
  async remove(userId: number, kind: RelationKind, targetId: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('user_relations')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Removes these kinds of relation between two people, in both directions. */
  async removeBetween(a: number, b: number, kinds: readonly RelationKind[]): Promise<void> {
    await this.#db
      .deleteFrom('user_relations')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a), eb('target_id', '=', b)]),
          eb.and([eb('user_id', '=', b), eb('target_id', '=', a)]),
        ]),
      )
      .execute();
  }

  /** The kinds of relation from one user to another. */
  async kinds(userId: number, targetId: number): Promise<RelationKind[]> {
    const rows = await this.#db
      .selectFrom('user_relations')
      .select('kind')
      .where('user_id', '=', userId)
      .where('target_id', '=', targetId)
      .execute();
    return rows.map((row) => row.kind as RelationKind);
  }

  // On every page of chat history and every message sent: compiled once (platform/db/compiled-once.ts);
  // parameters: block, a, b, b, a. bench/lib/chat-sql.ts holds its SQL text for the history baseline.
  readonly #blockedEitherWay = new CompiledOnce((db) =>
    db
      .selectFrom('user_relations')
      .select('user_id')
      .where('kind', '=', RELATION.block)
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', 0), eb('target_id', '=', 0)]),
          eb.and([eb('user_id', '=', 0), eb('target_id', '=', 0)]),
        ]),
      ),
  );

  /** True when either of the two blocked the other (two primary-key lookups). */
  async blockedEitherWay(a: number, b: number): Promise<boolean> {
    const rows = await this.#blockedEitherWay.rows(this.#db, [RELATION.block, a, b, b, a]);
    return rows.length > 0;
  }

  /** How many relations of a kind the user has, as the one who relates or as the target. */
  async count(userId: number, kind: RelationKind, direction: Direction): Promise<number> {
    const row = await this.#db
      .selectFrom('user_relations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(direction === 'outgoing' ? 'user_id' : 'target_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * One page of the people related to the user, newest relation first. With `hideBlocked`, people blocked
   * either way are left out (NOT EXISTS on the primary key, both directions).
   */
  async page(
    userId: number,
    kind: RelationKind,
    direction: Direction,
    options: { page: number; pageSize: number; hideBlocked: boolean; now: number },
  ): Promise<{ list: RelatedUser[]; total: number }> {
    const [own, other] =
      direction === 'outgoing' ? (['user_id', 'target_id'] as const) : (['target_id', 'user_id'] as const);
    const base = this.#db
      .selectFrom('user_relations as r')
      .innerJoin('users', 'users.id', `r.${other}`)
      .where(`r.${own}`, '=', userId)
      .where('r.kind', '=', kind)
      .$if(options.hideBlocked, (query) =>
        query.where((eb) => eb.not(blockedEitherWay(eb, userId))).where((eb) => inSight(eb, options.now)),
      );
    const [list, count] = await Promise.all([
      base
        .selectAll('users')
        .select('r.create_time as relation_time')
        .orderBy('r.create_time', 'desc')
        .orderBy('users.id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      list: list.map((row) => ({ ...row, relation_time: Number(row.relation_time) })),
      total: Number(count?.n ?? 0),
    };
  }

  /** Stores the match of two people unless it exists (the primary key: one per pair); true when this call did. */
  async addMatch(a: number, b: number, now: number): Promise<boolean> {
    const result = await this.#db
      .insertInto('matches')
      .values({ user_low: Math.min(a, b), user_high: Math.max(a, b), create_time: now })
      .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async hasMatch(a: number, b: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('matches')
      .select('create_time')
      .where('user_low', '=', Math.min(a, b))
      .where('user_high', '=', Math.max(a, b))
      .executeTakeFirst();
    return row !== undefined;
  }

  async removeMatch(a: number, b: number): Promise<void> {
    await this.#db
      .deleteFrom('matches')
      .where('user_low', '=', Math.min(a, b))
      .where('user_high', '=', Math.max(a, b))
      .execute();
  }

  /** One page of the user's matches, newest first, people blocked either way left out. */
  async matchPage(
    userId: number,
    options: { page: number; pageSize: number; now: number },
  ): Promise<{ list: Array<UserRow & { match_time: number }>; total: number }> {
    const base = this.#db
      .selectFrom('matches as m')
      // The other person of the pair.
      .innerJoin('users', (join) =>
        join.on(sql<boolean>`users.id = case when m.user_low = ${userId} then m.user_high else m.user_low end`),
      )
      .where((eb) => eb.or([eb('m.user_low', '=', userId), eb('m.user_high', '=', userId)]))
      .where((eb) => eb.not(blockedEitherWay(eb, userId)))
      .where((eb) => inSight(eb, options.now));
    const [list, count] = await Promise.all([
      base
        .selectAll('users')
        .select('m.create_time as match_time')
        .orderBy('m.create_time', 'desc')
        .orderBy('users.id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      list: list.map((row) => ({ ...row, match_time: Number(row.match_time) })),
      total: Number(count?.n ?? 0),
    };
  }

  /** Relations and matches from or to the user (account deletion; the foreign keys cascade too, this makes it explicit). */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db
      .deleteFrom('user_relations')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('target_id', '=', userId)]))
      .execute();
    await this.#db.deleteFrom('matches').where('user_low', '=', userId).execute();
    await this.#db.deleteFrom('matches').where('user_high', '=', userId).execute();
  }
}
