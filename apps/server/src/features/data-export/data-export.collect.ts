// What a copy of my data holds (issue 24 part 6, PIPL): everything the app keeps that the member made or that is
// about them, read straight from the tables of the features that keep it (as account deletion erases them), with
// the other people in it named only as the app shows anyone: their public name and user number. Never another
// person's phone, birthday or location; never who blocked the member, nor what the member was not shown (a
// shadowed message to them, a revoked message's words).
import { RELATION, type UserInfo, userInfo } from '@kk/contract';
import type { Transactions } from '../../platform/db/transaction.ts';
import { isPrivateKey, isSafeKey, keyOf } from '../../platform/storage/storage.ts';
import { parseImages } from '../chat/chat.view.ts';

/** Someone else as the export names them; null when their account is gone. */
export type PersonName = { userid: string; username: string } | null;

export interface MemberData {
  profile: object;
  updates: object[];
  comments: object[];
  orders: object;
  relations: object;
  /** Every picture to copy into photos/: its name in the archive and its storage key. */
  photos: Array<{ name: string; key: string }>;
  /** messages.json's text, read page by page so a long history never sits in memory whole. */
  messages(): AsyncGenerator<string>;
}

/** Messages read per query while messages.json is written. */
const MESSAGE_PAGE = 500;

function extensionOf(key: string): string {
  return key.split('.').pop() ?? 'jpg';
}

interface MessageRow {
  message_id: string;
  from_user_id: number;
  to_user_id: number;
  type: string;
  content: string;
  images: string;
  emote_id: string;
  create_time: number;
  revoke_time: number;
}

/** One message as messages.json shows it: the other person by public name; a revoked one without its words. */
function messageEntry(row: MessageRow, userId: number, names: Map<number, PersonName>) {
  const sent = Number(row.from_user_id) === userId;
  const revoked = Number(row.revoke_time) > 0;
  return {
    message_id: row.message_id,
    direction: sent ? 'sent' : 'received',
    with: names.get(sent ? Number(row.to_user_id) : Number(row.from_user_id)) ?? null,
    type: row.type,
    content: revoked ? '' : row.content,
    images: revoked ? [] : parseImages(row.images).map((image) => image.url),
    emote_id: revoked ? '' : row.emote_id,
    revoked: revoked ? 1 : 0,
    create_time: Number(row.create_time),
  };
}

export class MemberDataReader {
  readonly #transactions: Transactions;
  readonly #userInfo: { info(userId: number): Promise<UserInfo> };

  constructor(transactions: Transactions, ownUserInfo: { info(userId: number): Promise<UserInfo> }) {
    this.#transactions = transactions;
    this.#userInfo = ownUserInfo;
  }

