// Uploads (issue "profiles, photos and media"): checked by content, re-encoded without metadata, named by the
// server, counted against a per-user quota, stored behind the storage adapter.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { CODE, PHOTO_LIMIT, type UploadedFile } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { FileRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { EXTENSION, ImageRejected, MIME, processImage } from '../../platform/images/image.ts';
import { Slots } from '../../platform/images/slots.ts';
import { type FileStorage, keyOf, type StoredFile, StoreFailed, urlOf } from '../../platform/storage/storage.ts';
import type { UserService } from '../user/user.service.ts';
import type { FileRepository } from './file.repository.ts';

const NAME_MAX = 100;
/** One image re-encoded per core at a time (platform/images/slots.ts). */
const imageSlots = new Slots(availableParallelism());

/** A display name only: no path, no control characters, bounded. The stored file never uses it. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || 'image')].slice(0, NAME_MAX).join('');
}

export interface FileServiceDeps {
  repository: FileRepository;
  storage: FileStorage;
  users: UserService;
  transactions: Transactions;
  clock: Clock;
  limits: Config['upload'];
  log: { error(details: object, text: string): void };
}

export class FileService {
  readonly #deps: FileServiceDeps;
  readonly #repository: FileRepository;
  readonly #storage: FileStorage;

  constructor(deps: FileServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    this.#storage = deps.storage;
  }

  uploadConfig() {
    return {
      maxBytes: this.#deps.limits.maxBytes,
      maxPixels: this.#deps.limits.maxPixels,
      types: Object.values(MIME),
      photoLimit: PHOTO_LIMIT,
    };
  }

  async upload(userId: number, name: string, data: Buffer): Promise<UploadedFile> {
    if (data.length > this.#deps.limits.maxBytes) throw new AppError(CODE.fileTooLarge);
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await imageSlots.run(() => processImage(data, this.#deps.limits.maxPixels));
    } catch (error) {
      if (error instanceof ImageRejected) {
        throw new AppError(error.reason === 'pixels' ? CODE.imageTooLarge : CODE.fileTypeUnsupported);
      }
      throw error;
    }
    const id = randomBytes(16).toString('hex');
    const row: FileRow = {
      id,
      user_id: userId,
      name: cleanName(name),
      type: MIME[image.type],
      size: image.data.length,
      width: image.width,
      height: image.height,
      storage_key: `u/${id.slice(0, 2)}/${id}.${EXTENSION[image.type]}`,
      thumb_key: `u/${id.slice(0, 2)}/${id}_t.webp`,
      create_time: this.#deps.clock.now(),
    };
    // A first look spares writing files that could never fit; the check that counts is the one below.
    await this.#checkQuota(userId, row.size);
    try {
      // The objects are written first and removed if refused, so a row never names a file not yet written. The
      // quota is counted and the row written while the user's row is held: concurrent uploads, on any instance,
      // are counted one after another.
      await this.#storage.put(row.storage_key, image.data);
      await this.#storage.put(row.thumb_key, image.thumb);
      await this.#deps.transactions.run(async () => {
        await this.#deps.users.lock(userId);
        await this.#checkQuota(userId, row.size);
        await this.#repository.insert(row);
      });
    } catch (error) {
      // The client hears only -2307 or -2308; the operator needs the store's own words.
      if (error instanceof StoreFailed) this.#deps.log.error({ err: error.cause, userId }, 'an upload was not stored');
      // The original may be stored when the thumbnail was not: both go, so no object outlives a refused upload.
      await this.#storage.delete([row.storage_key, row.thumb_key]).catch((cleanup: unknown) => {
        this.#deps.log.error({ err: cleanup, userId }, 'files of a refused upload could not be removed');
      });
      throw error;
    }
    return this.view(row);
  }

  async #checkQuota(userId: number, size: number): Promise<void> {
    const used = await this.#repository.bytesOf(userId);
    if (used + size > this.#deps.limits.quotaBytes) throw new AppError(CODE.uploadQuotaExceeded);
  }

  view(row: FileRow): UploadedFile {
    return {
      id: row.id,
      url: urlOf(row.storage_key),
      thumb: urlOf(row.thumb_key),
      name: row.name,
      size: Number(row.size),
      type: row.type,
    };
  }

  /** A file of this user's, or -2306: another user's file is as good as missing. */
  async owned(userId: number, fileId: string): Promise<FileRow> {
    const row = await this.#repository.byId(fileId);
    if (!row || Number(row.user_id) !== userId) throw new AppError(CODE.fileNotFound);
    return row;
  }

  async ownedMany(userId: number, fileIds: readonly string[]): Promise<FileRow[]> {
    const rows = await this.#repository.byIds(fileIds);
    const mine = rows.filter((row) => Number(row.user_id) === userId);
    if (mine.length !== new Set(fileIds).size) throw new AppError(CODE.fileNotFound);
    return fileIds.map((id) => mine.find((row) => row.id === id) as FileRow);
  }

  /** True when the URL names a file this user uploaded. */
  async ownsUrl(userId: number, url: string): Promise<boolean> {
    const key = keyOf(url);
    if (!key) return false;
    const row = await this.#repository.byStorageKey(key);
    return row != null && Number(row.user_id) === userId;
  }

  async remove(row: FileRow): Promise<void> {
    await this.#repository.delete(row.id);
    await this.#storage.delete([row.storage_key, row.thumb_key]);
  }

  /** Account deletion: the rows go now; the stored objects are answered so they go after the rows. */
  async eraseUser(userId: number): Promise<string[]> {
    const rows = await this.#repository.byUser(userId);
    await this.#repository.deleteByUser(userId);
    return rows.flatMap((row) => [row.storage_key, row.thumb_key]);
  }

  deleteObjects(keys: readonly string[]): Promise<void> {
    return this.#storage.delete(keys);
  }

  read(key: string): Promise<StoredFile | null> {
    return this.#storage.get(key);
  }
}
