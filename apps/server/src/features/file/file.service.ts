// Uploads (profiles, photos and media): checked by content, re-encoded without metadata, named by the
// server, counted against a per-user quota, stored behind the storage adapter.
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { CODE, PHOTO_LIMIT, type UploadedFile } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { ChatFileTable, FileRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { EXTENSION, ImageRejected, MIME, processImage } from '../../platform/images/image.ts';
import { Slots } from '../../platform/images/slots.ts';
import {
  type FileStorage,
  isPrivateKey,
  isSafeKey,
  keyOf,
  type StoredFile,
  StoreFailed,
  urlOf,
} from '../../platform/storage/storage.ts';
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
      chat_image: 0,
    };
    // A first look spares writing files that could never fit; the check that counts is the one in #store.
    await this.#checkQuota(userId, row.size);
    await this.#store(row, image.data, image.thumb, false);
    return this.view(row);
  }

  /**
   * Writes a new file's objects, then its row, counted against the owner's quota. The objects are written first
   * and removed if refused, so a row never names a file not yet written. The quota is counted and the row written
   * while the user's row is held: concurrent uploads, on any instance, are counted one after another. `once`: a
   * row with the same id may already be there (a copy made twice at once), and it keeps the objects.
   */
  async #store(row: FileRow, original: Buffer, thumb: Buffer, once: boolean): Promise<void> {
    const userId = Number(row.user_id);
    try {
      await this.#storage.put(row.storage_key, original);
      await this.#storage.put(row.thumb_key, thumb);
      await this.#deps.transactions.run(async () => {
        await this.#deps.users.lock(userId);
        if (once && (await this.#repository.byId(row.id))) return;
        await this.#checkQuota(userId, Number(row.size));
        await this.#repository.insert(row);
      });
    } catch (error) {
      // The client hears only -2307 or -2308; the operator needs the store's own words.
      if (error instanceof StoreFailed) this.#deps.log.error({ err: error.cause, userId }, 'an upload was not stored');
      // The original may be stored when the thumbnail was not: both go, so no object outlives a refused upload.
      const kept = once && (await this.#repository.byId(row.id).catch(() => undefined));
      if (!kept) {
        await this.#storage.delete([row.storage_key, row.thumb_key]).catch((cleanup: unknown) => {
          this.#deps.log.error({ err: cleanup, userId }, 'files of a refused upload could not be removed');
        });
      }
      throw error;
    }
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
      width: Number(row.width),
      height: Number(row.height),
    };
  }

  /**
   * A file of this user's to show in public (album, update, avatar, background, emote, report), or -2306: another
   * user's file is as good as missing, and so is a chat image, which only its conversation may see.
   */
  async owned(userId: number, fileId: string): Promise<FileRow> {
    const row = await this.#repository.byId(fileId);
    if (!row || Number(row.user_id) !== userId || row.chat_image === 1) throw new AppError(CODE.fileNotFound);
    return row;
  }

  async ownedMany(userId: number, fileIds: readonly string[]): Promise<FileRow[]> {
    const rows = await this.#ownedAny(userId, fileIds);
    if (rows.some((row) => row.chat_image === 1)) throw new AppError(CODE.fileNotFound);
    return rows;
  }

  async #ownedAny(userId: number, fileIds: readonly string[]): Promise<FileRow[]> {
    const rows = await this.#repository.byIds(fileIds);
    const mine = rows.filter((row) => Number(row.user_id) === userId);
    if (mine.length !== new Set(fileIds).size) throw new AppError(CODE.fileNotFound);
    return fileIds.map((id) => mine.find((row) => row.id === id) as FileRow);
  }

  /**
   * Files of this user's to send in chat, and which of them the message makes chat images (sharedInChat): all
   * but those already shown in public, which stay public (they are no secret, and their album, update, avatar
   * or emote must keep showing them).
   */
  async forChat(userId: number, fileIds: readonly string[]): Promise<{ rows: FileRow[]; protect: string[] }> {
    const rows = await this.#ownedAny(userId, fileIds);
    const fresh = rows.filter((row) => row.chat_image !== 1);
    const shown = await this.#repository.shownInPublic(userId, fresh);
    return { rows, protect: [...new Set(rows.filter((row) => !shown.has(row.id)).map((row) => row.id))] };
  }

  /** Inside the send's transaction: these messages' images are seen by their two people only. */
  sharedInChat(rows: readonly ChatFileTable[]): Promise<void> {
    return this.#repository.shareInChat(rows);
  }

  /** Inside the revoke's transaction: nobody sees the message's images through it any more. */
  unsharedInChat(messageId: number): Promise<void> {
    return this.#repository.unshareMessage(messageId);
  }

  /**
   * A public file of this user's with the picture of a chat image (an emote kept from a message): a copy, since
   * the image itself is seen by its conversation only and an emote is sent to anyone. The copy's id comes from
   * the image's and the keeper's, so keeping it again finds the same copy. Counted against the keeper's quota.
   */
  async publicCopy(userId: number, source: FileRow): Promise<FileRow> {
    const id = this.publicCopyId(userId, source);
    const existing = await this.#repository.byId(id);
    if (existing) return existing;
    const row: FileRow = {
      ...source,
      id,
      user_id: userId,
      storage_key: `u/${id.slice(0, 2)}/${id}.${source.storage_key.split('.').pop()}`,
      thumb_key: `u/${id.slice(0, 2)}/${id}_t.webp`,
      create_time: this.#deps.clock.now(),
      chat_image: 0,
    };
    await this.#checkQuota(userId, Number(row.size));
    const [original, thumb] = await Promise.all([this.#bytes(source.storage_key), this.#bytes(source.thumb_key)]);
    await this.#store(row, original, thumb, true);
    return row;
  }

  publicCopyId(userId: number, source: FileRow): string {
    return createHash('sha256').update(`${source.id}:${userId}`).digest('hex').slice(0, 32);
  }

  async #bytes(key: string): Promise<Buffer> {
    const file = await this.#storage.get(key);
    if (!file) throw new AppError(CODE.fileNotFound);
    try {
      return Buffer.concat(await file.body.toArray());
    } catch (error) {
      throw new StoreFailed(false, error);
    }
  }

  /** A file by id, whoever owns it (an emote kept from a message names the sender's). */
  byId(fileId: string): Promise<FileRow | undefined> {
    return this.#repository.byId(fileId);
  }

  /** True when the URL names a file this user uploaded that may be shown in public (not a chat image). */
  async ownsUrl(userId: number, url: string): Promise<boolean> {
    const key = keyOf(url);
    if (!key) return false;
    const row = await this.#repository.byStorageKey(key);
    return row != null && Number(row.user_id) === userId && row.chat_image !== 1;
  }

  /**
   * An upload taken out of public view (a verification selfie, copied to a private key): its file goes unless it
   * is shown in public (album, update, avatar, background, emote), whose picture is no secret anyway.
   */
  async discardUnlessShown(userId: number, row: FileRow): Promise<void> {
    const shown = await this.#repository.shownInPublic(userId, [row]);
    if (!shown.has(row.id)) await this.remove(row);
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

  /**
   * The file a `/files/` key names, for this viewer (resolved only when needed: most files are public), or null
   * when there is none or the viewer may not see it. A chat image is seen by the people of a message that
   * carries it, not revoked; anyone else is answered as if it did not exist. `private`: not for shared caches.
   */
  async read(
    key: string,
    viewer: () => Promise<number | null>,
  ): Promise<{ file: StoredFile; private: boolean } | null> {
    // Moderation's kept copies are for operators only (GET /api/console/evidence/).
    if (!isSafeKey(key) || isPrivateKey(key)) return null;
    const row = await this.#repository.byKey(key);
    const restricted = row?.chat_image === 1;
    if (row && restricted) {
      const userId = await viewer();
      if (userId == null || !(await this.#repository.seesInChat(row.id, userId))) return null;
    }
    const file = await this.#storage.get(key);
    return file && { file, private: restricted };
  }
}