  async read(userId: number): Promise<MemberData> {
    const db = this.#transactions.db;
    const photos: MemberData['photos'] = [];
    const names = new Map<number, PersonName>();
    const nameOf = (id: number | null) => (id == null ? null : (names.get(Number(id)) ?? null));

    // The user info as its owner sees it (masked phone), through the contract's shape: nothing more leaves.
    const info = userInfo.parse(await this.#userInfo.info(userId));
    const user = await db
      .selectFrom('users')
      .select(['avatar', 'bg_img'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const picture = (url: string, base: string): string | null => {
      const key = keyOf(url);
      if (!key || !isSafeKey(key) || isPrivateKey(key)) return null;
      const name = `photos/${base}.${extensionOf(key)}`;
      photos.push({ name, key });
      return name;
    };
    const avatar = picture(user.avatar, 'avatar');
    const background = picture(user.bg_img, 'background');
    const album = await db
      .selectFrom('user_photos')
      .innerJoin('files', 'files.id', 'user_photos.file_id')
      .select(['files.storage_key', 'user_photos.create_time'])
      .where('user_photos.user_id', '=', userId)
      .orderBy('user_photos.create_time')
      .orderBy('user_photos.id')
      .execute();
    const albumNames = album.map((row, index) => {
      const name = `photos/album/${index + 1}.${extensionOf(row.storage_key)}`;
      photos.push({ name, key: row.storage_key });
      return { file: name, create_time: Number(row.create_time) };
    });

    const updateRows = await db
      .selectFrom('updates')
      .select(['id', 'content', 'create_time'])
      .where('user_id', '=', userId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();
    const updateImages = await db
      .selectFrom('update_images')
      .innerJoin('updates', 'updates.id', 'update_images.update_id')
      .innerJoin('files', 'files.id', 'update_images.file_id')
      .select(['update_images.update_id', 'update_images.position', 'files.storage_key'])
      .where('updates.user_id', '=', userId)
      .orderBy('update_images.update_id')
      .orderBy('update_images.position')
      .execute();
    const zanCounts = await db
      .selectFrom('update_zans')
      .innerJoin('updates', 'updates.id', 'update_zans.update_id')
      .select(['update_zans.update_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('updates.user_id', '=', userId)
      .groupBy('update_zans.update_id')
      .execute();
    const imagesOf = new Map<number, string[]>();
    for (const row of updateImages) {
      const name = `photos/updates/${row.update_id}-${Number(row.position) + 1}.${extensionOf(row.storage_key)}`;
      photos.push({ name, key: row.storage_key });
      const list = imagesOf.get(Number(row.update_id)) ?? [];
      list.push(name);
      imagesOf.set(Number(row.update_id), list);
    }
    const likesOf = new Map(zanCounts.map((row) => [Number(row.update_id), Number(row.count)]));
    const updates = updateRows.map((row) => ({
      id: Number(row.id),
      content: row.content,
      images: imagesOf.get(Number(row.id)) ?? [],
      likes: likesOf.get(Number(row.id)) ?? 0,
      create_time: Number(row.create_time),
    }));

    const commentRows = await db
      .selectFrom('comments')
      .select(['id', 'update_id', 'content', 'reply_user_id', 'create_time'])
      .where('user_id', '=', userId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();

    const relationRows = await db
      .selectFrom('user_relations')
      .select(['user_id', 'target_id', 'kind', 'create_time'])
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          // Only follows are seen from the other side (fans): who liked, blocked or hid the member is theirs.
          eb.and([eb('target_id', '=', userId), eb('kind', '=', RELATION.follow)]),
        ]),
      )
      .orderBy('create_time')
      .execute();
    const matchRows = await db
      .selectFrom('matches')
      .select(['user_low', 'user_high', 'create_time'])
      .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
      .orderBy('create_time')
      .execute();

    const others = new Set<number>();
    for (const row of commentRows) if (row.reply_user_id != null) others.add(Number(row.reply_user_id));
    for (const row of relationRows)
      others.add(Number(row.user_id) === userId ? Number(row.target_id) : Number(row.user_id));
    for (const row of matchRows)
      others.add(Number(row.user_low) === userId ? Number(row.user_high) : Number(row.user_low));
    await this.#learnNames(names, others);

    const comments = commentRows.map((row) => ({
      id: Number(row.id),
      update_id: Number(row.update_id),
      content: row.content,
      reply_to: row.reply_user_id == null ? null : nameOf(Number(row.reply_user_id)),
      create_time: Number(row.create_time),
    }));
    const relationList = (kind: number, mine: boolean) =>
      relationRows
        .filter((row) => Number(row.kind) === kind && (Number(row.user_id) === userId) === mine)
        .map((row) => ({
          person: nameOf(mine ? Number(row.target_id) : Number(row.user_id)),
          create_time: Number(row.create_time),
        }));
    const relations = {
      following: relationList(RELATION.follow, true),
      followers: relationList(RELATION.follow, false),
      liked: relationList(RELATION.zan, true),
      matches: matchRows.map((row) => ({
        person: nameOf(Number(row.user_low) === userId ? Number(row.user_high) : Number(row.user_low)),
        create_time: Number(row.create_time),
      })),
      blocked: relationList(RELATION.block, true),
      hidden: relationList(RELATION.noSee, true),
    };

    const orderRows = await db
      .selectFrom('pay_orders')
      .select(['out_trade_no', 'amount_fen', 'coins', 'channel', 'state', 'create_time', 'paid_time'])
      .where('user_id', '=', userId)
      .orderBy('create_time')
      .execute();
    const ledgerRows = await db
      .selectFrom('coin_ledger')
      .select(['delta', 'reason', 'ref', 'create_time'])
      .where('user_id', '=', userId)
      .orderBy('create_time')
      .orderBy('id')
      .execute();
    const orders = {
      recharges: orderRows.map((row) => ({
        out_trade_no: row.out_trade_no,
        amount_fen: Number(row.amount_fen),
        coins: Number(row.coins),
        channel: row.channel,
        state: row.state,
        create_time: Number(row.create_time),
        paid_time: Number(row.paid_time),
      })),
      coins: ledgerRows.map((row) => ({
        delta: Number(row.delta),
        reason: row.reason,
        ref: row.ref,
        create_time: Number(row.create_time),
      })),
    };

    return {
      profile: { ...info, avatar_file: avatar, background_file: background, album: albumNames },
      updates,
      comments,
      orders,
      relations,
      photos,
      messages: () => this.#messages(userId, names),
    };
  }

  /**
   * messages.json, a page of messages at a time (by id): what the member sent, and what they received and were
   * shown (not a message shadowed from them). A revoked message keeps only that it was revoked.
   */
  async *#messages(userId: number, names: Map<number, PersonName>): AsyncGenerator<string> {
    const db = this.#transactions.db;
    yield '[';
    let after = 0;
    let first = true;
    for (;;) {
      const rows = await db
        .selectFrom('chat_messages')
        .select([
          'id',
          'message_id',
          'from_user_id',
          'to_user_id',
          'type',
          'content',
          'images',
          'emote_id',
          'create_time',
          'revoke_time',
        ])
        .where('id', '>', after)
        .where((eb) =>
          eb.or([eb('from_user_id', '=', userId), eb.and([eb('to_user_id', '=', userId), eb('shadow', '=', 0)])]),
        )
        .orderBy('id')
        .limit(MESSAGE_PAGE)
        .execute();
      if (rows.length === 0) break;
      await this.#learnNames(
        names,
        rows.map((row) => (Number(row.from_user_id) === userId ? Number(row.to_user_id) : Number(row.from_user_id))),
      );
      for (const row of rows) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(messageEntry(row, userId, names))}`;
        first = false;
      }
      after = Number(rows[rows.length - 1]?.id);
      if (rows.length < MESSAGE_PAGE) break;
    }
    yield '\n]\n';
  }

  /** Public names of these people, added to `names` (null for an account that is gone). */
  async #learnNames(names: Map<number, PersonName>, ids: Iterable<number>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !names.has(id));
    for (let start = 0; start < wanted.length; start += 500) {
      const batch = wanted.slice(start, start + 500);
      const rows = await this.#transactions.db
        .selectFrom('users')
        .select(['id', 'userid', 'username'])
        .where('id', 'in', batch)
        .execute();
      for (const id of batch) names.set(id, null);
      for (const row of rows) names.set(Number(row.id), { userid: row.userid, username: row.username });
    }
  }
}
