// The feed benchmark's population (DESIGN §4 budgets): 100,000 people written straight into a SQLite file that the
// app's own migrations created, so the schema and indexes are exactly the app's. One transaction and prepared
// statements: a few seconds, where signing 100,000 people up through the API would take hours.
//
// The people look like a real user base, because the feed's cost depends on it: complete profiles spread over
// regions (a few populous provinces and cities weigh most, as on a real app), both genders, ages 18 to 60,
// heights by gender, recent activity for some, album photos for some, and relations (follows, likes, blocks)
// around the viewers the load signs in as. A few profiles are left incomplete, as after an abandoned sign-up,
// for the feed to leave out.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { RELATION, SALARY_RANGES } from '@kk/contract';
import { type RegionNode, regionTree } from '@kk/contract/regions';
import {
  SIGNATURES as DEMO_SIGNATURES,
  WORKS as DEMO_WORKS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  hashToken,
  migrate,
  openDatabase,
  urlOf,
} from '@kk/server/bench';
import SQLite from 'better-sqlite3';

export interface Viewer {
  id: number;
  token: string;
  gender: number;
  province: string;
  city: string;
}

export interface FeedData {
  /** The SQLite file (DATA_DIR/kk.sqlite). */
  database: string;
  people: number;
  photos: number;
  relations: number;
  /** Signed-in people the load asks the feed for, each with a session token. */
  viewers: Viewer[];
  /** How long writing it all took, milliseconds. */
  buildMs: number;
}

const DAY = 86_400_000;
// The words are the demo population's (the server's demo data); some signatures stay empty.
const GIVEN = { 1: GIVEN_NAMES.man, 2: GIVEN_NAMES.woman } as const;
const WORKS = DEMO_WORKS.map((entry) => entry.work);
const SIGNATURES = [...DEMO_SIGNATURES, ''];
/** Where most people live: populous provinces first, picked more often (a real user base is not uniform). */
const POPULOUS = ['广东省', '山东省', '河南省', '江苏省', '四川省', '浙江省', '北京市', '上海市', '湖北省', '湖南省'];

