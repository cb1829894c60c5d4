// The square's updates: posting with images, the lists, likes (zan), deletion, and the counts of what is
// new on your updates. Paging and notices: docs/decisions/0044-the-square.md.
import { type addUpdates, CODE, type getUpdatesList, type UpdatesItem, type UpdatesPage } from '@kk/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { FileService } from '../file/file.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { UpdatesFilter, UpdatesRepository, UpdatesWithAuthor } from './updates.repository.ts';

export type AddUpdatesInput = z.output<(typeof addUpdates)['request']>;
export type UpdatesListInput = z.output<(typeof getUpdatesList)['request']>;

type Flag = 0 | 1;

export interface UpdatesServiceDeps {
  /** Hears `account.deleting` (erases the user's rows); tells `updates.liked`, `.unliked` and `.deleted`. */
  events: Events;
  repository: UpdatesRepository;
  files: FileService;
  users: UserService;
  relations: RelationService;
  transactions: Transactions;
  clock: Clock;
  log: { error(details: object, text: string): void };
}

export class UpdatesService {
  readonly #deps: UpdatesServiceDeps;
  readonly #repository: UpdatesRepository;

  constructor(deps: UpdatesServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  /** Posts an update of the user's own uploaded files (each once, in the order sent); answers it as listed. */
  async add(userId: number, input: AddUpdatesInput): Promise<UpdatesItem> {
    return this.detail(userId, await this.post(userId, input, this.#deps.clock.now()));
  }

  /** Posts an update and answers its id. `at` other than now is for the demo data, which posts in time order. */
  async post(userId: number, input: AddUpdatesInput, at: number): Promise<number> {
    const fileIds = [...new Set(input.images)];
    if (input.content === '' && fileIds.length === 0) throw new AppError(CODE.updatesEmpty);
    const { users, files, transactions } = this.#deps;
    // Muted: -2901. Shadowbanned: stored as a shadow row, which only its author sees.
    const { shadow } = await users.assertMayWrite(userId);
    return transactions.run(async () => {
      // Held so an account deletion in progress either runs first (401 here) or waits for this update.
      await users.lock(userId);
      await files.ownedMany(userId, fileIds);
      return this.#repository.insert(userId, input.content, fileIds, at, shadow);
    });
  }

  /** A page of the square as the viewer sees it; the first page fixes `before` for the pages after it. */
  async list(viewerId: number, input: UpdatesListInput): Promise<UpdatesPage> {
    if (input.type === 'user') {
      const userId = input.userId as number;
      await this.#deps.users.publicProfile(userId);
      await this.#deps.relations.assertVisible(viewerId, userId);
    }
    return this.#page(viewerId, { type: input.type, userId: input.userId }, input);
  }

  search(
    viewerId: number,
    input: { keyword: string; page: number; pageSize: number; before?: number | undefined },
  ): Promise<UpdatesPage> {
    return this.#page(viewerId, { keyword: input.keyword }, input);
  }

  async #page(
    viewerId: number,
    filter: UpdatesFilter,
    input: { page: number; pageSize: number; before?: number | undefined },
  ): Promise<UpdatesPage> {
    const before = input.before ?? (await this.#repository.newestId());
    const { list, total } = await this.#repository.page(viewerId, filter, {
      before,
      page: input.page,
      pageSize: input.pageSize,
      now: this.#deps.clock.now(),
    });
    return { list: await this.#items(viewerId, list), total, before };
  }

  /** One update; -2501 when it is gone or a block stands between the viewer and its author. */
  async detail(viewerId: number, id: number): Promise<UpdatesItem> {
    const row = await this.#repository.visible(viewerId, id, this.#deps.clock.now());
    if (!row) throw new AppError(CODE.updatesNotFound);
    const [item] = await this.#items(viewerId, [row]);
    return item as UpdatesItem;
  }

  /** -2501 unless the update exists and no block stands between the viewer and its author (comment lists). */
  async assertVisible(viewerId: number, id: number): Promise<void> {
    if (!(await this.#repository.visible(viewerId, id, this.#deps.clock.now()))) {
      throw new AppError(CODE.updatesNotFound);
    }
  }

  /**
   * Within `transactions.run`: holds the update (see UpdatesRepository.lock) and answers its author, or -2501
   * when it is gone or a block stands between the viewer and its author. Comments use it before writing.
   */
  async holdVisible(viewerId: number, id: number): Promise<{ id: number; user_id: number; content: string }> {
    if (!(await this.#repository.lock(id))) throw new AppError(CODE.updatesNotFound);
    const row = await this.#repository.visible(viewerId, id, this.#deps.clock.now());
    if (!row) throw new AppError(CODE.updatesNotFound);
    // `row.id` is the author's: the update's own columns carry the `u_` prefix.
    return { id, user_id: Number(row.id), content: row.u_content };
  }

  /** The author of an update, or -2501 (reports: a report works across a block). */
  async authorOf(id: number): Promise<number> {
    const row = await this.#repository.byId(id);
    if (!row) throw new AppError(CODE.updatesNotFound);
    return row.user_id;
  }

  /**
   * Likes or unlikes. The update's row is held while the like is flipped and counted, so toggles of one update
   * run one after another on every instance: each answers the state it made, and the primary key keeps one
   * like per person whatever happens. The author hears of it (`updates.liked`, `updates.unliked`: the notices)
   * inside the transaction, never of their own like.
   */
  async zan(userId: number, id: number, at = this.#deps.clock.now()): Promise<{ is_zan: Flag; zan_count: number }> {
    return this.#deps.transactions.run(async () => {
      const update = await this.holdVisible(userId, id);
      const own = update.user_id === userId;
      const event = { fromId: userId, updatesId: id, authorId: update.user_id, now: at };
      let is_zan: Flag = 0;
      if (await this.#repository.removeZan(id, userId)) {
        if (!own) await this.#deps.events.emit('updates.unliked', event);
      } else {
        await this.#repository.addZan(id, userId, at);
        is_zan = 1;
        if (!own) await this.#deps.events.emit('updates.liked', { ...event, content: update.content });
      }
      return { is_zan, zan_count: await this.#repository.zanCount(id) };
    });
  }

  /**
   * Deletes the user's own update with its comments, likes and images; then, after the commit, the image files
   * no other update, the album, the avatar or the background still shows. A file left behind is logged.
   */
  async delete(userId: number, id: number): Promise<void> {
    const { transactions, files, users, log } = this.#deps;
    const fileIds = await transactions.run(async () => {
      if (!(await this.#repository.lock(id))) throw new AppError(CODE.updatesNotFound);
      const row = await this.#repository.byId(id);
      if (!row) throw new AppError(CODE.updatesNotFound);
      if (row.user_id !== userId) throw new AppError(CODE.notYours);
      const fileIds = await this.#repository.imageFileIds(id);
      await this.#repository.delete(id);
      await this.#deps.events.emit('updates.deleted', { updatesId: id });
      return fileIds;
    });
    for (const fileId of fileIds) {
      try {
        if (await this.#repository.fileInUse(fileId)) continue;
        const file = await files.owned(userId, fileId);
        if (await users.usesImage(userId, urlOf(file.storage_key))) continue;
        await files.remove(file);
      } catch (error) {
        // Already gone (fileNotFound) is what we wanted; anything else leaves a file behind, which is logged.
        if (error instanceof AppError && error.code === CODE.fileNotFound) continue;
        log.error({ err: error, userId, fileId }, 'an image of a deleted update could not be removed');
      }
    }
  }

  /** An update as it is now for moderation's kept copy (its text, images' storage keys, time), or null when gone. */
  async snapshot(
    id: number,
  ): Promise<{ user_id: number; content: string; keys: string[]; create_time: number } | null> {
    const row = await this.#repository.byId(id);
    if (!row) return null;
    const images = await this.#repository.images([id]);
    return {
      user_id: row.user_id,
      content: row.content,
      keys: images.map((i) => i.storage_key),
      create_time: row.create_time,
    };
  }

  /** True while an update or an album still shows the file (the album asks before deleting a photo's file). */
  showsFile(fileId: string): Promise<boolean> {
    return this.#repository.fileInUse(fileId);
  }

  /** Account deletion: the user's updates (their files go with the account's files) and likes. */
  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }

  async #items(viewerId: number, rows: readonly UpdatesWithAuthor[]): Promise<UpdatesItem[]> {
    const ids = rows.map((row) => Number(row.u_id));
    const [images, zans, comments] = await Promise.all([
      this.#repository.images(ids),
      this.#repository.zans(viewerId, ids),
      this.#repository.commentCounts(viewerId, ids, this.#deps.clock.now()),
    ]);
    return rows.map((row) => {
      const id = Number(row.u_id);
      return {
        id,
        content: row.u_content,
        images: images
          .filter((image) => image.update_id === id)
          .map((image) => ({
            url: urlOf(image.storage_key),
            thumb: urlOf(image.thumb_key),
            width: image.width,
            height: image.height,
          })),
        create_time: Number(row.u_time),
        zan_count: zans.counts.get(id) ?? 0,
        is_zan: zans.mine.has(id) ? 1 : 0,
        comment_count: comments.get(id) ?? 0,
        can_delete: Number(row.id) === viewerId ? 1 : 0,
        user: this.#deps.users.publicView(row),
      };
    });
  }
}
