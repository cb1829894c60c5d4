import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IMPRESSION_STATEMENT_SIZES, ImpressionCounter, withUnwritten } from './people.impressions.ts';
import {
  admits,
  FeedPools,
  mergeChunks,
  Pool,
  type PoolPerson,
  type PoolPlace,
  type PoolReader,
  poolReads,
  poolTtl,
  walkPools,
} from './people.pools.ts';
import {
  FEED_POOL_CHUNK,
  FEED_POOL_MAX,
  FEED_POOL_RENEW_AHEAD_MS,
  FEED_POOL_SLICE,
  FEED_POOL_TTL_MS,
  FEED_SNAPSHOT_SIZE,
  impressionDay,
} from './people.ranking.ts';

const NOW = Date.UTC(2026, 10, 21, 4);
const DAY = 86_400_000;
const here: PoolPlace = { gender: 2, place: { tier: 0, province: '广东省', city: '深圳市' } };

function person(id: number, fields: Partial<PoolPerson> = {}): PoolPerson {
  return {
    id,
    active_time: NOW - id,
    avatar: '',
    signature: '',
    height: 160,
    birthday: '1996-05-20',
    photos: false,
    verified: false,
    shown: 0,
    shown_day: 0,
    ...fields,
  };
}

const people = (from: number, count: number) => Array.from({ length: count }, (_, i) => person(from + i));

test('a pool is shared while fresh, and read anew after its poolTtl', () => {
  const pools = new FeedPools();
  const first = pools.get(here, NOW);
  const ttl = poolTtl(JSON.stringify(here));
  assert.ok(ttl >= FEED_POOL_TTL_MS / 2 && ttl <= FEED_POOL_TTL_MS);
  assert.equal(pools.get({ ...here }, NOW + ttl), first, 'the same place, the same pool');
  assert.notEqual(pools.get({ ...here, gender: 1 }, NOW), first, 'another gender, another pool');
  const later = pools.get(here, NOW + ttl + 1);
  assert.notEqual(later, first);
  assert.deepEqual(later.entries, [], 'a new pool is read on its first walk');
  // Places read together are not all read again together.
  const ttls = new Set(
    ['北京市', '上海市', '广东省', '浙江省'].map((p) => poolTtl(JSON.stringify({ ...here, province: p }))),
  );
  assert.ok(ttls.size > 1);
});

test('"anyone" reads the men\'s and the women\'s walks and merges them in activity order', () => {
  assert.deepEqual(
    poolReads({ ...here, gender: 0 }).map((place) => place.gender),
    [1, 2],
  );
  assert.deepEqual(poolReads(here), [here]);
  const men = [person(1, { active_time: NOW - 1 }), person(3, { active_time: NOW - 5 })];
  const women = [person(2, { active_time: NOW - 1 }), person(4, { active_time: NOW - 3 })];
  assert.deepEqual(
    mergeChunks([men, women], 3).map((p) => p.id),
    [2, 1, 4],
  );
});

test('a pool is read in chunks until the place runs out or it holds FEED_POOL_MAX', () => {
  const short = new Pool(here, NOW);
  short.append(people(1, 3), FEED_POOL_CHUNK);
  assert.equal(short.done, true, 'fewer than asked: nobody left');
  const long = new Pool(here, NOW);
  while (!long.done) {
    const limit = long.chunk();
    long.append(people(long.entries.length + 1, limit), limit);
  }
  assert.equal(long.entries.length, FEED_POOL_MAX);
  assert.deepEqual(long.cursor(), { id: FEED_POOL_MAX, active_time: NOW - FEED_POOL_MAX });
});

test('the walk takes tiers in order, skips whom the viewer may not see, and asks for more when short', () => {
  const city = new Pool(here, NOW);
  city.append(people(1, FEED_POOL_CHUNK), FEED_POOL_CHUNK);
  const province = new Pool({ ...here, place: { tier: 1, province: '广东省', city: '深圳市' } }, NOW);
  const tiers = [
    { pool: city, tier: 0 as const },
    { pool: province, tier: 1 as const },
  ];
  const odd = (p: PoolPerson) => p.id % 2 === 1;
  const first = walkPools(tiers, odd);
  assert.ok('read' in first && first.read === city, 'the city may hold more odd people: read on');
  city.append(people(FEED_POOL_CHUNK + 1, 10), FEED_POOL_CHUNK);
  const second = walkPools(tiers, odd);
  assert.ok('read' in second && second.read === province, 'the city ran out: on to the province');
  province.append([person(10_001), person(10_003)], FEED_POOL_CHUNK);
  const done = walkPools(tiers, odd);
  assert.ok('candidates' in done);
  assert.equal(done.candidates.length, (FEED_POOL_CHUNK + 10) / 2 + 2);
  assert.deepEqual(
    done.candidates.slice(-3).map((c) => [c.id, c.tier]),
    [
      [FEED_POOL_CHUNK + 9, 0],
      [10_001, 1],
      [10_003, 1],
    ],
  );
  // A full list never reads the next tier.
  const untouched = new Pool(province.place, NOW);
  const full = walkPools(
    [
      { pool: city, tier: 0 },
      { pool: untouched, tier: 1 },
    ],
    () => true,
  );
  assert.ok('candidates' in full && full.candidates.length === FEED_SNAPSHOT_SIZE);
});

