// The notification centre (docs/api.md "Notices", docs/decisions/0085-notices-matches-and-visits.md): it hears
// what others did (likes, comments, follows, matches, visits) and stores a notice for the person concerned, inside
// the same transaction; a notice that is told goes into the person's event stream as a `notice` frame in that
// transaction too (published after the commit, replayed on sync) and, to a person with no open socket, by Web Push
// for the kinds they allow. A like is told only after NOTICE.likeGraceMs: taken back sooner, it never was.
import {
  CODE,
  type FrameData,
  NOTICE,
  NOTICE_TYPES,
  type NoticeItem,
  type NoticeSetting,
  type NoticeType,
  type NoticeUnread,
  type PublicUser,
  type UpdatesNotice,
} from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UserService } from '../user/user.service.ts';
import type { NoticeRepository, NoticeRow } from './notice.repository.ts';

/**
 * What notices need of the event stream (the chat's): append frames inside the caller's transaction, and say
 * which of them a reconnect's catch-up still replays.
 */
export interface NoticeStreams {
  appendToStreams<T extends 'match' | 'notice'>(
    entries: ReadonlyArray<{ userId: number; data: FrameData<T> }>,
    type: T,
  ): Promise<void>;
  keepOnReplay<T extends 'match' | 'notice'>(
    type: T,
    keep: (userId: number, data: FrameData<T>) => Promise<boolean>,
  ): void;
}

/** What notices need of relations: blocks, and whether a match still stands. */
export interface RelationCheck {
  blockedEitherWay(a: number, b: number): Promise<boolean>;
  matched(a: number, b: number): Promise<boolean>;
}

/** What notices need of Web Push: tell a person with no open socket of a new notice. */
export interface NoticePusher {
  announceNotice(userId: number, notice: NoticeItem): Promise<void>;
}

/** What notices need of VIP: who liked you and who visited you are VIP's to see (getZanMeList, getVisitorList). */
export interface VipCheck {
  wallet(userId: number): Promise<{ vip: 0 | 1 }>;
}

export interface NoticeServiceDeps {
  repository: NoticeRepository;
  users: UserService;
  relations: RelationCheck;
  vip: VipCheck;
  streams: NoticeStreams;
  pusher: NoticePusher;
  transactions: Transactions;
  /** Hears the domain events that make notices, and `account.deleting`. */
  events: Events;
  clock: Clock;
  log: { error(details: object, text: string): void };
}

/** Kinds whose `from_user` only a VIP member sees: the same people getZanMeList and getVisitorList show. */
const VIP_SEES_WHO: ReadonlySet<NoticeType> = new Set<NoticeType>(['zan_user', 'visit']);
/** The square's kinds: about an update (target_id), counted by getUpdatesNotice. */
const SQUARE_KINDS: readonly NoticeType[] = ['zan_updates', 'comment', 'reply'];
/** Pending likes told per pass of the timer. */
const DUE_BATCH = 200;

/** What a moderation notice says (contract api/notice.ts `moderation`). */
export interface ModerationNoticeInput {
  action: NonNullable<NoticeItem['moderation']>['action'];
  /** The operator's reason in full (at most CONSOLE.reasonMax): the notice's summary. */
  reason: string;
  /** When a mute or suspension ends; 0: no end. */
  until: number;
  /** `can` when it may be appealed from this notice, else `none`. */
  appeal: 'none' | 'can';
  /** What it is about: the removed content, or the member (REPORT_TARGET.user) for a sanction. */
  targetType: number;
  targetKey: string;
}

/** An appealable notice as the appeal finds it. */
export interface AppealedNotice {
  id: number;
  userId: number;
  action: ModerationNoticeInput['action'];
  reason: string;
  until: number;
  targetType: number;
  targetKey: string;
}

type AppealState = NonNullable<NoticeItem['moderation']>['appeal'];
const APPEAL_STATES: readonly AppealState[] = ['none', 'can', 'sent', 'accepted', 'rejected'];

interface NewNoticeInput {
  userId: number;
  type: NoticeType;
  fromId: number | null;
  targetId: number;
  summary?: string;
  now: number;
  /** How long it waits before it is told (a like's grace), from `now`. */
  delayMs?: number;
  /** A moderation notice's fields; its summary (the reason) is kept whole, up to CONSOLE.reasonMax. */
  moderation?: ModerationNoticeInput;
  /** Keep the summary whole: a sentence the server wrote around an operator's words (bounded by its caller). */
  whole?: boolean;
}

export class NoticeService {
  readonly #deps: NoticeServiceDeps;
  readonly #repository: NoticeRepository;

