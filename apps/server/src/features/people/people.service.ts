// The matchmaking feed and search (docs/feed.md). The feed ranks once per refresh and freezes the ranking (a
// stored id list, the "snapshot"), so later pages never repeat or skip anyone while people sign up, act or move.
// A refresh ranks from candidate pools shared by every viewer of a place (people.pools.ts), and shows are
// counted in memory and written in batches (people.impressions.ts), so neither costs a walk or a write per page.
import { randomBytes } from 'node:crypto';
import { CODE, looksReserved, type PersonCard, type searchUser, type UserDetail } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import { type FeedFilters, type FeedRequest, feedFilters, passesFilters } from './people.filters.ts';
import { ImpressionCounter, withUnwritten } from './people.impressions.ts';
import {
  FeedPools,
  mergeChunks,
  type PersonPlace,
  type Pool,
  type PoolReader,
  poolPlaces,
  poolReads,
  walkPools,
} from './people.pools.ts';
import {
  FEED_IMPRESSIONS_WRITE_MS,
  FEED_LIKES_READ_MAX,
  FEED_SNAPSHOT_TTL_MS,
  rank,
  tierPlaces,
} from './people.ranking.ts';
import type { PeopleRepository } from './people.repository.ts';
import type { VisitService } from './visit.service.ts';

/** A person's `message_policy` and whether the viewer may start a conversation with them (ChatService.whoMayWrite). */
export type WhoMayWrite = (
  viewerId: number,
  targetId: number,
) => Promise<Pick<UserDetail, 'message_policy' | 'may_write'>>;

type SearchRequest = z.output<(typeof searchUser)['request']>;

/** Photos on a card (the full-screen view swipes through them). */
const CARD_PHOTOS = 9;

