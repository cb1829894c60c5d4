// The matchmaking feed and search (docs/feed.md). The feed ranks once per refresh and freezes the ranking (a
// stored id list, the "snapshot"), so later pages never repeat or skip anyone while people sign up, act or move.
import { randomBytes } from 'node:crypto';
import { looksReserved, type PersonCard, type searchUser } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../../platform/db/schema.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { UserService } from '../user/user.service.ts';
import { type FeedFilters, type FeedRequest, feedFilters } from './people.filters.ts';
import {
  type Candidate,
  FEED_SNAPSHOT_SIZE,
  FEED_SNAPSHOT_TTL_MS,
  impressionDay,
  rank,
  tierPlaces,
} from './people.ranking.ts';
import type { PeopleRepository } from './people.repository.ts';

type SearchRequest = z.output<(typeof searchUser)['request']>;

/** Photos on a card (the full-screen view swipes through them). */
const CARD_PHOTOS = 9;

export class PeopleService {
  readonly #repository: PeopleRepository;
  readonly #users: UserService;
  readonly #clock: Clock;
  readonly #log: { warn(details: object, text: string): void };

  constructor(
    repository: PeopleRepository,
    users: UserService,
    clock: Clock,
    log: { warn(details: object, text: string): void },
  ) {
    this.#repository = repository;
    this.#users = users;
    this.#clock = clock;
    this.#log = log;
  }

  async feed(viewerId: number, request: FeedRequest): Promise<{ list: PersonCard[]; total: number; snapshot: string }> {
    const viewer = await this.#users.info(viewerId);
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
    const list = await this.#cards(viewerId, ids.slice(start, start + request.pageSize), now);
    // Impressions only damp the ranking: a failed count (a lock conflict with a relation toggle on PostgreSQL, a
    // busy SQLite file) must not cost the viewer their page.
    await this.#repository
      .countImpressions(
        list.map((card) => card.id),
        impressionDay(now),
      )
      .catch((error: unknown) => this.#log.warn({ err: error }, 'feed impressions not counted'));
    return { list, total: ids.length, snapshot: snapshot.token };
  }

  /** The tiers in order, each walked only as far as the snapshot still has room (docs/feed.md "Ranking"). */
  async #rankFor(
    viewerId: number,
    viewer: { province: string; city: string },
    filters: FeedFilters,
    now: number,
  ): Promise<number[]> {
    const candidates: Candidate[] = [];
    for (const place of tierPlaces(viewer)) {
      const room = FEED_SNAPSHOT_SIZE - candidates.length;
      if (room <= 0) break;
      candidates.push(...(await this.#repository.feedCandidates(viewerId, filters, place, room)));
    }
    const ids = candidates.map((candidate) => candidate.id);
    const [withPhotos, likedViewer] = await Promise.all([
      this.#repository.withPhotos(ids),
      this.#repository.likedBy(viewerId, ids),
    ]);
    return rank(candidates, { withPhotos, likedViewer }, now);
  }

  /** Search by account number (8 digits, exactly) or part of a name; never by phone (docs/feed.md "Search"). */
  async search(viewerId: number, request: SearchRequest): Promise<{ list: PersonCard[]; total: number }> {
    const query = searchQuery(request.keyword);
    if (!query) return { list: [], total: 0 };
    const { rows, total } = await this.#repository.search(viewerId, query, request.page, request.pageSize);
    return { list: await this.#cardsOf(viewerId, rows, this.#clock.now()), total };
  }

  /** Cards in the order of `ids`, leaving out whoever may no longer appear (blocked or deleted since). */
  async #cards(viewerId: number, ids: readonly number[], now: number): Promise<PersonCard[]> {
    const rows = await this.#repository.visible(viewerId, ids);
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
