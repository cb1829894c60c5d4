// Uploads (issue "profiles, photos and media"): checked by content, re-encoded without metadata, named by the
// server, counted against a per-user quota, stored behind the storage adapter.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { CODE, PHOTO_LIMIT, type UploadedFile } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { FileRow } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { EXTENSION, ImageRejected, MIME, processImage } from '../../platform/images/image.ts';
import { Slots } from '../../platform/images/slots.ts';
import { type FileStorage, keyOf, urlOf } from '../../platform/storage/storage.ts';
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

export class FileService {
  readonly #repository: FileRepository;
  readonly #storage: FileStorage;
  readonly #clock: Clock;
  readonly #limits: Config['upload'];

  constructor(repository: FileRepository, storage: FileStorage, clock: Clock, limits: Config['upload']) {
    this.#repository = repository;
    this.#storage = storage;
    this.#clock = clock;
    this.#limits = limits;
  }

  uploadConfig() {
    return {
      maxBytes: this.#limits.maxBytes,
      maxPixels: this.#limits.maxPixels,
      types: Object.values(MIME),
      photoLimit: PHOTO_LIMIT,
    };
  }

  async upload(userId: number, name: string, data: Buffer): Promise<UploadedFile> {
    if (data.length > this.#limits.maxBytes) throw new AppError(CODE.fileTooLarge);
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await imageSlots.run(() => processImage(data, this.#limits.maxPixels));
    } catch (error) {
      if (error instanceof ImageRejected) {
        throw new AppError(error.reason === 'pixels' ? CODE.imageTooLarge : CODE.fileTypeUnsupported);
      }
      throw error;
    }
    const used = await this.#repository.bytesOf(userId);
    if (used + image.data.length > this.#limits.quotaBytes) throw new AppError(CODE.uploadQuotaExceeded);

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
      create_time: this.#clock.now(),
    };
    await this.#storage.put(row.storage_key, image.data);
    await this.#storage.put(row.thumb_key, image.thumb);
    await this.#repository.insert(row);
    return this.view(row);
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

  read(key: string): Promise<Buffer | null> {
    return this.#storage.get(key);
  }
}
