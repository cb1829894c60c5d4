// Candidate pools (docs/feed.md "Pools"): the people of one place, most recently active first, read once and
// shared by every viewer who looks there, for FEED_POOL_TTL_MS. A refresh then walks pools in memory and applies
// only what is the viewer's own (themselves, blocks, age and height filters, who liked them).
//
// Engine-free on purpose: the app loads pools through Kysely, the bench's baseline through bare better-sqlite3
// (bench/servers/raw-feed-server.ts), and both keep them with this very code, so they cache alike.
import {
  type Candidate,
  FEED_POOL_CHUNK,
  FEED_POOL_MAX,
  FEED_POOL_TTL_MS,
  FEED_SNAPSHOT_SIZE,
  type Tier,
  type TierPlace,
} from './people.ranking.ts';

/** Whom a pool holds: a gender (0 anyone), a tier's place, and the explicit province and city filters. */
export interface PoolPlace {
  gender: number;
  place: TierPlace;
  province?: string;
  city?: string;
}

/** A pool's person: what ranks them (shared by every viewer) and what the age and height filters read. */
export interface PoolPerson extends Omit<Candidate, 'tier'> {
  birthday: string;
}

/** A person as the pool query reads them, before this instance's own uncounted shows are added. */
export type PoolRow = PoolPerson;

/** Where the next chunk of a pool starts: after this person in (active_time desc, id desc) order. */
export interface PoolCursor {
  active_time: number;
  id: number;
}

export class Pool {
  readonly place: PoolPlace;
  readonly loadedAt: number;
  /** How long it is kept (poolTtl). */
  readonly ttl: number;
  readonly entries: PoolPerson[] = [];
  /** No more to read: the place has no one left, or the pool holds FEED_POOL_MAX. */
  done = false;
  /** The chunk being read (the app's reads are async): a second walker waits for it instead of reading twice. */
  reading: Promise<void> | null = null;

  constructor(place: PoolPlace, loadedAt: number, ttl = FEED_POOL_TTL_MS) {
    this.place = place;
    this.loadedAt = loadedAt;
    this.ttl = ttl;
  }

  /** After the last person held, or undefined for the first chunk. */
  cursor(): PoolCursor | undefined {
    const last = this.entries.at(-1);
    return last && { active_time: last.active_time, id: last.id };
  }

  /** How many to read next. */
  chunk(): number {
    return Math.min(FEED_POOL_CHUNK, FEED_POOL_MAX - this.entries.length);
  }

  /** Adds a chunk read with `limit`; `shownNow` adds what this instance showed today and has not written yet. */
  append(rows: readonly PoolRow[], limit: number, shownNow: (person: PoolRow) => PoolPerson): void {
    for (const row of rows) this.entries.push(shownNow(row));
    if (rows.length < limit || this.entries.length >= FEED_POOL_MAX) this.done = true;
  }
}

/**
 * How long the pool of `key` is kept: between half of FEED_POOL_TTL_MS and all of it, fixed per place (a hash of
 * its key), so that pools read together (at start-up, or by a crowd) are not all read again together.
 */
export function poolTtl(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return Math.round(FEED_POOL_TTL_MS * (0.5 + (hash >>> 0) / 2 ** 33));
}

/** The pools of one instance, by place, each dropped poolTtl after it was first read. */
export class FeedPools {
  readonly #pools = new Map<string, Pool>();

  /** The pool for `place`: the cached one while fresh, else a new, empty one (read on the first walk). */
  get(place: PoolPlace, now: number): Pool {
    const key = JSON.stringify(place);
    const cached = this.#pools.get(key);
    if (cached && fresh(cached, now)) return cached;
    if (!cached) this.#sweep(now);
    const pool = new Pool(place, now, poolTtl(key));
    this.#pools.set(key, pool);
    return pool;
  }

