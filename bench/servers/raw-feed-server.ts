// The feed's baseline (DESIGN §4): bare node:http + better-sqlite3 answering
// POST /api/user/getRecommendList with the very SQL the app runs for it (PeopleRepository's, as Kysely writes it
// for SQLite: lib/feed-sql.ts), each statement prepared once, on a copy of the same database, and the same steps
// as PeopleService.feed: the session (and the hourly activity stamp), the viewer, then either a fresh ranking
// (the viewer's blocks and who liked them, the tiers' candidates walked in the shared pools, read in chunks when
// missing or stale, the ranking, the snapshot saved) or the stored snapshot, then the page's cards (their rows,
// photos and the viewer's follows and likes) and the impressions counted in memory, written in batches on a
// timer. What it leaves out is what the budget measures: the framework, the query builder, the request and
// response validation.
//
// It reuses the app's pure functions (filters, ranking, public view, file URLs) and its engine-free pool cache
// and impression counter (people.pools.ts, people.impressions.ts), so both sides cache alike and compute the same
// answer; the suite checks that they do, byte for byte, before it measures.
import { randomBytes } from 'node:crypto';
import { FEED, RELATION } from '@kk/contract';
import { resolveLanguage } from '@kk/contract/i18n';
import {
  FEED_IMPRESSIONS_WRITE_MS,
  FEED_LIKES_READ_MAX,
  FEED_SNAPSHOT_TTL_MS,
  type FeedFilters,
  FeedPools,
  type FeedRequest,
  feedFilters,
  hashToken,
  ImpressionCounter,
  mergeChunks,
  message,
  type PoolPerson,
  type PoolQueryRow,
  type PoolReader,
  passesFilters,
  poolPlaces,
  poolReads,
  poolRowOf,
  publicUserInfo,
  rank,
  SQLITE_CHECKPOINT_PRAGMAS,
  startCheckpointer,
  tierPlaces,
  type UserRow,
  urlOf,
  walkPools,
  withUnwritten,
} from '@kk/server/bench';
import type SQLite from 'better-sqlite3';
import { activeStamper, listenBare, openCopy, SESSION_SQL, sessionParams, USER_SQL } from '../lib/bare.ts';
import { serveChild } from '../lib/child.ts';
import { poolQuery, SQL, visibleParams } from '../lib/feed-sql.ts';

export interface RawFeedServerInit {
  /** The SQLite file the app serves, copied before the server starts. */
  database: string;
}

const CARD_PHOTOS = 9;
const NOT_LOGGED_IN = JSON.stringify({ code: 401, msg: 'not logged in', data: null });

interface SnapshotRow {
  user_id: number;
  token: string;
  filters: string;
  ids: string;
  create_time: number;
}