  constructor(deps: NoticeServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    const { events } = deps;
    const grace = NOTICE.likeGraceMs;
    events.on('relation.liked', async ({ fromId, toId, now, matched }) => {
      if (matched) return this.#match(fromId, toId, now);
      const key = { userId: toId, type: 'zan_user', fromId, targetId: fromId } as const;
      if (await this.#repository.exists(key)) return;
      await this.#create({ ...key, now, delayMs: grace });
    });
    events.on('relation.unliked', ({ fromId, toId }) =>
      this.#repository.deletePending({ userId: toId, type: 'zan_user', fromId, targetId: fromId }),
    );
    events.on('relation.followed', ({ fromId, toId, now }) =>
      this.#create({ userId: toId, type: 'follow', fromId, targetId: fromId, now }),
    );
    events.on('updates.liked', async ({ fromId, updatesId, authorId, content, now }) => {
      const key = { userId: authorId, type: 'zan_updates', fromId, targetId: updatesId } as const;
      if (await this.#repository.exists(key)) return;
      await this.#create({ ...key, summary: content, now, delayMs: grace });
    });
    events.on('updates.unliked', ({ fromId, updatesId, authorId }) =>
      this.#repository.deletePending({ userId: authorId, type: 'zan_updates', fromId, targetId: updatesId }),
    );
    events.on('updates.deleted', ({ updatesId }) => this.#repository.deleteAbout(SQUARE_KINDS, updatesId));
    events.on('comment.added', async ({ fromId, updatesId, authorId, replyToUserId, content, now }) => {
      // A reply tells the one answered; the update's author hears of a comment, once, and never of their own.
      const told = new Set<number>([fromId]);
      const base = { fromId, targetId: updatesId, summary: content, now };
      if (replyToUserId !== null && !told.has(replyToUserId)) {
        told.add(replyToUserId);
        await this.#create({ ...base, userId: replyToUserId, type: 'reply' });
      }
      if (!told.has(authorId)) await this.#create({ ...base, userId: authorId, type: 'comment' });
    });
    // After the visit's commit: a notice of its own.
    events.on('profile.visited', ({ visitorId, visitedId, now }) =>
      deps.transactions.run(() =>
        this.#create({ userId: visitedId, type: 'visit', fromId: visitorId, targetId: visitorId, now }),
      ),
    );
    events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
    // A catch-up replays a notice while it stands (not deleted, not from someone blocked since), a match while
    // the two still match.
    deps.streams.keepOnReplay('notice', (userId, notice) => this.#repository.stands(userId, notice.id));
    deps.streams.keepOnReplay('match', (userId, match) => deps.relations.matched(userId, match.user.id));
  }

  /**
   * A notice from the operator (the console): told at once, quoting `text` whole (an operator's reason is not cut;
   * the caller bounds it, as a verification's review does with VERIFY.reasonMax).
   */
  async system(userId: number, text: string): Promise<void> {
    const now = this.#deps.clock.now();
    await this.#deps.transactions.run(async () => {
      await this.#deps.users.lock(userId);
      await this.#create({ userId, type: 'system', fromId: null, targetId: 0, summary: text, now, whole: true });
    });
  }

  /**
   * A `system` notice from moderation (features/moderation): what was done, until when, whether it may be appealed
   * from here, and the operator's reason in full as its summary. Told at once, inside the caller's transaction.
   */
  async moderation(userId: number, input: ModerationNoticeInput): Promise<void> {
    const now = this.#deps.clock.now();
    await this.#deps.transactions.run(() =>
      this.#create({
        userId,
        type: 'system',
        fromId: null,
        targetId: 0,
        summary: input.reason,
        now,
        moderation: input,
      }),
    );
  }

  /**
   * Takes an appeal from the user's notice: -2904 unless it is their own appealable moderation notice, -2905 when
   * it was appealed already. The state moves `can` → `sent` in one conditional UPDATE, so of two appeals sent at
   * once on any instances exactly one gets through.
   */
  async takeAppeal(userId: number, id: number): Promise<AppealedNotice> {
    const row = await this.#repository.ownNotice(userId, id);
    if (!row || row.mod_action === '' || row.mod_appeal === 'none' || row.mod_appeal === '') {
      throw new AppError(CODE.appealNotAllowed);
    }
    if (!(await this.#repository.moveAppeal(id, 'can', 'sent'))) throw new AppError(CODE.appealAlreadySent);
    return {
      id: row.id,
      userId,
      action: row.mod_action as ModerationNoticeInput['action'],
      reason: row.summary,
      until: row.mod_until,
      targetType: row.mod_target_type,
      targetKey: row.mod_target_key,
    };
  }

  /** The operator's answer to an appeal: the appealed notice's state becomes accepted or rejected. */
  async answerAppeal(noticeId: number, answer: 'accepted' | 'rejected'): Promise<boolean> {
    return this.#repository.moveAppeal(noticeId, 'sent', answer);
  }

  async list(
    userId: number,
    input: { page: number; pageSize: number; type?: NoticeType | undefined },
  ): Promise<{ list: NoticeItem[]; total: number }> {
    const { list, total } = await this.#repository.page(userId, input.type ? [input.type] : null, input);
    const vip = await this.#isVip(userId);
    return {
      list: list.map(({ notice, sender }) =>
        this.#view(notice, sender ? this.#deps.users.publicView(sender) : null, vip),
      ),
      total,
    };
  }

  async unread(userId: number): Promise<NoticeUnread> {
    const counts = await this.#repository.unreadByType(userId);
    const types = Object.fromEntries(NOTICE_TYPES.map((type) => [type, counts.get(type) ?? 0])) as Record<
      NoticeType,
      number
    >;
    return { num: Object.values(types).reduce((sum, n) => sum + n, 0), types };
  }

  /** Marks one of the user's notices read (another's id changes nothing), or all of a type, or all. */
  async read(userId: number, input: { id?: number | undefined; type?: NoticeType | undefined }): Promise<void> {
    await this.#repository.markRead(userId, {
      ...(input.id !== undefined ? { id: input.id } : {}),
      ...(input.type !== undefined ? { types: [input.type] } : {}),
    });
  }

  /** The square's counts (getUpdatesNotice): unread likes of your updates, and comments on them or replies. */
  async squareNotice(userId: number): Promise<UpdatesNotice> {
    const { types } = await this.unread(userId);
    const zan_count = types.zan_updates;
    const comment_count = types.comment + types.reply;
    return { zan_count, comment_count, total: zan_count + comment_count };
  }

  /** readUpdatesNotice: the square's kinds are read. */
  async readSquareNotice(userId: number): Promise<void> {
    await this.#repository.markRead(userId, { types: SQUARE_KINDS });
  }

  async setting(userId: number): Promise<NoticeSetting> {
    const row = await this.#repository.setting(userId);
    return { push_types: pushTypesOf(row?.push_types ?? null), hide_visits: row?.hide_visits === 1 ? 1 : 0 };
  }

  /** A field left out stays; hiding your visits is VIP's (-2805), showing them again always allowed. */
  async saveSetting(
    userId: number,
    input: { push_types?: NoticeType[] | undefined; hide_visits?: 0 | 1 | undefined },
  ): Promise<NoticeSetting> {
    if (input.hide_visits === 1 && !(await this.#isVip(userId))) throw new AppError(CODE.vipRequired);
    const changes: { push_types?: string; hide_visits?: number } = {};
    if (input.push_types !== undefined) {
      const chosen = new Set(input.push_types);
      changes.push_types = JSON.stringify(NOTICE_TYPES.filter((type) => chosen.has(type)));
    }
    if (input.hide_visits !== undefined) changes.hide_visits = input.hide_visits;
    if (Object.keys(changes).length > 0) await this.#repository.saveSetting(userId, changes);
    return this.setting(userId);
  }

  /** Whether the user's visits go unrecorded: they chose so and are VIP now (people's visits ask). */
  async hidesVisits(userId: number): Promise<boolean> {
    const row = await this.#repository.setting(userId);
    return row?.hide_visits === 1 && (await this.#isVip(userId));
  }

  /**
   * Tells the pending likes that became due (NOTICE.likeGraceMs): each claimed by one conditional UPDATE in its
   * own transaction, so two instances' timers never tell one twice. Answers how many were told. A timer calls it
   * (wiring/notices.ts); the tests call it after moving their clock.
   */
  async deliverDue(): Promise<number> {
    const ids = await this.#repository.dueIds(this.#deps.clock.now(), DUE_BATCH);
    let told = 0;
    for (const id of ids) {
      const done = await this.#deps.transactions.run(async () => {
        const row = await this.#repository.claim(id);
        if (!row) return false;
        if (row.from_user_id !== null && (await this.#blocked(row.user_id, row.from_user_id))) {
          await this.#repository.delete(id);
          return false;
        }
        await this.#tell(row);
        return true;
      });
      if (done) told++;
    }
    return told;
  }

  /** Account deletion: the user's notices, those of them to others, and their settings. */
  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }

  /** A match, inside the like's transaction: both get a `match` frame (the other person) and a `match` notice. */
  async #match(fromId: number, toId: number, now: number): Promise<void> {
    // The match says more than the likes that made it: a like still waiting out its grace is not told as well.
    await this.#repository.deletePending({ userId: fromId, type: 'zan_user', fromId: toId, targetId: toId });
    const [from, to] = await Promise.all([
      this.#deps.users.publicProfile(fromId),
      this.#deps.users.publicProfile(toId),
    ]);
    await this.#deps.streams.appendToStreams(
      [
        { userId: fromId, data: { user: to, match_time: now } },
        { userId: toId, data: { user: from, match_time: now } },
      ],
      'match',
    );
    await this.#create({ userId: fromId, type: 'match', fromId: toId, targetId: toId, now });
    await this.#create({ userId: toId, type: 'match', fromId, targetId: fromId, now });
  }

  /**
   * Stores a notice inside the caller's transaction, unless it is the person's own doing or a block stands between
   * the two. Told at once when due (a backdated like of the demo data is), else by deliverDue.
   */
  async #create(input: NewNoticeInput): Promise<void> {
    const { userId, fromId } = input;
    if (fromId !== null && (fromId === userId || (await this.#blocked(userId, fromId)))) return;
    const due = input.now + (input.delayMs ?? 0);
    const atOnce = due <= this.#deps.clock.now();
    const row = await this.#repository.insert({
      user_id: userId,
      type: input.type,
      from_user_id: fromId,
      target_id: input.targetId,
      summary: input.moderation || input.whole ? (input.summary ?? '') : clip(input.summary ?? ''),
      create_time: input.now,
      due_time: due,
      delivered: atOnce ? 1 : 0,
      is_read: 0,
      ...(input.moderation
        ? {
            mod_action: input.moderation.action,
            mod_until: input.moderation.until,
            mod_appeal: input.moderation.appeal,
            mod_target_type: input.moderation.targetType,
            mod_target_key: input.moderation.targetKey,
          }
        : {}),
    });
    if (atOnce) await this.#tell(row);
  }

  /** A notice told: its frame in the person's stream (this transaction), then Web Push after the commit. */
  async #tell(row: NoticeRow): Promise<void> {
    const { users, streams, pusher, transactions, log } = this.#deps;
    const sender = row.from_user_id === null ? null : await users.publicProfile(row.from_user_id).catch(() => null);
    if (row.from_user_id !== null && !sender) return;
    const item = this.#view(row, sender, await this.#isVip(row.user_id));
    await streams.appendToStreams([{ userId: row.user_id, data: item }], 'notice');
    const { push_types } = await this.setting(row.user_id);
    if (!push_types.includes(item.type)) return;
    transactions.afterCommit(() => {
      pusher.announceNotice(row.user_id, item).catch((error: unknown) => log.error({ err: error }, 'push failed'));
    });
  }

  /** A notice as its person sees it: who liked or visited them only when they are VIP. */
  #view(row: NoticeRow, sender: PublicUser | null, vip: boolean): NoticeItem {
    const type = row.type as NoticeType;
    const hidden = VIP_SEES_WHO.has(type) && !vip;
    return {
      id: row.id,
      type,
      from_user: hidden ? null : sender,
      target_id: hidden ? 0 : row.target_id,
      summary: row.summary,
      create_time: row.create_time,
      is_read: row.is_read === 1 ? 1 : 0,
      moderation:
        row.mod_action === ''
          ? null
          : {
              action: row.mod_action as ModerationNoticeInput['action'],
              until: row.mod_until,
              appeal: APPEAL_STATES.includes(row.mod_appeal as AppealState) ? (row.mod_appeal as AppealState) : 'none',
            },
    };
  }

  #blocked(a: number, b: number): Promise<boolean> {
    return this.#deps.relations.blockedEitherWay(a, b);
  }

  async #isVip(userId: number): Promise<boolean> {
    return (await this.#deps.vip.wallet(userId).catch(() => ({ vip: 0 }))).vip === 1;
  }
}

/** The stored list of kinds Web Push announces; none stored: all of them. */
function pushTypesOf(stored: string | null): NoticeType[] {
  if (stored === null) return [...NOTICE_TYPES];
  try {
    const chosen = new Set(JSON.parse(stored) as unknown[]);
    return NOTICE_TYPES.filter((type) => chosen.has(type));
  } catch {
    return [...NOTICE_TYPES];
  }
}

/** At most NOTICE.summaryMax characters (code points, so no emoji is cut in half). */
function clip(text: string): string {
  const chars = [...text];
  return chars.length > NOTICE.summaryMax ? chars.slice(0, NOTICE.summaryMax).join('') : text;
}
