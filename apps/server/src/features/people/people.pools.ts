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
  FEED_POOL_RENEW_AHEAD_MS,
  FEED_POOL_SLICE,
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
  /** The verified-photo badge, for the verifiedOnly filter (users.verified). */
  verified: boolean;
}

/** A person as the pool query reads them, before this instance's own uncounted shows are added. */
export type PoolRow = PoolPerson;

/** A row of the pool query as a driver answers it: `photos` 0/1 on SQLite, a boolean on PostgreSQL. */
export interface PoolQueryRow {
  id: number | string;
  active_time: number | string;
  avatar: string;
  signature: string;
  height: number;
  birthday: string;
  photos: number | boolean;
  /** 0/1 (absent in the bench's baseline query, which has no verifiedOnly). */
  verified?: number | boolean;
  shown: number | null;
  day: number | null;
}

/** The pool query's row as a PoolRow (the app's repository and the bench's baseline read it alike). */
export function poolRowOf(row: PoolQueryRow): PoolRow {
  return {
    id: Number(row.id),
    active_time: Number(row.active_time),
    avatar: row.avatar,
    signature: row.signature,
    height: row.height,
    birthday: row.birthday,
    photos: Boolean(row.photos),
    verified: Boolean(row.verified),
    shown: Number(row.shown ?? 0),
    shown_day: Number(row.day ?? 0),
  };
}

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
  /** Its successor is being read in the background (FeedPools' renewal). */
  renewing = false;

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

  /** Adds a chunk read with `limit` (the reader has added this instance's unwritten shows: PoolReader). */
  append(rows: readonly PoolPerson[], limit: number): void {
    for (const row of rows) this.entries.push(row);
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

/**
 * One walk's next `limit` people after `after` (PeopleRepository.poolChunk's query; the bench's baseline runs the
 * same statement), as a pool holds them: with this instance's unwritten shows added (withUnwritten).
 */
export type PoolReader = (
  place: PoolPlace,
  after: PoolCursor | undefined,
  limit: number,
) => readonly PoolPerson[] | Promise<readonly PoolPerson[]>;

/** How FeedPools reads pools in the background: the reader, the clock, and where a failed read is told. */
export interface PoolRenewal {
  read: PoolReader;
  now: () => number;
  failed: (error: unknown) => void;
}

/**
 * The pools of one instance, by place, each dropped poolTtl after it was first read. With a PoolRenewal, a pool
 * asked for in its last FEED_POOL_RENEW_AHEAD_MS is read again in the background (#renew), in slices of
 * FEED_POOL_SLICE people a turn of the event loop, and replaces the old one when complete; until then the old one
 * serves. So a place in use is read on a request only the first time, after a forget, or when a viewer's filters
 * need deeper than it was read.
 */
export class FeedPools {
  readonly #pools = new Map<string, Pool>();
  readonly #renewal: PoolRenewal | undefined;
  readonly #renewing = new Set<Promise<void>>();
  #closed = false;

  constructor(renewal?: PoolRenewal) {
    this.#renewal = renewal;
  }

  /** The pool for `place`: the cached one while fresh, else a new, empty one (read on the first walk). */
  get(place: PoolPlace, now: number): Pool {
    const key = JSON.stringify(place);
    const cached = this.#pools.get(key);
    if (cached && fresh(cached, now)) {
      if (now - cached.loadedAt >= cached.ttl - FEED_POOL_RENEW_AHEAD_MS) this.#startRenewal(key, cached);
      return cached;
    }
    if (!cached) this.#sweep(now);
    const pool = new Pool(place, now, poolTtl(key));
    this.#pools.set(key, pool);
    return pool;
  }

  /**
   * A person changed on this instance (docs/feed.md "Freshness"): drops at once every pool that holds them (their
   * place, photos, birthday or account changed, or they are gone) and, when `place` says where their complete
   * profile now is, every pool of that place (they may have just joined it). The next refresh there reads it
   * again; walkers already holding a dropped pool finish with it, and its renewal, if one runs, is dropped too.
   * Other instances' pools still age out.
   */
  forget(userId: number, place?: PersonPlace): void {
    for (const [key, pool] of this.#pools) {
      if ((place && admits(pool.place, place)) || pool.entries.some((person) => person.id === userId)) {
        this.#pools.delete(key);
      }
    }
  }

  /** Stops the renewals (each at its next slice) and waits for them, before the database closes. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#renewing);
  }

  #startRenewal(key: string, old: Pool): void {
    // Only a pool that was read (a first read on a request is under way otherwise), once.
    if (!this.#renewal || this.#closed || old.renewing || old.reading || (old.entries.length === 0 && !old.done))
      return;
    old.renewing = true;
    const renewal = this.#renew(key, old, this.#renewal).catch((error: unknown) => this.#renewal?.failed(error));
    this.#renewing.add(renewal);
    void renewal.finally(() => this.#renewing.delete(renewal));
  }

  /**
   * Reads `old`'s place again as deep as `old` was read (to FEED_POOL_MAX if it held the whole place), a slice per
   * turn, each walk of poolReads in turn, and puts the new pool in its place. Dropped when `old` is no longer the
   * place's pool after any read (forgotten, or expired and read anew): what it read may be older than a change.
   */
  async #renew(key: string, old: Pool, { read, now }: PoolRenewal): Promise<void> {
    const current = () => !this.#closed && this.#pools.get(key) === old;
    const depth = () => (old.done ? FEED_POOL_MAX : old.entries.length);
    const walks = poolReads(old.place).map((place) => ({ place, rows: [] as PoolPerson[], end: false }));
    let loadedAt: number | undefined;
    for (const walk of walks) {
      while (!walk.end && walk.rows.length < depth()) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!current()) return;
        loadedAt ??= now();
        const last = walk.rows.at(-1);
        const limit = Math.min(FEED_POOL_SLICE, depth() - walk.rows.length);
        const rows = await read(walk.place, last && { active_time: last.active_time, id: last.id }, limit);
        if (!current()) return;
        walk.rows.push(...rows);
        if (rows.length < limit) walk.end = true;
      }
    }
    // Exact as far as the shortest walk that may hold more: beyond it the merge could miss someone.
    const limit = Math.min(
      FEED_POOL_MAX,
      ...walks.map((walk) => (walk.end ? Number.POSITIVE_INFINITY : walk.rows.length)),
    );
    const pool = new Pool(old.place, loadedAt ?? now(), old.ttl);
    pool.entries.push(
      ...mergeChunks(
        walks.map((walk) => walk.rows),
        limit,
      ).slice(0, limit),
    );
    pool.done = pool.entries.length >= FEED_POOL_MAX || walks.every((walk) => walk.end);
    this.#pools.set(key, pool);
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
