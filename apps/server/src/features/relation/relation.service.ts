// Relations from one user to another (SPEC §1, §6): follow, zan, top, block and no-see, each a toggle, their
// lists, and the profile page's flags and counts. A block works both ways (docs/decisions/0037-blocks.md).
import {
  CODE,
  type MatchItem,
  type PublicUser,
  RELATION,
  type RelationItem,
  type RelationKind,
  type UserDetail,
} from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserService } from '../user/user.service.ts';
import type { Direction, RelationRepository } from './relation.repository.ts';

type Flag = 0 | 1;

/** The relation flags and counts of a profile page (UserDetail without the person's public profile). */
/** The relation part of a profile page; who may write (`message_policy`, `may_write`) is first contact's. */
export type RelationsToward = Omit<UserDetail, keyof PublicUser | 'recent_active' | 'message_policy' | 'may_write'>;

/** The lists of relations (getFollowList ... getNoSeeList): which kind, seen from which side. */
export const RELATION_LISTS = {
  follow: { kind: RELATION.follow, direction: 'outgoing' },
  fans: { kind: RELATION.follow, direction: 'incoming' },
  zanMe: { kind: RELATION.zan, direction: 'incoming' },
  block: { kind: RELATION.block, direction: 'outgoing' },
  noSee: { kind: RELATION.noSee, direction: 'outgoing' },
} as const satisfies Record<string, { kind: RelationKind; direction: Direction }>;
export type RelationList = keyof typeof RELATION_LISTS;

/** What a block ends, in both directions: a fresh start if it is lifted (docs/decisions/0037-blocks.md). */
const ENDED_BY_BLOCK: readonly RelationKind[] = [RELATION.follow, RELATION.zan, RELATION.top];

export class RelationService {
  readonly #repository: RelationRepository;
  readonly #users: UserService;
  readonly #transactions: Transactions;
  readonly #clock: Clock;
  readonly #events: Events;

