import type { FileService } from '../file/file.service.ts';
import type { UserService } from './user.service.ts';

/** The profile background is one of your own uploads (SPEC §7 changeUserBgImg). */
export class BackgroundService {
  readonly #users: UserService;
  readonly #files: FileService;

  constructor(users: UserService, files: FileService) {
    this.#users = users;
    this.#files = files;
  }

  async change(userId: number, fileId: string): Promise<{ url: string }> {
    const url = this.#files.view(await this.#files.owned(userId, fileId)).url;
    await this.#users.setBackground(userId, url);
    return { url };
  }
}
