// The feed's and search's SQL (docs/feed.md). For speed, these queries read user_relations (blocks, likes,
// follows) and user_photos directly instead of asking the relation and photo services person by person: a
// page is one query per concern whatever its size. Only reads; those features own every write.
import { RELATION } from '@kk/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { FeedFilters } from './people.filters.ts';
import type { Candidate, Tier, TierPlace } from './people.ranking.ts';

type UsersQuery<O> = SelectQueryBuilder<Database, 'users', O>;

export interface CardPhoto {
  user_id: number;
  storage_key: string;
  thumb_key: string;
}

export class PeopleRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /**
   * Who may appear to the viewer at all (DESIGN §3 "who sees whom"): not the viewer, a complete profile
   * (isProfileComplete in the contract: a chosen name, which can never be `kk` + the account number, a gender, a
   * birthday), no block either way, not in a kk lock. Deleted users have no row.
   */
  #visibleTo<O>(query: UsersQuery<O>, viewerId: number): UsersQuery<O> {
    // Blocks are read here rather than through RelationService, so that the walk stays one indexed query
    // (user_relations' primary key one way, user_relations_target the other).
    const blocked = (eb: ExpressionBuilder<Database, 'users'>, from: 'user_id' | 'target_id') =>
      eb.exists(
        eb
          .selectFrom('user_relations as b')
          .select(sql.lit(1).as('one'))
          .where('b.kind', '=', RELATION.block)
          .where(from === 'user_id' ? 'b.user_id' : 'b.target_id', '=', viewerId)
          .whereRef(from === 'user_id' ? 'b.target_id' : 'b.user_id', '=', 'users.id'),
      );
    // kk lock (DESIGN §3): locked people are off the feed and search. One probe of kk_lock_members' primary key.
    const locked = (eb: ExpressionBuilder<Database, 'users'>) =>
      eb.exists(
        eb.selectFrom('kk_lock_members as k').select(sql.lit(1).as('one')).whereRef('k.user_id', '=', 'users.id'),
      );
    return query
      .where('users.id', '!=', viewerId)
      .where('users.gender', 'in', [1, 2])
      .where('users.birthday', '!=', '')
      .where(({ eb, ref }) => eb('users.username', '!=', sql<string>`(${sql.lit('kk')} || ${ref('users.userid')})`))
      .where((eb) => eb.not(blocked(eb, 'user_id')))
      .where((eb) => eb.not(blocked(eb, 'target_id')))
      .where((eb) => eb.not(locked(eb)));
  }

  #filtered<O>(query: UsersQuery<O>, filters: FeedFilters): UsersQuery<O> {
    // Gender 0 (anyone) is already "1 or 2" by #visibleTo.
    let q = filters.gender === 0 ? query : query.where('users.gender', '=', filters.gender);
    if (filters.bornOnOrBefore) q = q.where('users.birthday', '<=', filters.bornOnOrBefore);
    if (filters.bornAfter) q = q.where('users.birthday', '>', filters.bornAfter);
    if (filters.province) q = q.where('users.province', '=', filters.province);
    if (filters.city) q = q.where('users.city', '=', filters.city);
    if (filters.heightMin !== undefined) q = q.where('users.height', '>=', filters.heightMin);
    if (filters.heightMax !== undefined) q = q.where('users.height', '<=', filters.heightMax);
    return q;
  }

  /**
   * THE FEED QUERY (bench/suites/feed.ts copies it): one tier's candidates, most recently active first, at most
   * `limit`. An index walk (users_feed_place or users_feed_active) that stops after `limit` matches; the ranking
   * then orders them in memory (people.ranking.ts). docs/feed.md shows its plan on both dialects.
   */
  async feedCandidates(viewerId: number, filters: FeedFilters, place: TierPlace, limit: number): Promise<Candidate[]> {
    let query = this.#filtered(
      this.#visibleTo(
        this.#db
          .selectFrom('users')
          .select([
            'users.id',
            'users.active_time',
            'users.avatar',
            'users.signature',
            'users.height',
            'users.feed_impressions',
            'users.feed_impressions_day',
          ]),
        viewerId,
      ),
      filters,
    );
    if (place.tier === 0) {
      query = query.where('users.province', '=', place.province).where('users.city', '=', place.city);
    } else if (place.tier === 1) {
      query = query.where('users.province', '=', place.province).where('users.city', '!=', place.city);
    } else if (place.province !== '') {
      query = query.where('users.province', '!=', place.province);
    }
    const rows = await query.orderBy('users.active_time', 'desc').orderBy('users.id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      tier: place.tier as Tier,
      active_time: Number(row.active_time),
      avatar: row.avatar,
      signature: row.signature,
      height: row.height,
      feed_impressions: Number(row.feed_impressions),
      feed_impressions_day: Number(row.feed_impressions_day),
    }));
  }

  /** Which of these people have at least one album photo. */
  async withPhotos(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('user_photos')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((row) => Number(row.user_id)));
  }

  /** Which of these people liked (zan) the viewer. */
  async likedBy(viewerId: number, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('user_relations')
      .select('user_id')
      .where('target_id', '=', viewerId)
      .where('kind', '=', RELATION.zan)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((row) => Number(row.user_id)));
  }

  /** The viewer's follows and likes among these people. */
  async relationsOf(viewerId: number, userIds: readonly number[]): Promise<{ follow: Set<number>; zan: Set<number> }> {
    const follow = new Set<number>();
    const zan = new Set<number>();
    if (userIds.length === 0) return { follow, zan };
    const rows = await this.#db
      .selectFrom('user_relations')
      .select(['target_id', 'kind'])
      .where('user_id', '=', viewerId)
      .where('kind', 'in', [RELATION.follow, RELATION.zan])
      .where('target_id', 'in', userIds)
      .execute();
    for (const row of rows) (row.kind === RELATION.follow ? follow : zan).add(Number(row.target_id));
    return { follow, zan };
  }

  /** These people's rows, as far as they may still appear to the viewer (a block or a deletion since drops them). */
  async visible(viewerId: number, userIds: readonly number[]): Promise<UserRow[]> {
    if (userIds.length === 0) return [];
    return this.#visibleTo(this.#db.selectFrom('users').selectAll('users'), viewerId)
      .where('users.id', 'in', userIds)
      .execute();
  }

  /** Album photos of these people, newest first per person. */
  photosOf(userIds: readonly number[]): Promise<CardPhoto[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('user_photos')
      .innerJoin('files', 'files.id', 'user_photos.file_id')
      .select(['user_photos.user_id', 'files.storage_key', 'files.thumb_key'])
      .where('user_photos.user_id', 'in', userIds)
      .orderBy('user_photos.user_id')
      .orderBy('user_photos.id', 'desc')
      .execute();
  }

  /** Counts one show for each person, per China-time day (the ranking's damping). */
  async countImpressions(userIds: readonly number[], day: number): Promise<void> {
    if (userIds.length === 0) return;
    await this.#db
      .updateTable('users')
      .set({
        feed_impressions: sql<number>`case when feed_impressions_day = ${day} then feed_impressions + 1 else 1 end`,
        feed_impressions_day: day,
      })
      .where('id', 'in', userIds)
      .execute();
  }

  snapshot(viewerId: number) {
    return this.#db.selectFrom('feed_snapshots').selectAll().where('user_id', '=', viewerId).executeTakeFirst();
  }

  /** Keeps one frozen ranking per viewer: a new refresh replaces the last. */
  async saveSnapshot(row: { user_id: number; token: string; filters: string; ids: string; create_time: number }) {
    await this.#db
      .insertInto('feed_snapshots')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          token: row.token,
          filters: row.filters,
          ids: row.ids,
          create_time: row.create_time,
        }),
      )
      .execute();
  }

  /**
   * Search (searchUser): an exact account number, or part of a name in any case (lower() on both sides: ASCII
   * on SQLite, every script on PostgreSQL; CJK has no case). Never the phone column.
   */
  async search(
    viewerId: number,
    query: { userid: string } | { namePart: string },
    page: number,
    pageSize: number,
  ): Promise<{ rows: UserRow[]; total: number }> {
    let base = this.#visibleTo(this.#db.selectFrom('users'), viewerId);
    if ('userid' in query) {
      base = base.where('users.userid', '=', query.userid);
    } else {
      const pattern = `%${query.namePart.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where(sql<boolean>`lower(users.username) like ${pattern} escape ${sql.lit('\\')}`);
    }
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll('users')
      .orderBy('users.active_time', 'desc')
      .orderBy('users.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows, total: Number(counted?.n ?? 0) };
  }
}