test('impressions are counted per day, taken in batches by id, and show in pools read before they are written', () => {
  const counter = new ImpressionCounter();
  counter.count([3, 1, 3], NOW);
  assert.equal(counter.unwritten(3, NOW), 2);
  const today = impressionDay(NOW);
  // Written earlier today: 5; this instance adds its own 2 at once.
  assert.deepEqual(withUnwritten(person(3, { shown: 5, shown_day: today }), counter, NOW).shown, 7);
  assert.deepEqual(withUnwritten(person(3, { shown: 5, shown_day: today - 1 }), counter, NOW).shown, 2);
  assert.deepEqual(counter.take(NOW), [[{ user_id: 1, day: today, shown: 1 }], [{ user_id: 3, day: today, shown: 2 }]]);
  assert.deepEqual(counter.take(NOW), [], 'taken once');
  counter.count([7], NOW);
  assert.deepEqual(counter.take(NOW + DAY), [], "yesterday's uncounted shows no longer damp anyone");
  counter.count(
    Array.from({ length: 213 }, (_, i) => i + 1),
    NOW,
  );
  const batches = counter.take(NOW);
  assert.deepEqual(
    batches.map((rows) => rows.length),
    [25, 25, 25, 25, 25, 25, 25, 25, 5, 5, 1, 1, 1],
    'statements of IMPRESSION_STATEMENT_SIZES',
  );
  assert.deepEqual(
    batches.flat().map((row) => row.user_id),
    Array.from({ length: 213 }, (_, i) => i + 1),
  );
  assert.deepEqual(IMPRESSION_STATEMENT_SIZES, [25, 5, 1]);
});

test('admits: a place takes whom its pool query would find (gender, tier, explicit province and city)', () => {
  const woman = { gender: 2, province: '广东省', city: '深圳市' };
  const tier1: PoolPlace = { gender: 2, place: { tier: 1, province: '广东省', city: '深圳市' } };
  const elsewhere: PoolPlace = { gender: 0, place: { tier: 2, province: '广东省' } };
  assert.equal(admits(here, woman), true);
  assert.equal(admits(here, { ...woman, gender: 1 }), false);
  assert.equal(admits(tier1, woman), false);
  assert.equal(admits(tier1, { ...woman, city: '广州市' }), true);
  assert.equal(admits(elsewhere, woman), false);
  assert.equal(admits(elsewhere, { gender: 1, province: '北京市', city: '北京市' }), true);
  assert.equal(admits({ gender: 0, place: { tier: 2, province: '' } }, woman), true);
  assert.equal(admits({ ...here, city: '广州市' }, woman), false);
});

test('forget drops the pools holding a person and those their new place belongs to, and no others', () => {
  const pools = new FeedPools();
  const there: PoolPlace = { gender: 2, place: { tier: 0, province: '北京市', city: '北京市' } };
  const men: PoolPlace = { gender: 1, place: { tier: 0, province: '广东省', city: '深圳市' } };
  const holding = pools.get(here, NOW);
  holding.append([person(7)], FEED_POOL_CHUNK);
  const other = pools.get(there, NOW);
  const untouched = pools.get(men, NOW);
  // Person 7 moves from 深圳 to 北京: both women's pools go, the men's stays.
  pools.forget(7, { gender: 2, province: '北京市', city: '北京市' });
  assert.notEqual(pools.get(here, NOW), holding);
  assert.notEqual(pools.get(there, NOW), other);
  assert.equal(pools.get(men, NOW), untouched);
  // Without a place (photos, a deleted account) only the pools holding the person go.
  const held = pools.get(here, NOW);
  pools.forget(7);
  assert.equal(pools.get(here, NOW), held);
});

