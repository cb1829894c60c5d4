// System avatars (SPEC §7 getAvatarList) and choosing an avatar: a system one or one of your own images.
import { CODE } from '@kk/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.ts';
import { type FileStorage, urlOf } from '../../platform/storage/storage.ts';
import type { FileService } from '../file/file.service.ts';
import type { UserService } from '../user/user.service.ts';
import { SYSTEM_AVATAR_COUNT, systemAvatarKey, systemAvatarSvg } from './avatar-art.ts';

export class AvatarService {
  readonly #storage: FileStorage;
  readonly #files: FileService;
  readonly #users: UserService;
  readonly #urls: string[];

  constructor(storage: FileStorage, files: FileService, users: UserService) {
    this.#storage = storage;
    this.#files = files;
    this.#users = users;
    this.#urls = Array.from({ length: SYSTEM_AVATAR_COUNT }, (_, i) => urlOf(systemAvatarKey(i)));
  }

  /** Draws the system avatars that are not in storage yet (the first start, or a new storage). */
  async ensureSystemAvatars(): Promise<void> {
    for (let i = 0; i < SYSTEM_AVATAR_COUNT; i++) {
      const key = systemAvatarKey(i);
      if (await this.#storage.exists(key)) continue;
      await this.#storage.put(
        key,
        await sharp(Buffer.from(systemAvatarSvg(i)))
          .png()
          .toBuffer(),
      );
    }
  }

  list(page: number, pageSize: number) {
    const start = (page - 1) * pageSize;
    const list = this.#urls.slice(start, start + pageSize).map((url, i) => ({ id: start + i + 1, url }));
    return { list, total: this.#urls.length };
  }

  /** An operator removes a member's avatar (removeContent): it becomes the first system avatar. */
  async useSystem(userId: number): Promise<void> {
    await this.#users.setAvatar(userId, this.#urls[0] as string);
  }

  async useUpload(userId: number, fileId: string): Promise<{ url: string }> {
    const file = await this.#files.owned(userId, fileId);
    const url = this.#files.view(file).url;
    await this.#users.setAvatar(userId, url);
    return { url };
  }

  /** Only a system avatar or an image of your own: an avatar never points at someone else's upload. */
  async useUrl(userId: number, url: string): Promise<{ url: string }> {
    if (!this.#urls.includes(url) && !(await this.#files.ownsUrl(userId, url))) throw new AppError(CODE.fileNotFound);
    await this.#users.setAvatar(userId, url);
    return { url };
  }
}
