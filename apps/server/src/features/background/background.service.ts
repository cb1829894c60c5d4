// The image behind the top of a profile (SPEC §1, §7 changeUserBgImg): one of the user's own uploads, stored on
// the user row. A feature of its own, beside the user feature, because it uses files and relations, which use users.
import type { FileService } from '../file/file.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UserService } from '../user/user.service.ts';

export class BackgroundService {
  readonly #users: UserService;
  readonly #files: FileService;
  readonly #relations: RelationService;

  constructor(users: UserService, files: FileService, relations: RelationService) {
    this.#users = users;
    this.#files = files;
    this.#relations = relations;
  }

  /** A user's background as the viewer sees it: -2001 across a block either way, as getUserDetail answers. */
  async of(viewerId: number, userId: number): Promise<{ url: string }> {
    await this.#relations.assertVisible(viewerId, userId);
    return this.#users.background(userId);
  }

  async change(userId: number, fileId: string): Promise<{ url: string }> {
    const url = this.#files.view(await this.#files.owned(userId, fileId)).url;
    await this.#users.setBackground(userId, url);
    return { url };
  }
}
