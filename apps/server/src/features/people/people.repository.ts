// The feed's and search's SQL (docs/feed.md). For speed, these queries read user_relations (blocks, likes,
// follows) and user_photos directly instead of asking the relation and photo services person by person: a
// page is one query per concern whatever its size. Only reads; those features own every write.
import { RELATION } from '@kk/contract';
import { type Compilable, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
import { inSight } from '../../platform/db/in-sight.ts';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { ImpressionRow } from './people.impressions.ts';
import { type PoolCursor, type PoolPlace, type PoolRow, poolRowOf } from './people.pools.ts';

type UsersQuery<O> = SelectQueryBuilder<Database, 'users', O>;

/**
 * A query with an `in` list, compiled once per list length (CompiledOnce): every page runs three of them, and
 * building and compiling #visibleTo's alone costs more CPU than running it. Lengths are at most a page's size.
 */
class CompiledPerLength<Row> {
  readonly #build: (db: Kysely<Database>, ids: number[]) => Compilable<Row>;
  readonly #byLength = new Map<number, CompiledOnce<Row>>();
  constructor(build: (db: Kysely<Database>, ids: number[]) => Compilable<Row>) {
    this.#build = build;
  }
  /** `parameters` in the SQL's order, the ids last. */
  rows(db: Kysely<Database>, ids: readonly number[], parameters: readonly unknown[]): Promise<Row[]> {
    let compiled = this.#byLength.get(ids.length);
    if (!compiled) {
      const placeholders = ids.map(() => 0);
      compiled = new CompiledOnce((kysely) => this.#build(kysely, placeholders));
      this.#byLength.set(ids.length, compiled);
    }
    return compiled.rows(db, [...parameters, ...ids]);
  }
}

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

  // Every refresh runs these: compiled once (platform/db/compiled-once.ts), parameters in the SQL's order.
  readonly #viewer = new CompiledOnce((db) => db.selectFrom('users').selectAll().where('id', '=', 0));
  readonly #blocked = new CompiledOnce((db) =>
    db
      .selectFrom('user_relations')
      .select('target_id as id')
      .where('user_id', '=', 0)
      .where('kind', '=', RELATION.block)
      .unionAll(
        db
          .selectFrom('user_relations')
          .select('user_id as id')
          .where('target_id', '=', 0)
          .where('kind', '=', RELATION.block),
      ),
  );
  readonly #likes = new CompiledOnce((db) =>
    db
      .selectFrom('user_relations')
      .select('user_id')
      .where('target_id', '=', 0)
      .where('kind', '=', RELATION.zan)
      .limit(0),
  );

  // A page's queries (later pages run nothing else), compiled once per length.
  readonly #visible = new CompiledPerLength((db, ids) =>
    this.#visibleTo(db.selectFrom('users').selectAll('users'), 0)
      // Moderation (docs/decisions/0088-sanctions-enforced.md): out while suspended, banned or held, read from the
      // row this query reads anyway. Parameters: banned 0, held 0, now.
      .where('users.banned', '=', 0)
      .where('users.held', '=', 0)
      .where('users.suspended_until', '<=', 0)
      .where('users.id', 'in', ids),
  );
  readonly #photos = new CompiledPerLength((db, ids) =>
    db
      .selectFrom('user_photos')
      .innerJoin('files', 'files.id', 'user_photos.file_id')
      .select(['user_photos.user_id', 'files.storage_key', 'files.thumb_key'])
      .where('user_photos.user_id', 'in', ids)
      .orderBy('user_photos.user_id')
      .orderBy('user_photos.id', 'desc'),
  );
  readonly #relations = new CompiledPerLength((db, ids) =>
    db
      .selectFrom('user_relations')
      .select(['target_id', 'kind'])
      .where('user_id', '=', 0)
      .where('kind', 'in', [RELATION.follow, RELATION.zan])
      .where('target_id', 'in', ids),
  );
  readonly #snapshot = new CompiledOnce((db) => db.selectFrom('feed_snapshots').selectAll().where('user_id', '=', 0));
  readonly #saveSnapshot = new CompiledOnce((db) =>
    db
      .insertInto('feed_snapshots')
      .values({ user_id: 0, token: '', filters: '', ids: '', create_time: 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: '', filters: '', ids: '', create_time: 0 })),
  );

  /** The viewer's own row (their place and whom they want to meet): the same query as the session's user. */
  async viewer(viewerId: number): Promise<UserRow | undefined> {
    const [row] = await this.#viewer.rows(this.#db, [viewerId]);
    return row;
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
    return this.#complete(
      query
        .where('users.id', '!=', viewerId)
        .where((eb) => eb.not(blocked(eb, 'user_id')))
        .where((eb) => eb.not(blocked(eb, 'target_id'))),
    );
  }

  /** Who may appear to anyone: a complete profile, not in a kk lock (DESIGN §3); see #visibleTo. */
  #complete<O>(query: UsersQuery<O>): UsersQuery<O> {
    return query
      .where('users.gender', 'in', [1, 2])
      .where('users.birthday', '!=', '')
      .where(({ eb, ref }) => eb('users.username', '!=', sql<string>`(${sql.lit('kk')} || ${ref('users.userid')})`))
      .where((eb) =>
        eb.not(
          // kk lock: locked people are off the feed and search. One probe of kk_lock_members' primary key.
          eb.exists(
            eb.selectFrom('kk_lock_members as k').select(sql.lit(1).as('one')).whereRef('k.user_id', '=', 'users.id'),
          ),
        ),
      );
  }

  /**
   * THE POOL QUERY (docs/feed.md "Pools"; bench/lib/feed-sql.ts copies it): the next `limit` people of one place
   * and gender, most recently active first, after `after`. Only what is the same for every viewer: a complete
   * profile, not in a kk lock, the gender, the tier's place and the explicit province and city; the viewer's own
   * exclusions and the age and height filters are applied in memory (people.pools.ts). An index walk that stops
   * after `limit` (users_feed_place, users_feed_province or users_feed_active); docs/feed.md shows its plans.
   */
  async poolChunk(pool: PoolPlace, after: PoolCursor | undefined, limit: number): Promise<PoolRow[]> {
    let query = this.#complete(this.#db.selectFrom('users'))
      .leftJoin('feed_impressions as fi', 'fi.user_id', 'users.id')
      .select((eb) => [
        'users.id',
        'users.active_time',
        'users.avatar',
        'users.signature',
        'users.height',
        'users.birthday',
        'users.verified',
        eb
          .exists(eb.selectFrom('user_photos as p').select(sql.lit(1).as('one')).whereRef('p.user_id', '=', 'users.id'))
          .as('photos'),
        'fi.shown',
        'fi.day',
      ]);
    // One gender: "anyone" reads both walks (people.pools.ts poolReads).
    query = query.where('users.gender', '=', pool.gender);
    if (pool.province) query = query.where('users.province', '=', pool.province);
    if (pool.city) query = query.where('users.city', '=', pool.city);
    const { place } = pool;
    if (place.tier === 0) {
      query = query.where('users.province', '=', place.province).where('users.city', '=', place.city);
    } else if (place.tier === 1) {
      query = query.where('users.province', '=', place.province).where('users.city', '!=', place.city);
    } else if (place.province !== '') {
      query = query.where('users.province', '!=', place.province);
    }
    if (after) {
      // Keyset: the walk goes on from the last person read. `<=` keeps the index range on active_time.
      query = query
        .where('users.active_time', '<=', after.active_time)
        .where((eb) => eb.or([eb('users.active_time', '<', after.active_time), eb('users.id', '<', after.id)]));
    }
    const rows = await query.orderBy('users.active_time', 'desc').orderBy('users.id', 'desc').limit(limit).execute();
    return rows.map(poolRowOf);
  }

  /** Everyone the viewer blocked or who blocked the viewer: one index range each way. */
  async blockedEitherWay(viewerId: number): Promise<Set<number>> {
    const rows = await this.#blocked.rows(this.#db, [viewerId, RELATION.block, viewerId, RELATION.block]);
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Who liked (zan) the viewer, or null when more than `max` did (then ask `likedBy` about the candidates). */
  async likesReceived(viewerId: number, max: number): Promise<Set<number> | null> {
    const rows = await this.#likes.rows(this.#db, [viewerId, RELATION.zan, max + 1]);
    return rows.length > max ? null : new Set(rows.map((row) => Number(row.user_id)));
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
    const rows = await this.#relations.rows(this.#db, userIds, [viewerId, RELATION.follow, RELATION.zan]);
    for (const row of rows) (row.kind === RELATION.follow ? follow : zan).add(Number(row.target_id));
    return { follow, zan };
  }

  /**
   * These people's rows, as far as they may still appear to the viewer (a block, a deletion, a suspension, a ban
   * or a hold since drops them).
   */
  async visible(viewerId: number, userIds: readonly number[], now: number): Promise<UserRow[]> {
    if (userIds.length === 0) return [];
    // #visibleTo's parameters: not the viewer, the two block probes, then #complete's, then moderation's.
    return this.#visible.rows(this.#db, userIds, [
      viewerId,
      RELATION.block,
      viewerId,
      RELATION.block,
      viewerId,
      1,
      2,
      '',
      0,
      0,
      now,
    ]);
  }

  /** Album photos of these people, newest first per person. */
  photosOf(userIds: readonly number[]): Promise<CardPhoto[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.#photos.rows(this.#db, userIds, []);
  }

  /**
   * Adds a batch of counted shows (people.impressions.ts), one statement: a row per person, today's count added
   * to, another day's replaced. A batch of an older day than the row's (an instance late past midnight) is
   * ignored rather than let it take the count back a day.
   */
  async writeImpressions(rows: readonly ImpressionRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db
      .insertInto('feed_impressions')
      .values([...rows])
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({
            shown: sql<number>`case when feed_impressions.day = excluded.day then feed_impressions.shown + excluded.shown else excluded.shown end`,
            day: sql<number>`excluded.day`,
          })
          .where('feed_impressions.day', '<=', sql<number>`excluded.day`),
      )
      .execute();
  }

  async snapshot(viewerId: number) {
    const [row] = await this.#snapshot.rows(this.#db, [viewerId]);
    return row;
  }

  /** Keeps one frozen ranking per viewer: a new refresh replaces the last. */
  async saveSnapshot(row: { user_id: number; token: string; filters: string; ids: string; create_time: number }) {
    const { user_id, token, filters, ids, create_time } = row;
    await this.#saveSnapshot.rows(this.#db, [
      user_id,
      token,
      filters,
      ids,
      create_time,
      token,
      filters,
      ids,
      create_time,
    ]);
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
    now: number,
    verifiedOnly = false,
  ): Promise<{ rows: UserRow[]; total: number }> {
    // A suspended or banned member is not found (a held one is: protection before review takes them off the feed only).
    let base = this.#visibleTo(this.#db.selectFrom('users'), viewerId).where((eb) => inSight(eb, now));
    if (verifiedOnly) base = base.where('users.verified', '=', 1);
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
