// The feed's SQL as the app's PeopleRepository runs it (Kysely's text for SQLite, copied), for the baseline
// (servers/raw-feed-server.ts) to prepare and for the suite to check against the app's own text before it
// measures (suites/feed.ts: a change to the repository's SQL must reach the baseline, or the suite stops).
import { RELATION } from '@kk/contract';
import type { PoolCursor, PoolPlace } from '@kk/server/bench';

// PeopleRepository's SQL, as Kysely compiles it for SQLite. `in` and `values` lists have one placeholder per item,
// so their statements are prepared once per length (the app's statement cache does the same).
export const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** #complete: a complete profile, not in a kk lock (what every viewer's pool shares). */
const COMPLETE =
  '"users"."gender" in (?, ?) and "users"."birthday" != ? and "users"."username" != (\'kk\' || "users"."userid") ' +
  'and not exists (select 1 as "one" from "kk_lock_members" as "k" where "k"."user_id" = "users"."id")';
const completeParams = [1, 2, ''];
/** #visibleTo: not the viewer, no block either way, then #complete. */
export const VISIBLE =
  '"users"."id" != ? and not exists (select 1 as "one" from "user_relations" as "b" where "b"."kind" = ? ' +
  'and "b"."user_id" = ? and "b"."target_id" = "users"."id") and not exists (select 1 as "one" from ' +
  `"user_relations" as "b" where "b"."kind" = ? and "b"."target_id" = ? and "b"."user_id" = "users"."id") and ${COMPLETE}`;
export const visibleParams = (viewerId: number) => [
  viewerId,
  RELATION.block,
  viewerId,
  RELATION.block,
  viewerId,
  ...completeParams,
];
const POOL_COLUMNS =
  '"users"."id", "users"."active_time", "users"."avatar", "users"."signature", "users"."height", "users"."birthday", ' +
  'exists (select 1 as "one" from "user_photos" as "p" where "p"."user_id" = "users"."id") as "photos", ' +
  '"fi"."shown", "fi"."day"';
export const SQL = {
  snapshot: 'select * from "feed_snapshots" where "user_id" = ?',
  saveSnapshot:
    'insert into "feed_snapshots" ("user_id", "token", "filters", "ids", "create_time") values (?, ?, ?, ?, ?) ' +
    'on conflict ("user_id") do update set "token" = ?, "filters" = ?, "ids" = ?, "create_time" = ?',
  blockedEitherWay:
    'select "target_id" as "id" from "user_relations" where "user_id" = ? and "kind" = ? union all ' +
    'select "user_id" as "id" from "user_relations" where "target_id" = ? and "kind" = ?',
  likesReceived: 'select "user_id" from "user_relations" where "target_id" = ? and "kind" = ? limit ?',
  likedBy: (n: number) =>
    `select "user_id" from "user_relations" where "target_id" = ? and "kind" = ? and "user_id" in (${list(n)})`,
  // Then moderation's: not banned, not held, no suspension in force (banned 0, held 0, now).
  visible: (n: number) =>
    `select "users".* from "users" where ${VISIBLE} and "users"."banned" = ? and "users"."held" = ? ` +
    `and "users"."suspended_until" <= ? and "users"."id" in (${list(n)})`,
  photosOf: (n: number) =>
    'select "user_photos"."user_id", "files"."storage_key", "files"."thumb_key" from "user_photos" inner join ' +
    `"files" on "files"."id" = "user_photos"."file_id" where "user_photos"."user_id" in (${list(n)}) ` +
    'order by "user_photos"."user_id", "user_photos"."id" desc',
  relationsOf: (n: number) =>
    `select "target_id", "kind" from "user_relations" where "user_id" = ? and "kind" in (?, ?) and "target_id" in (${list(n)})`,
  writeImpressions: (n: number) =>
    `insert into "feed_impressions" ("user_id", "day", "shown") values ${Array.from({ length: n }, () => '(?, ?, ?)').join(', ')} ` +
    'on conflict ("user_id") do update set "shown" = case when feed_impressions.day = excluded.day then ' +
    'feed_impressions.shown + excluded.shown else excluded.shown end, "day" = excluded.day ' +
    'where "feed_impressions"."day" <= excluded.day',
};

/** THE POOL QUERY (PeopleRepository.poolChunk): the next `limit` people of one place and gender, most recently active first. */
export function poolQuery(pool: PoolPlace, after: PoolCursor | undefined): { sql: string; params: unknown[] } {
  let sql = `select ${POOL_COLUMNS} from "users" left join "feed_impressions" as "fi" on "fi"."user_id" = "users"."id" where ${COMPLETE}`;
  const params: unknown[] = [...completeParams];
  const and = (clause: string, ...values: unknown[]) => {
    sql += ` and ${clause}`;
    params.push(...values);
  };
  and('"users"."gender" = ?', pool.gender);
  if (pool.province) and('"users"."province" = ?', pool.province);
  if (pool.city) and('"users"."city" = ?', pool.city);
  const { place } = pool;
  if (place.tier !== 2) {
    and('"users"."province" = ?', place.province);
    and(place.tier === 0 ? '"users"."city" = ?' : '"users"."city" != ?', place.city);
  } else if (place.province !== '') {
    and('"users"."province" != ?', place.province);
  }
  if (after) {
    and('"users"."active_time" <= ?', after.active_time);
    and('("users"."active_time" < ? or "users"."id" < ?)', after.active_time, after.id);
  }
  return { sql: `${sql} order by "users"."active_time" desc, "users"."id" desc limit ?`, params };
}