  constructor(
    repository: RelationRepository,
    users: UserService,
    transactions: Transactions,
    clock: Clock,
    events: Events,
  ) {
    this.#repository = repository;
    this.#users = users;
    this.#transactions = transactions;
    this.#clock = clock;
    this.#events = events;
    events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /** A new follower is told (`relation.followed`, inside the transaction: the notices); an unfollow is not. */
  async follow(userId: number, targetId: number): Promise<{ is_follow: Flag }> {
    return this.#transactions.run(async () => {
      const is_follow = await this.#toggle(userId, targetId, RELATION.follow);
      if (is_follow) {
        await this.#events.emit('relation.followed', { fromId: userId, toId: targetId, now: this.#clock.now() });
      }
      return { is_follow };
    });
  }

  async top(userId: number, targetId: number): Promise<{ is_top: Flag }> {
    return { is_top: await this.#toggle(userId, targetId, RELATION.top) };
  }

  async noSee(userId: number, targetId: number): Promise<{ is_nosee: Flag }> {
    return { is_nosee: await this.#toggle(userId, targetId, RELATION.noSee) };
  }

  /**
   * The count is read in the same transaction, so it includes this like and every committed one.
   * A like of someone who likes you back is a match: stored once per pair (its primary key) while both people's
   * rows are held (#toggle), so when both like at the same moment, on any instances, the second like sees the
   * first and makes the one match. Taking a like back ends the match. Both are told inside the transaction
   * (`relation.liked` with `matched`, `relation.unliked`): the notices and the match frames.
   */
  async zan(userId: number, targetId: number): Promise<{ is_zan: Flag; zan_count: number }> {
    return this.#transactions.run(async () => {
      const is_zan = await this.#toggle(userId, targetId, RELATION.zan);
      const now = this.#clock.now();
      if (is_zan) {
        const likedBack = (await this.#repository.kinds(targetId, userId)).includes(RELATION.zan);
        const matched = likedBack && (await this.#repository.addMatch(userId, targetId, now));
        await this.#events.emit('relation.liked', { fromId: userId, toId: targetId, now, matched });
      } else {
        await this.#repository.removeMatch(userId, targetId);
        await this.#events.emit('relation.unliked', { fromId: userId, toId: targetId, now });
      }
      return { is_zan, zan_count: await this.#repository.count(targetId, RELATION.zan, 'incoming') };
    });
  }

  /** One page of the user's matches, newest first; people blocked either way left out (a block ends them too). */
  async matches(userId: number, page: number, pageSize: number): Promise<{ list: MatchItem[]; total: number }> {
    const { list, total } = await this.#repository.matchPage(userId, { page, pageSize, now: this.#clock.now() });
    return { list: list.map((row) => ({ ...this.#users.publicView(row), match_time: row.match_time })), total };
  }

  /**
   * Blocking ends follows, likes and pins both ways; unblocking restores none of them. What else a block ends
   * (a kk lock) hears `relation.blocked` inside this transaction, with both people's rows held.
   */
  async block(userId: number, targetId: number): Promise<{ is_block: Flag }> {
    return this.#transactions.run(async () => {
      const is_block = await this.#toggle(userId, targetId, RELATION.block);
      if (is_block) {
        await this.#repository.removeBetween(userId, targetId, ENDED_BY_BLOCK);
        await this.#repository.removeMatch(userId, targetId);
        await this.#events.emit('relation.blocked', { blockerId: userId, blockedId: targetId });
      }
      return { is_block };
    });
  }

  /**
   * Flips one relation. Both users' rows are held for the transaction, so toggles by the same user run one after
   * another on every instance (each answers the state it made) and a block cannot slip between the check below
   * and the insert. The primary key keeps one row per (user, kind, target) whatever happens.
   */
  async #toggle(userId: number, targetId: number, kind: RelationKind): Promise<Flag> {
    if (userId === targetId) throw new AppError(CODE.notYourself);
    return this.#transactions.run(async () => {
      await this.#users.lockPair(userId, targetId);
      // Unblocking and no-see work across a block; follow, zan and top do not.
      if (kind !== RELATION.block && kind !== RELATION.noSee) {
        if (await this.#repository.blockedEitherWay(userId, targetId)) throw new AppError(CODE.blocked);
      }
      if (await this.#repository.remove(userId, kind, targetId)) return 0;
      await this.#repository.add(userId, kind, targetId, this.#clock.now());
      return 1;
    });
  }

  /**
   * One page of a relation list, newest first. People blocked either way are left out of every list but the
   * block list (a block also ended their follows and likes; this holds for whatever else may be stored).
   */
  async list(
    userId: number,
    which: RelationList,
    page: number,
    pageSize: number,
  ): Promise<{ list: RelationItem[]; total: number }> {
    const { kind, direction } = RELATION_LISTS[which];
    const { list, total } = await this.#repository.page(userId, kind, direction, {
      page,
      pageSize,
      // The block list shows whom one blocked whatever moderation did; the others leave out the suspended and banned.
      hideBlocked: which !== 'block',
      now: this.#clock.now(),
    });
    return {
      list: list.map((row) => ({ ...this.#users.publicView(row), relation_time: row.relation_time })),
      total,
    };
  }

  /**
   * What a person's profile page (getUserDetail, features/people) shows of relations: the viewer's flags toward
   * the person, none on the viewer's own profile, and the person's counts.
   */
  async toward(viewerId: number, targetId: number): Promise<RelationsToward> {
    const kinds = viewerId === targetId ? [] : await this.#repository.kinds(viewerId, targetId);
    const flag = (kind: RelationKind): Flag => (kinds.includes(kind) ? 1 : 0);
    // Blocks end follows and likes and refuse new ones, so these counts never include a blocked person.
    const [follow_count, fans_count, zan_count] = await Promise.all([
      this.#repository.count(targetId, RELATION.follow, 'outgoing'),
      this.#repository.count(targetId, RELATION.follow, 'incoming'),
      this.#repository.count(targetId, RELATION.zan, 'incoming'),
    ]);
    return {
      is_follow: flag(RELATION.follow),
      is_zan: flag(RELATION.zan),
      is_top: flag(RELATION.top),
      is_block: flag(RELATION.block),
      is_nosee: flag(RELATION.noSee),
      follow_count,
      fans_count,
      zan_count,
    };
  }

  /** -2001 when a block stands between the two (for any feature that shows one person to another). */
  async assertVisible(viewerId: number, targetId: number): Promise<void> {
    if (viewerId !== targetId && (await this.#repository.blockedEitherWay(viewerId, targetId))) {
      throw new AppError(CODE.noSuchUser);
    }
  }

  /** Whether `userId` follows `targetId` (who may write: a `following` policy). */
  async follows(userId: number, targetId: number): Promise<boolean> {
    return (await this.#repository.kinds(userId, targetId)).includes(RELATION.follow);
  }

  /** Whether the two match now (each likes the other). */
  matched(a: number, b: number): Promise<boolean> {
    return this.#repository.hasMatch(a, b);
  }

  /** Whether a block stands between two people, either way (chat refuses messages across one). */
  blockedEitherWay(a: number, b: number): Promise<boolean> {
    return this.#repository.blockedEitherWay(a, b);
  }

  /** Account deletion: the user's relations and matches, both ways. */
  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }
}
