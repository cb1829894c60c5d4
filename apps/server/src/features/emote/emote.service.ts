// Emotes (SPEC §7 "Emotes"): the default set and icons (emote.catalog.ts), each user's recently used emotes, and
// "my emotes": images a user keeps, from an upload or from a message. Sending one is a chat message (chat.service).
import { CHAT, CODE, type Emote, type EmoteIcon } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { FileRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type StoredImage, storedImageOf } from '../chat/chat.view.ts';
import type { FileService } from '../file/file.service.ts';
import type { UserService } from '../user/user.service.ts';
import { catalogEmote, DEFAULT_EMOTES, EMOTE_ICONS } from './emote.catalog.ts';
import type { EmoteRepository, MyEmoteRow } from './emote.repository.ts';

/** Twemoji's drawings are 36 units square; shown at twice that. */
const DEFAULT_SIDE = 72;

/** What emotes need of chat: an image of a message the user sent or received. */
export interface MessageImages {
  imageOf(userId: number, messageId: string, index: number): Promise<StoredImage>;
}

export interface EmoteServiceDeps {
  /** Hears `account.deleting`: erases the user's rows inside the deletion's transaction. */
  events: Events;
  repository: EmoteRepository;
  files: FileService;
  users: UserService;
  transactions: Transactions;
  clock: Clock;
  messages: MessageImages;
}

const mineId = (row: Pick<MyEmoteRow, 'id'>) => `m${row.id}`;

function page<T>(items: readonly T[], pageNumber: number, pageSize: number): { list: T[]; total: number } {
  return { list: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: items.length };
}

export class EmoteService {
  readonly #deps: EmoteServiceDeps;
  constructor(deps: EmoteServiceDeps) {
    this.#deps = deps;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  defaults(pageNumber: number, pageSize: number): { list: Emote[]; total: number } {
    return page(DEFAULT_EMOTES, pageNumber, pageSize);
  }

  icons(pageNumber: number, pageSize: number): { list: EmoteIcon[]; total: number } {
    return page(EMOTE_ICONS, pageNumber, pageSize);
  }

  async history(userId: number): Promise<{ list: Emote[] }> {
    const rows = await this.#deps.repository.history(userId, CHAT.emoteHistoryMax);
    return {
      list: rows.map((row) => ({ id: row.emote_id, url: row.url, name: catalogEmote(row.emote_id)?.name ?? '' })),
    };
  }

  async mine(userId: number, pageNumber: number, pageSize: number): Promise<{ list: Emote[]; total: number }> {
    const { rows, total } = await this.#deps.repository.mine(userId, (pageNumber - 1) * pageSize, pageSize);
    return { list: rows.map((row) => ({ id: mineId(row), url: row.url, name: '' })), total };
  }

  /**
   * From an upload of one's own, or an image or emote of a message one sent or received. A chat image is seen by
   * its conversation only, and a kept emote is sent to anyone: the emote gets a public copy of the picture.
   */
  async add(userId: number, input: { fileId: string } | { messageId: string; index: number }): Promise<Emote> {
    const { repository, files, users, transactions, clock } = this.#deps;
    let source: FileRow | undefined;
    let image: StoredImage | undefined;
    if ('fileId' in input) {
      source = await files.byId(input.fileId);
      if (!source || Number(source.user_id) !== userId) throw new AppError(CODE.fileNotFound);
    } else {
      image = await this.#deps.messages.imageOf(userId, input.messageId, input.index);
      // An emote's picture has no file of the sender's to look up (a default emote) or is already public.
      source = await files.byId(image.id);
    }
    if (source?.chat_image === 1) {
      // A first look, so no copy is made for an emote the cap would refuse; the check that counts is below.
      const copyId = files.publicCopyId(userId, source);
      if (!(await repository.has(userId, copyId)) && (await repository.count(userId)) >= CHAT.myEmoteMax) {
        throw new AppError(CODE.emoteLimitReached);
      }
      image = storedImageOf(await files.publicCopy(userId, source));
    } else if (!image && source) image = storedImageOf(source);
    if (!image) throw new AppError(CODE.fileNotFound);
    // Counted and added while the user's row is held: concurrent adds on any instance cannot pass the cap.
    const row = await transactions.run(async () => {
      await users.lock(userId);
      if (!(await repository.has(userId, image.id)) && (await repository.count(userId)) >= CHAT.myEmoteMax) {
        throw new AppError(CODE.emoteLimitReached);
      }
      return repository.add({
        user_id: userId,
        file_id: image.id,
        url: image.url,
        thumb: image.thumb,
        width: image.width,
        height: image.height,
        create_time: clock.now(),
      });
    });
    return { id: mineId(row), url: row.url, name: '' };
  }

  async remove(userId: number, id: string): Promise<null> {
    const number = id.startsWith('m') ? Number(id.slice(1)) : Number.NaN;
    if (!Number.isSafeInteger(number) || !(await this.#deps.repository.remove(userId, number))) {
      throw new AppError(CODE.emoteNotFound);
    }
    return null;
  }

  /** The picture of an emote this user may send: any default one, or one of their own. -2606 otherwise. */
  async resolve(userId: number, emoteId: string): Promise<StoredImage> {
    if (emoteId.startsWith('m')) {
      const row = await this.#deps.repository.byId(userId, Number(emoteId.slice(1)));
      if (!row) throw new AppError(CODE.emoteNotFound);
      return { id: row.file_id, url: row.url, thumb: row.thumb, width: Number(row.width), height: Number(row.height) };
    }
    const emote = catalogEmote(emoteId);
    if (!emote) throw new AppError(CODE.emoteNotFound);
    return { id: emote.id, url: emote.url, thumb: emote.url, width: DEFAULT_SIDE, height: DEFAULT_SIDE };
  }

  used(userId: number, emoteId: string, url: string): Promise<void> {
    return this.#deps.repository.used(userId, emoteId, url, this.#deps.clock.now());
  }

  eraseUser(userId: number): Promise<void> {
    return this.#deps.repository.deleteByUser(userId);
  }
}