/** A small seeded generator (mulberry32), so every run builds the same people. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Migrates a fresh database in `dataDir` with the app's migrations, then fills it. */
export async function buildFeedData(
  dataDir: string,
  { people, viewers: viewerCount, now }: { people: number; viewers: number; now: number },
): Promise<FeedData> {
  const started = performance.now();
  const app = openDatabase({ databaseUrl: undefined, dataDir });
  await migrate(app);
  await app.close();

  const database = join(dataDir, 'kk.sqlite');
  const db = new SQLite(database);
  // Nothing to lose while filling: no journal fsyncs. The app reopens it with its own pragmas (WAL, NORMAL).
  db.pragma('synchronous = OFF');
  const rand = random(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1));

  const provinces = regionTree();
  const populous = provinces.filter((node) => POPULOUS.includes(node.name));
  const place = (): { province: RegionNode; city: RegionNode; county: string } => {
    const province = rand() < 0.7 ? pick(populous) : pick(provinces);
    // The first cities of a province (its capital first in GB/T 2260) are where most of its people are.
    const city = province.children[Math.floor(rand() ** 2 * province.children.length)] as RegionNode;
    return { province, city, county: city.children.length > 0 ? pick(city.children).name : '' };
  };
  const birthday = () => {
    // Mostly 22 to 38, some older: the spread of a dating app.
    const age = 18 + Math.floor(rand() ** 1.6 * 42);
    const date = new Date(now - age * 365.25 * DAY - between(0, 364) * DAY);
    return date.toISOString().slice(0, 10);
  };

  const insertUser = db.prepare(
    `insert into users (id, userid, phone, username, signature, height, weight, birthday, gender, marriage,
       province, city, county, work, salary, avatar, want_gender, active_time, create_time, update_time)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    `insert into files (id, user_id, name, type, size, width, height, storage_key, thumb_key, create_time)
     values (?, ?, ?, 'image/jpeg', ?, 1080, 1440, ?, ?, ?)`,
  );
  const insertPhoto = db.prepare('insert into user_photos (user_id, file_id, create_time) values (?, ?, ?)');
  const insertRelation = db.prepare(
    'insert or ignore into user_relations (user_id, target_id, kind, create_time) values (?, ?, ?, ?)',
  );
  const insertSession = db.prepare(
    'insert into sessions (user_id, token_hash, create_time, expire_time) values (?, ?, ?, ?)',
  );
  const makeVip = db.prepare('update users set vip_end_time = ? where id = ?');

  const genders = new Int8Array(people + 1);
  const places: Array<{ province: string; city: string }> = [];
  let photos = 0;
  let relations = 0;
  const viewers: Viewer[] = [];
  const key = (fileId: string, suffix: string) => `u/${fileId.slice(0, 2)}/${fileId}${suffix}`;
  /** Album photos: files and user_photos rows, as an upload makes them. */
  const writePhotos = (id: number, created: number, fileIds: string[]) => {
    for (const [i, fileId] of fileIds.entries()) {
      const at = created + i * 3_600_000;
      insertFile.run(
        fileId,
        id,
        `photo-${i}.jpg`,
        between(200_000, 900_000),
        key(fileId, '.jpg'),
        key(fileId, '_t.webp'),
        at,
      );
      insertPhoto.run(id, fileId, at);
      photos++;
    }
  };
  const writePerson = (id: number) => {
    const gender = rand() < 0.52 ? 1 : 2;
    genders[id] = gender;
    const where = place();
    places[id] = { province: where.province.name, city: where.city.name };
    // 3% stopped before onboarding: no gender or no birthday, so the feed must leave them out.
    const incomplete = rand() < 0.03;
    const created = now - between(0, 730) * DAY - between(0, DAY);
    // A third were active in the last three days (FEED.recentActiveMs), the rest some time since joining.
    const active = rand() < 0.35 ? now - between(0, 3 * DAY) : created + Math.floor(rand() * (now - created));
    // 40% have album photos (1 to 6), the first one their avatar; the others have a system avatar.
    const fileIds = rand() < 0.4 ? Array.from({ length: between(1, 6) }, () => randomBytes(16).toString('hex')) : [];
    insertUser.run(
      id,
      String(10_000_000 + id),
      `139${String(id).padStart(8, '0')}`,
      // A chosen name (unique: the id appended); some of the incomplete keep the default `kk` + account number.
      incomplete && rand() < 0.5 ? `kk${10_000_000 + id}` : `${pick(FAMILY_NAMES)}${pick(GIVEN[gender])}${id}`,
      pick(SIGNATURES),
      gender === 1 ? between(160, 190) : between(150, 175),
      gender === 1 ? between(55, 90) : between(42, 65),
      incomplete && rand() < 0.5 ? '' : birthday(),
      incomplete ? 0 : gender,
      rand() < 0.85 ? 1 : between(2, 3),
      where.province.name,
      where.city.name,
      where.county,
      pick(WORKS),
      pick(SALARY_RANGES),
      fileIds[0] ? urlOf(key(fileIds[0], '.jpg')) : urlOf(`sys/avatars/${String(between(1, 24)).padStart(2, '0')}.png`),
      rand() < 0.85 ? 3 - gender : 0,
      active,
      created,
      active,
    );
    writePhotos(id, created, fileIds);
  };
  // Relations around the viewers: likes they received (the feed favours those people), follows and likes they
  // gave, and blocks both ways (the feed leaves those people out). Plus likes and follows between everyone else.
  const writeRelations = () => {
    const anyone = () => between(1, people);
    const relate = (from: number, to: number, kind: number, times: number) => {
      for (let i = 0; i < times; i++)
        relations += insertRelation.run(from || anyone(), to || anyone(), kind, now - DAY).changes;
    };
    for (const viewer of viewers) {
      relate(0, viewer.id, RELATION.zan, 20);
      relate(viewer.id, 0, RELATION.follow, 10);
      relate(viewer.id, 0, RELATION.zan, 10);
      relate(viewer.id, 0, RELATION.block, 3);
      relate(0, viewer.id, RELATION.block, 2);
    }
    for (let i = 0; i < people; i++) relate(0, 0, rand() < 0.5 ? RELATION.zan : RELATION.follow, 1);
  };
  db.transaction(() => {
    for (let id = 1; id <= people; id++) writePerson(id);
    // The viewers: spread over the ids, each with a session as a login makes (only the token's hash is stored).
    const step = Math.floor(people / viewerCount);
    for (let i = 0; i < viewerCount; i++) {
      const id = 1 + i * step;
      const token = randomBytes(32).toString('base64url');
      insertSession.run(id, hashToken(token), now, now + 30 * DAY);
      // VIP, as the height filters some of them use require.
      makeVip.run(now + 30 * DAY, id);
      const where = places[id] as { province: string; city: string };
      viewers.push({ id, token, gender: genders[id] ?? 0, ...where });
    }
    writeRelations();
  })();
  db.pragma('optimize');
  db.close();
  return { database, people, photos, relations, viewers, buildMs: Math.round(performance.now() - started) };
}
