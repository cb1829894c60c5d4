// The photo album (SPEC §7 "User photos"): at most PHOTO_LIMIT photos
// (docs/decisions/0031-quota-album-cap-and-limits-under-concurrency.md).
import { CODE, PHOTO_LIMIT, type UserPhoto } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { FileService } from '../file/file.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { PhotoRepository, PhotoWithFile } from './photo.repository.ts';

function view(row: PhotoWithFile): UserPhoto {
  return {
    id: Number(row.id),
    url: urlOf(row.storage_key),
    thumb: urlOf(row.thumb_key),
    create_time: Number(row.create_time),
  };
}

/** Another feature that shows uploaded files (the square's updates): whether one still shows a file. */
export interface FilesShownElsewhere {
  showsFile(fileId: string): Promise<boolean>;
}

export class PhotoService {
  readonly #repository: PhotoRepository;
  readonly #files: FileService;
  readonly #users: UserService;
  readonly #clock: Clock;
  readonly #transactions: Transactions;
  readonly #relations: RelationService;
  readonly #shownElsewhere: FilesShownElsewhere;

  constructor(
    repository: PhotoRepository,
    files: FileService,
    users: UserService,
    clock: Clock,
    transactions: Transactions,
    relations: RelationService,
    shownElsewhere: FilesShownElsewhere,
    /** Hears `account.deleting`: the user's photos go inside the deletion's transaction. */
    events: Events,
  ) {
    this.#repository = repository;
    this.#files = files;
    this.#users = users;
    this.#clock = clock;
    this.#transactions = transactions;
    this.#relations = relations;
    this.#shownElsewhere = shownElsewhere;
    events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  async add(userId: number, fileIds: readonly string[]): Promise<{ list: UserPhoto[] }> {
    const unique = [...new Set(fileIds)];
    // Counted and added while the user's row is held: concurrent additions, on any instance, wait their turn
    // instead of all counting the same album and overrunning the cap together.
    const rows = await this.#transactions.run(async () => {
      await this.#users.lock(userId);
      await this.#files.ownedMany(userId, unique);
      const adding = unique.length - (await this.#repository.countIn(userId, unique));
      if ((await this.#repository.count(userId)) + adding > PHOTO_LIMIT) {
        throw new AppError(CODE.photoLimitReached);
      }
      return this.#repository.add(userId, unique, this.#clock.now());
    });
    // Photos count in the feed's ranking: its pools holding this person are read again.
    await this.#users.personChanged(userId);
    return { list: rows.map(view) };
  }

  /** A user's album as the viewer sees it: -2001 across a block either way, as getUserDetail answers. */
  async list(viewerId: number, userId: number): Promise<{ list: UserPhoto[]; total: number }> {
    await this.#relations.assertVisible(viewerId, userId);
    const rows = await this.#repository.list(userId);
    return { list: rows.map(view), total: rows.length };
  }

  /**
   * Deletes the photo, and its file unless the same image is still the avatar or the background, or an update
   * shows it. Another user's photo is answered as missing.
   */
  async delete(userId: number, photoId: number): Promise<void> {
    const photo = await this.#repository.byId(photoId);
    if (!photo || Number(photo.user_id) !== userId) throw new AppError(CODE.fileNotFound);
    await this.#repository.delete(photoId);
    await this.#users.personChanged(userId);
    const kept =
      (await this.#users.usesImage(userId, urlOf(photo.storage_key))) ||
      (await this.#shownElsewhere.showsFile(photo.file_id));
    if (!kept) {
      await this.#files.remove(await this.#files.owned(userId, photo.file_id));
    }
  }

  /** The owner of an album photo, or -2301 (fileNotFound) when there is none: an operator removes it as its owner. */
  async ownerOf(photoId: number): Promise<number> {
    const photo = await this.#repository.byId(photoId);
    if (!photo) throw new AppError(CODE.fileNotFound);
    return Number(photo.user_id);
  }

  eraseUser(userId: number): Promise<void> {
    return this.#repository.deleteByUser(userId);
  }
}