export class PeopleService {
  readonly #repository: PeopleRepository;
  readonly #users: UserService;
  readonly #relations: RelationService;
  readonly #visits: VisitService | undefined;
  readonly #clock: Clock;
  readonly #log: { warn(details: object, text: string): void };
  readonly #impressions = new ImpressionCounter();
  #whoMayWrite: WhoMayWrite | undefined;
  /** A walk's next people, this instance's unwritten shows added: on a refresh's path, and in the background. */
  readonly #poolRead: PoolReader = async (place, after, limit) => {
    const rows = await this.#repository.poolChunk(place, after, limit);
    const now = this.#clock.now();
    return rows.map((row) => withUnwritten(row, this.#impressions, now));
  };
  readonly #pools: FeedPools;
  /** Writes the counted impressions every FEED_IMPRESSIONS_WRITE_MS, from the first one counted until close(). */
  #writer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    repository: PeopleRepository,
    users: UserService,
    clock: Clock,
    log: { warn(details: object, text: string): void },
    /** Hears `person.changed`: the pools on this instance let go of what they held of the person. */
    events: Events,
    relations: RelationService,
    /** Records visits of profiles (who visited me); none in the tests of the feed alone. */
    visits?: VisitService,
  ) {
    this.#relations = relations;
    this.#visits = visits;
    this.#repository = repository;
    this.#users = users;
    this.#clock = clock;
    this.#log = log;
    this.#pools = new FeedPools({
      read: this.#poolRead,
      now: () => this.#clock.now(),
      failed: (error) => this.#log.warn({ err: error }, 'feed pool not renewed'),
    });
    events.on('person.changed', ({ userId, place }) => this.personChanged(userId, place));
  }

  async feed(viewerId: number, request: FeedRequest): Promise<{ list: PersonCard[]; total: number; snapshot: string }> {
    // The viewer's row as the session read it (no more: user info would add the kk lock's fields, unused here).
    const viewer = await this.#repository.viewer(viewerId);
    if (!viewer) throw new AppError(CODE.notLoggedIn);
    const now = this.#clock.now();
    const filters = feedFilters(request, viewer.want_gender, now);
    // What the ranking was asked for, not the dates age becomes: a scroll across midnight keeps its snapshot.
    const { page: _page, pageSize: _pageSize, snapshot: _snapshot, ...asked } = request;
    const key = JSON.stringify({ ...asked, gender: filters.gender });
    let snapshot = request.snapshot ? await this.#repository.snapshot(viewerId) : undefined;
    if (
      !snapshot ||
      snapshot.token !== request.snapshot ||
      snapshot.filters !== key ||
      now - Number(snapshot.create_time) > FEED_SNAPSHOT_TTL_MS
    ) {
      // No snapshot, or one that is gone (replaced by a newer refresh, expired, other filters): rank afresh. The
      // answer's new `snapshot` tells the client to start its list over (docs/feed.md "Paging").
      const ids = await this.#rankFor(viewerId, viewer, filters, now);
      snapshot = {
        user_id: viewerId,
        token: randomBytes(16).toString('hex'),
        filters: key,
        ids: ids.join(','),
        create_time: now,
      };
      await this.#repository.saveSnapshot(snapshot);
    }
    const ids = snapshot.ids === '' ? [] : snapshot.ids.split(',').map(Number);
    const start = (request.page - 1) * request.pageSize;
    let list = await this.#cards(viewerId, ids.slice(start, start + request.pageSize), now);
    // The badge is a promise of this filter: someone who lost it since the ranking (or whose pool here is older
    // than a review on another instance) is not shown, as a block since the first page is not.
    if (filters.verifiedOnly) list = list.filter((card) => card.verified === 1);
    this.#count(
      list.map((card) => card.id),
      now,
    );
    return { list, total: ids.length, snapshot: snapshot.token };
  }

  /**
   * The tiers in order (docs/feed.md "Ranking"), their candidates taken from the shared pools: the viewer's own
   * part is only who they are, whom they blocked or who blocked them, their filters, and who liked them.
   */
  async #rankFor(
    viewerId: number,
    viewer: { province: string; city: string },
    filters: FeedFilters,
    now: number,
  ): Promise<number[]> {
    const [blocked, likes] = await Promise.all([
      this.#repository.blockedEitherWay(viewerId),
      this.#repository.likesReceived(viewerId, FEED_LIKES_READ_MAX),
    ]);
    const passes = passesFilters(filters);
    const places = tierPlaces(viewer);
    const tiers = poolPlaces(places, filters).map((place) => ({
      pool: this.#pools.get(place, now),
      tier: place.place.tier,
    }));
    for (;;) {
      const walked = walkPools(tiers, (person) => person.id !== viewerId && !blocked.has(person.id) && passes(person));
      if ('read' in walked) {
        await this.#read(walked.read);
        continue;
      }
      const likedViewer =
        likes ??
        (await this.#repository.likedBy(
          viewerId,
          walked.candidates.map((candidate) => candidate.id),
        ));
      return rank(walked.candidates, { likedViewer }, now);
    }
  }

  /** Reads a pool's next chunk; a walker that finds it being read waits for that read instead. */
  async #read(pool: Pool): Promise<void> {
    if (!pool.reading) {
      const limit = pool.chunk();
      const cursor = pool.cursor();
      pool.reading = Promise.all(poolReads(pool.place).map((place) => this.#poolRead(place, cursor, limit)))
        .then((chunks) => pool.append(mergeChunks(chunks, limit), limit))
        .finally(() => {
          pool.reading = null;
        });
    }
    await pool.reading;
  }

  /**
   * A person's profile page as the viewer sees it. A block either way answers -2001, as for someone who does not
   * exist: both disappear from each other. The viewer's own id answers their profile with no flags set.
   */
  /** Who may write to a person, as the chat's first contact decides (wiring/people.ts). */
  useWhoMayWrite(whoMayWrite: WhoMayWrite): void {
    this.#whoMayWrite = whoMayWrite;
  }

  async detail(viewerId: number, targetId: number): Promise<UserDetail> {
    await this.#relations.assertVisible(viewerId, targetId);
    const person = await this.#users.publicPerson(targetId);
    // Who may write: the chat's first contact says (issue 24; docs/decisions/0092-first-contact-and-who-may-write.md).
    const detail: UserDetail = {
      ...person,
      ...(await this.#relations.toward(viewerId, targetId)),
      ...(this.#whoMayWrite
        ? await this.#whoMayWrite(viewerId, targetId)
        : { message_policy: 'everyone' as const, may_write: 1 as const }),
    };
    // Who visited me: recorded once the profile was found and may be seen.
    await this.#visits?.record(viewerId, targetId);
    return detail;
  }

  /**
   * A person changed on this instance (their profile, photos or account: `person.changed`): the pools that hold
   * them, or that their complete profile now belongs to (`place`), are read again on the next refresh there, so
   * someone who just completed a profile is found at once here (docs/feed.md "Freshness").
   */
  personChanged(userId: number, place?: PersonPlace): void {
    this.#pools.forget(userId, place);
  }

  /** Counts the shows of a page in memory; written every FEED_IMPRESSIONS_WRITE_MS and on close(). */
  #count(userIds: readonly number[], now: number): void {
    this.#impressions.count(userIds, now);
    if (this.#writer) return;
    this.#writer = setInterval(() => void this.writeImpressions(), FEED_IMPRESSIONS_WRITE_MS);
    // The timer alone never keeps the process alive: close() writes what is left.
    this.#writer.unref();
  }

  /**
   * Writes the counted impressions, one statement at a time, letting requests in between two (a statement runs
   * synchronously on SQLite, and the awaits between them alone would not).
   * Best effort: impressions only damp the ranking, so a failed write (a busy SQLite file, a lock conflict on
   * PostgreSQL) is logged and those shows are not counted.
   */
  writeImpressions(): Promise<void> {
    this.#writing = this.#writing.then(async () => {
      for (const rows of this.#impressions.take(this.#clock.now())) {
        await this.#repository
          .writeImpressions(rows)
          .catch((error: unknown) => this.#log.warn({ err: error }, 'feed impressions not counted'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    return this.#writing;
  }

  /** Stops the timer and writes what is counted (before the database closes). */
  async close(): Promise<void> {
    await this.#pools.close();
    clearInterval(this.#writer);
    this.#writer = undefined;
    await this.writeImpressions();
  }

  /** Search by account number (8 digits, exactly) or part of a name; never by phone (docs/feed.md "Search"). */
  async search(viewerId: number, request: SearchRequest): Promise<{ list: PersonCard[]; total: number }> {
    const query = searchQuery(request.keyword);
    if (!query) return { list: [], total: 0 };
    const now = this.#clock.now();
    const { rows, total } = await this.#repository.search(
      viewerId,
      query,
      request.page,
      request.pageSize,
      now,
      request.verifiedOnly === true,
    );
    return { list: await this.#cardsOf(viewerId, rows, now), total };
  }

  /**
   * Cards in the order of `ids`, leaving out whoever may no longer appear (blocked, deleted, suspended, banned or
   * held since).
   */
  async #cards(viewerId: number, ids: readonly number[], now: number): Promise<PersonCard[]> {
    const rows = await this.#repository.visible(viewerId, ids, now);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return this.#cardsOf(
      viewerId,
      ids.flatMap((id) => byId.get(id) ?? []),
      now,
    );
  }

  async #cardsOf(viewerId: number, rows: readonly UserRow[], now: number): Promise<PersonCard[]> {
    const ids = rows.map((row) => Number(row.id));
    const [photos, relations] = await Promise.all([
      this.#repository.photosOf(ids),
      this.#repository.relationsOf(viewerId, ids),
    ]);
    const photosOf = new Map<number, PersonCard['photos']>();
    for (const photo of photos) {
      const list = photosOf.get(Number(photo.user_id)) ?? [];
      if (list.length < CARD_PHOTOS) list.push({ url: urlOf(photo.storage_key), thumb: urlOf(photo.thumb_key) });
      photosOf.set(Number(photo.user_id), list);
    }
    return rows.map((row) => {
      const id = Number(row.id);
      return {
        ...this.#users.publicView(row),
        recent_active: this.#users.recentActive(row, now),
        is_follow: relations.follow.has(id) ? 1 : 0,
        is_zan: relations.zan.has(id) ? 1 : 0,
        photos: photosOf.get(id) ?? [],
      };
    });
  }
}

/**
 * What a keyword may find (docs/feed.md "Search"): digits only find an account number, exactly, and only when
 * they are one (8 digits); a keyword that reads as a phone number in any spelling, holds seven digits in a row,
 * or reads as a default name finds nobody, even where a name happens to contain it; anything else is part of a
 * name. The keyword arrives NFKC-normalised and trimmed (the contract), so full-width digits are digits here.
 */
export function searchQuery(keyword: string): { userid: string } | { namePart: string } | null {
  if (/^\d+$/.test(keyword)) return keyword.length === 8 ? { userid: keyword } : null;
  // Seven digits in a row (separators aside) are most of a phone number: no name search goes near one.
  if (/\d{7}/.test(keyword.replace(/[\s\-_.·・()+]/gu, ''))) return null;
  return looksReserved(keyword) ? null : { namePart: keyword };
}