  /**
   * A person changed on this instance (docs/feed.md "Freshness"): drops at once every pool that holds them (their
   * place, photos, birthday or account changed, or they are gone) and, when `place` says where their complete
   * profile now is, every pool of that place (they may have just joined it). The next refresh there reads it
   * again; walkers already holding a dropped pool finish with it. Other instances' pools still age out.
   */
  forget(userId: number, place?: PersonPlace): void {
    for (const [key, pool] of this.#pools) {
      if ((place && admits(pool.place, place)) || pool.entries.some((person) => person.id === userId)) {
        this.#pools.delete(key);
      }
    }
  }

  /** Forgets stale pools of places nobody looked at since, so the map holds what is in use. */
  #sweep(now: number): void {
    for (const [key, pool] of this.#pools) if (!fresh(pool, now)) this.#pools.delete(key);
  }
}

/** Where a complete profile lives: what decides which pools may hold it. */
export interface PersonPlace {
  gender: number;
  province: string;
  city: string;
}

/** Whether the pool query of `pool` would find someone of `person`'s place (PeopleRepository.poolChunk's terms). */
export function admits(pool: PoolPlace, person: PersonPlace): boolean {
  if (pool.gender !== 0 && pool.gender !== person.gender) return false;
  if (pool.province && pool.province !== person.province) return false;
  if (pool.city && pool.city !== person.city) return false;
  const { place } = pool;
  if (place.tier === 0) return person.province === place.province && person.city === place.city;
  if (place.tier === 1) return person.province === place.province && person.city !== place.city;
  return place.province === '' || person.province !== place.province;
}

const fresh = (pool: Pool, now: number) => now >= pool.loadedAt && now - pool.loadedAt <= pool.ttl;

/**
 * What a chunk of `place` reads: the place itself, or for "anyone" (gender 0) the men's and the women's walks,
 * merged (mergeChunks). Each is an ordered index walk that stops after the chunk; one walk over both genders
 * cannot follow an index in activity order and sorts the whole place instead (2 s for everyone on 100,000).
 */
export function poolReads(place: PoolPlace): PoolPlace[] {
  return place.gender === 0 ? [1, 2].map((gender) => ({ ...place, gender })) : [place];
}

/** The first `limit` of the walks poolReads made, most recently active first (the pool query's order). */
export function mergeChunks(chunks: readonly (readonly PoolRow[])[], limit: number): PoolRow[] {
  if (chunks.length === 1) return [...(chunks[0] ?? [])];
  return chunks
    .flat()
    .sort((a, b) => b.active_time - a.active_time || b.id - a.id)
    .slice(0, limit);
}

/** The pool places of a viewer's tiers, in order, for the filters' gender, province and city. */
export function poolPlaces(
  tiers: readonly TierPlace[],
  filters: { gender: number; province?: string; city?: string },
): PoolPlace[] {
  return tiers.map((place) => {
    const pool: PoolPlace = { gender: filters.gender, place };
    if (filters.province) pool.province = filters.province;
    if (filters.city) pool.city = filters.city;
    return pool;
  });
}

/**
 * The candidates of one refresh: each tier's pool in order, walked from its most recently active person, taking
 * whom `accept` lets through until FEED_SNAPSHOT_SIZE are found (the tiers after then are not read at all). When a
 * pool runs out before that and may hold more, the answer names it: read its next chunk and walk again.
 */
export function walkPools(
  tiers: ReadonlyArray<{ pool: Pool; tier: Tier }>,
  accept: (person: PoolPerson) => boolean,
): { candidates: Candidate[] } | { read: Pool } {
  const candidates: Candidate[] = [];
  for (const { pool, tier } of tiers) {
    for (const person of pool.entries) {
      if (candidates.length >= FEED_SNAPSHOT_SIZE) return { candidates };
      if (accept(person)) candidates.push({ ...person, tier });
    }
    if (candidates.length >= FEED_SNAPSHOT_SIZE) return { candidates };
    if (!pool.done) return { read: pool };
  }
  return { candidates };
}