serveChild<RawFeedServerInit>(async (init) => {
  const copy = await openCopy(init.database);
  // As the app's database (platform/db/database.ts): no checkpoint inside a COMMIT on the event loop, a thread of
  // its own does them.
  for (const pragma of SQLITE_CHECKPOINT_PRAGMAS) copy.db.pragma(pragma);
  const checkpointer = startCheckpointer(copy.db.name);
  const statements = new Map<string, SQLite.Statement>();
  /** Each SQL text is prepared the first time it runs, then reused. */
  const prepared = (sql: string): SQLite.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = copy.db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const all = <T>(sql: string, params: unknown[]) => prepared(sql).all(...params) as T[];
  const session = prepared(SESSION_SQL);
  const user = prepared(USER_SQL);
  const touchActive = activeStamper(copy.db);
  const snapshotOf = prepared(SQL.snapshot);
  const saveSnapshot = prepared(SQL.saveSnapshot);

  const impressions = new ImpressionCounter();
  /** PeopleService's pool reader: a walk's next people (the pool query), this instance's unwritten shows added. */
  const poolRead: PoolReader = (place, after, limit) => {
    const query = poolQuery(place, after);
    const now = Date.now();
    return all<PoolQueryRow>(query.sql, [...query.params, limit]).map((row) =>
      withUnwritten(poolRowOf(row), impressions, now),
    );
  };
  // As the app's: pools in use are read again in the background, in slices, with the same reader.
  const pools = new FeedPools({
    read: poolRead,
    now: Date.now,
    failed: (error) => console.error('feed pool not renewed', error),
  });
  const blockedOf = prepared(SQL.blockedEitherWay);
  const likesOf = prepared(SQL.likesReceived);
  const idSet = (rows: Array<{ user_id: number }>) => new Set(rows.map((row) => Number(row.user_id)));

  const rankFor = (viewerId: number, viewer: UserRow, filters: FeedFilters, now: number): number[] => {
    const blocked = new Set(
      (blockedOf.all(viewerId, RELATION.block, viewerId, RELATION.block) as Array<{ id: number }>).map((row) =>
        Number(row.id),
      ),
    );
    const likes = likesOf.all(viewerId, RELATION.zan, FEED_LIKES_READ_MAX + 1) as Array<{ user_id: number }>;
    const passes = passesFilters(filters);
    const tiers = poolPlaces(tierPlaces(viewer), filters).map((place) => ({
      pool: pools.get(place, now),
      tier: place.place.tier,
    }));
    for (;;) {
      const walked = walkPools(tiers, (person) => person.id !== viewerId && !blocked.has(person.id) && passes(person));
      if ('read' in walked) {
        // PeopleService.#read: the next chunk after the last person held, on the refresh's path.
        const pool = walked.read;
        const limit = pool.chunk();
        const cursor = pool.cursor();
        const chunks = poolReads(pool.place).map((place) => poolRead(place, cursor, limit) as PoolPerson[]);
        pool.append(mergeChunks(chunks, limit), limit);
        continue;
      }
      const ids = walked.candidates.map((candidate) => candidate.id);
      const likedViewer =
        likes.length <= FEED_LIKES_READ_MAX
          ? idSet(likes)
          : ids.length === 0
            ? new Set<number>()
            : idSet(all(SQL.likedBy(ids.length), [viewerId, RELATION.zan, ...ids]));
      return rank(walked.candidates, { likedViewer }, now);
    }
  };

  /** PeopleService.writeImpressions: the counted shows, one statement at a time, requests let in between two. */
  const writeImpressions = (batches = impressions.take(Date.now())) => {
    const rows = batches.shift();
    if (!rows) return;
    prepared(SQL.writeImpressions(rows.length)).run(...rows.flatMap((row) => [row.user_id, row.day, row.shown]));
    setImmediate(() => writeImpressions(batches));
  };
  let writer: NodeJS.Timeout | undefined;

  const cards = (viewerId: number, ids: number[], now: number) => {
    if (ids.length === 0) return [];
    const rows = all<UserRow>(SQL.visible(ids.length), [...visibleParams(viewerId), 0, 0, now, ...ids]);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const shown = ids.flatMap((id) => byId.get(id) ?? []);
    const shownIds = shown.map((row) => Number(row.id));
    const photos =
      shownIds.length === 0
        ? []
        : all<{ user_id: number; storage_key: string; thumb_key: string }>(SQL.photosOf(shownIds.length), shownIds);
    const relations =
      shownIds.length === 0
        ? []
        : all<{ target_id: number; kind: number }>(SQL.relationsOf(shownIds.length), [
            viewerId,
            RELATION.follow,
            RELATION.zan,
            ...shownIds,
          ]);
    const follow = new Set<number>();
    const zan = new Set<number>();
    for (const row of relations) (row.kind === RELATION.follow ? follow : zan).add(Number(row.target_id));
    const photosOf = new Map<number, Array<{ url: string; thumb: string }>>();
    for (const photo of photos) {
      const own = photosOf.get(Number(photo.user_id)) ?? [];
      if (own.length < CARD_PHOTOS) own.push({ url: urlOf(photo.storage_key), thumb: urlOf(photo.thumb_key) });
      photosOf.set(Number(photo.user_id), own);
    }
    return shown.map((row) => {
      const id = Number(row.id);
      return {
        ...publicUserInfo(row, now),
        recent_active: Number(row.active_time) >= now - FEED.recentActiveMs ? 1 : 0,
        is_follow: follow.has(id) ? 1 : 0,
        is_zan: zan.has(id) ? 1 : 0,
        photos: photosOf.get(id) ?? [],
      };
    });
  };

  const server = await listenBare((req, body) => {
    const token = req.headers.token;
    const now = Date.now();
    const found =
      typeof token === 'string'
        ? (session.get(...sessionParams(hashToken(token), now)) as { user_id: number })
        : undefined;
    if (found) touchActive(Number(found.user_id), now);
    const viewer = found ? (user.get(Number(found.user_id)) as UserRow | undefined) : undefined;
    if (!viewer) return { status: 401, json: NOT_LOGGED_IN };
    const viewerId = Number(viewer.id);
    // No validation layer: the benchmark's requests are well formed; the defaults are the contract's.
    const request = { page: 1, pageSize: 20, ...(body as object) } as FeedRequest;
    const filters = feedFilters(request, viewer.want_gender, now);
    // What the ranking was asked for (PeopleService.feed): the request but paging, and the gender it used.
    const { page: _page, pageSize: _pageSize, snapshot: _snapshot, ...asked } = request;
    const key = JSON.stringify({ ...asked, gender: filters.gender });
    let snapshot = request.snapshot ? (snapshotOf.get(viewerId) as SnapshotRow | undefined) : undefined;
    if (
      !snapshot ||
      snapshot.token !== request.snapshot ||
      snapshot.filters !== key ||
      now - Number(snapshot.create_time) > FEED_SNAPSHOT_TTL_MS
    ) {
      const ids = rankFor(viewerId, viewer, filters, now).join(',');
      snapshot = { user_id: viewerId, token: randomBytes(16).toString('hex'), filters: key, ids, create_time: now };
      saveSnapshot.run(viewerId, snapshot.token, key, ids, now, snapshot.token, key, ids, now);
    }
    const ids = snapshot.ids === '' ? [] : snapshot.ids.split(',').map(Number);
    const start = (request.page - 1) * request.pageSize;
    const list = cards(viewerId, ids.slice(start, start + request.pageSize), now);
    impressions.count(
      list.map((card) => card.id),
      now,
    );
    writer ??= setInterval(() => writeImpressions(), FEED_IMPRESSIONS_WRITE_MS);
    const data = { list, total: ids.length, snapshot: snapshot.token };
    // The success text in the request's language, as the app words it (route.ts: languageOf, message).
    const msg = message(resolveLanguage(req.headers['accept-language']), 'code.ok');
    return { status: 200, json: JSON.stringify({ code: 0, msg, data }) };
  });
  return {
    port: server.port,
    async close() {
      await pools.close();
      clearInterval(writer);
      await server.close();
      await checkpointer.close();
      await copy.remove();
    },
  };
});
