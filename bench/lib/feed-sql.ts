// The feed's SQL as the app's PeopleRepository runs it (Kysely's text for SQLite, copied), for the baseline
// (servers/raw-feed-server.ts) to prepare and for the suite to check against the app's own text before it
// measures (suites/feed.ts: a change to the repository's SQL must reach the baseline, or the suite stops).
import { RELATION } from '@kk/contract';
import type { FeedFilters } from '../../apps/server/src/features/people/people.filters.ts';
import type { TierPlace } from '../../apps/server/src/features/people/people.ranking.ts';

// PeopleRepository's SQL, as Kysely compiles it for SQLite. `in` lists have one placeholder per id, so their
// statements are prepared once per length (the app's statement cache does the same).
export const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** #visibleTo: not the viewer, a complete profile, no block either way, not in a kk lock. */
export const VISIBLE =
  '"users"."id" != ? and "users"."gender" in (?, ?) and "users"."birthday" != ? and "users"."username" != ' +
  `('kk' || "users"."userid") and not exists (select 1 as "one" from "user_relations" as "b" where "b"."kind" = ? ` +
  'and "b"."user_id" = ? and "b"."target_id" = "users"."id") and not exists (select 1 as "one" from ' +
  '"user_relations" as "b" where "b"."kind" = ? and "b"."target_id" = ? and "b"."user_id" = "users"."id") ' +
  'and not exists (select 1 as "one" from "kk_lock_members" as "k" where "k"."user_id" = "users"."id")';
export const visibleParams = (viewerId: number) => [
  viewerId,
  1,
  2,
  '',
  RELATION.block,
  viewerId,
  RELATION.block,
  viewerId,
];
const CANDIDATE_COLUMNS =
  '"users"."id", "users"."active_time", "users"."avatar", "users"."signature", "users"."height", ' +
  '"users"."feed_impressions", "users"."feed_impressions_day"';
export const SQL = {
  snapshot: 'select * from "feed_snapshots" where "user_id" = ?',
  saveSnapshot:
    'insert into "feed_snapshots" ("user_id", "token", "filters", "ids", "create_time") values (?, ?, ?, ?, ?) ' +
    'on conflict ("user_id") do update set "token" = ?, "filters" = ?, "ids" = ?, "create_time" = ?',
  withPhotos: (n: number) => `select distinct "user_id" from "user_photos" where "user_id" in (${list(n)})`,
  likedBy: (n: number) =>
    `select "user_id" from "user_relations" where "target_id" = ? and "kind" = ? and "user_id" in (${list(n)})`,
  visible: (n: number) => `select "users".* from "users" where ${VISIBLE} and "users"."id" in (${list(n)})`,
  photosOf: (n: number) =>
    'select "user_photos"."user_id", "files"."storage_key", "files"."thumb_key" from "user_photos" inner join ' +
    `"files" on "files"."id" = "user_photos"."file_id" where "user_photos"."user_id" in (${list(n)}) ` +
    'order by "user_photos"."user_id", "user_photos"."id" desc',
  relationsOf: (n: number) =>
    `select "target_id", "kind" from "user_relations" where "user_id" = ? and "kind" in (?, ?) and "target_id" in (${list(n)})`,
  countImpressions: (n: number) =>
    'update "users" set "feed_impressions" = case when feed_impressions_day = ? then feed_impressions + 1 else 1 ' +
    `end, "feed_impressions_day" = ? where "id" in (${list(n)})`,
};

/** THE FEED QUERY (PeopleRepository.feedCandidates): one tier's candidates, most recently active first. */
export function candidatesQuery(filters: FeedFilters, place: TierPlace): { sql: string; params: unknown[] } {
  let sql = `select ${CANDIDATE_COLUMNS} from "users" where ${VISIBLE}`;
  const params: unknown[] = [];
  const and = (clause: string, value: unknown) => {
    sql += ` and ${clause}`;
    params.push(value);
  };
  if (filters.gender !== 0) and('"users"."gender" = ?', filters.gender);
  if (filters.bornOnOrBefore) and('"users"."birthday" <= ?', filters.bornOnOrBefore);
  if (filters.bornAfter) and('"users"."birthday" > ?', filters.bornAfter);
  if (filters.province) and('"users"."province" = ?', filters.province);
  if (filters.city) and('"users"."city" = ?', filters.city);
  if (filters.heightMin !== undefined) and('"users"."height" >= ?', filters.heightMin);
  if (filters.heightMax !== undefined) and('"users"."height" <= ?', filters.heightMax);
  if (place.tier !== 2) {
    and('"users"."province" = ?', place.province);
    and(place.tier === 0 ? '"users"."city" = ?' : '"users"."city" != ?', place.city);
  } else if (place.province !== '') {
    and('"users"."province" != ?', place.province);
  }
  return { sql: `${sql} order by "users"."active_time" desc, "users"."id" desc limit ?`, params };
}