/** A place's people for a reader: odd ids men, even ids women, walked as the pool query walks them. */
function reader(everyone: () => readonly PoolPerson[], calls: Array<{ gender: number; limit: number }>): PoolReader {
  return (place, after, limit) => {
    calls.push({ gender: place.gender, limit });
    return everyone()
      .filter((p) => place.gender === 0 || p.id % 2 === (place.gender === 1 ? 1 : 0))
      .sort((a, b) => b.active_time - a.active_time || b.id - a.id)
      .filter(
        (p) => !after || p.active_time < after.active_time || (p.active_time === after.active_time && p.id < after.id),
      )
      .slice(0, limit);
  };
}
const turns = async (count = 100) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};
/** What a refresh's read does: the next chunk of every walk, merged (PeopleService.#read). */
async function readOn(pool: Pool, read: PoolReader): Promise<void> {
  const limit = pool.chunk();
  const chunks = await Promise.all(poolReads(pool.place).map((place) => read(place, pool.cursor(), limit)));
  pool.append(mergeChunks(chunks, limit), limit);
}

test('a pool in use is read again in the background near its end, as deep, a slice a turn, and then replaces it', async () => {
  let everyone = people(1, 2_400);
  const calls: Array<{ gender: number; limit: number }> = [];
  const read = reader(() => everyone, calls);
  let clock = NOW;
  const pools = new FeedPools({ read, now: () => clock, failed: (error) => assert.fail(String(error)) });
  const first = pools.get(here, NOW);
  await readOn(first, read);
  await readOn(first, read);
  assert.equal(first.entries.length, 2 * FEED_POOL_CHUNK);
  calls.length = 0;

  clock = NOW + first.ttl - FEED_POOL_RENEW_AHEAD_MS - 1;
  assert.equal(pools.get(here, clock), first);
  await turns();
  assert.equal(calls.length, 0, 'not yet in its last FEED_POOL_RENEW_AHEAD_MS');

  clock += 1;
  // Someone becomes active meanwhile: the renewed pool has them first.
  everyone = [person(1_000, { active_time: NOW + 1 }), ...everyone.filter((p) => p.id !== 1_000)];
  assert.equal(pools.get(here, clock), first, 'the old pool serves while the new one is read');
  assert.equal(calls.length, 0, 'nothing read on the request');
  pools.get(here, clock);
  await turns();
  assert.deepEqual(
    calls.map((call) => call.limit),
    Array.from({ length: (2 * FEED_POOL_CHUNK) / FEED_POOL_SLICE }, () => FEED_POOL_SLICE),
    'as deep as the old one, in slices, once',
  );
  const renewed = pools.get(here, clock);
  assert.notEqual(renewed, first);
  assert.equal(renewed.loadedAt, clock);
  assert.equal(renewed.done, false, 'the place holds more');
  assert.deepEqual(
    renewed.entries.map((p) => p.id),
    [
      1_000,
      ...people(1, 2_400)
        .map((p) => p.id)
        .filter((id) => id !== 1_000 && id % 2 === 0),
    ].slice(0, 2 * FEED_POOL_CHUNK),
  );
  // Its expiry counts from the renewal: it is fresh after the old one's end.
  assert.equal(pools.get(here, NOW + first.ttl + 1), renewed);
  await pools.close();
});

test('"anyone" is renewed walk by walk and merged; a place read whole is read whole again', async () => {
  const everyone = people(1, 30);
  const calls: Array<{ gender: number; limit: number }> = [];
  const read = reader(() => everyone, calls);
  const anyone: PoolPlace = { ...here, gender: 0 };
  const pools = new FeedPools({ read, now: () => NOW + 50_000, failed: (error) => assert.fail(String(error)) });
  const first = pools.get(anyone, NOW);
  await readOn(first, read);
  assert.equal(first.done, true);
  pools.get(anyone, NOW + first.ttl);
  await turns();
  const renewed = pools.get(anyone, NOW + first.ttl);
  assert.notEqual(renewed, first);
  assert.deepEqual(
    renewed.entries.map((p) => p.id),
    first.entries.map((p) => p.id),
  );
  assert.equal(renewed.done, true);
  await pools.close();
});

test('a pool forgotten or expired while it is renewed is not replaced by the renewal', async () => {
  const everyone = people(1, 300);
  const read = reader(() => everyone, []);
  const pools = new FeedPools({ read, now: () => NOW, failed: (error) => assert.fail(String(error)) });
  const first = pools.get(here, NOW);
  await readOn(first, read);
  const late = NOW + first.ttl;
  pools.get(here, late);
  pools.forget(7, { gender: 2, province: '广东省', city: '深圳市' });
  const after = pools.get(here, late);
  assert.notEqual(after, first);
  await turns();
  assert.equal(pools.get(here, late), after, 'the pool read after the change stays');
  assert.deepEqual(after.entries, [], 'and is read by the next refresh');
  await pools.close();
});
