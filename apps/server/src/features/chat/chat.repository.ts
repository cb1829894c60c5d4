// The only SQL of chat: messages, sessions (one row per user and peer) and each user's event stream.
import { RELATION } from '@kk/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type {
  ChatEventTable,
  ChatMessageTable,
  ChatSessionTable,
  Database,
  UserRow,
} from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type MessageRow = Selectable<ChatMessageTable>;
export type SessionRow = Selectable<ChatSessionTable>;
export type EventRow = Selectable<ChatEventTable>;
export type NewMessage = Omit<MessageRow, 'id' | 'revoke_time'>;

/** A session of the list: the peer's user row, the session, its last message and the peer's read cursor. */
export interface SessionListRow {
  peer: UserRow;
  session: SessionRow;
  last: MessageRow | null;
  peerReadId: number;
  top: boolean;
}

/** An event of a stream with its message, when it names one that still exists. */
export type StreamRow = EventRow & { message: MessageRow | null };

const MESSAGE_COLUMNS = [
  'id',
  'message_id',
  'from_user_id',
  'to_user_id',
  'low_id',
  'high_id',
  'type',
  'content',
  'images',
  'emote_id',
  'create_time',
  'revoke_time',
  'shadow',
  'safety_tip',
  'from_stranger',
] as const;

export class ChatRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** Stores the message unless its message_id exists (a resend): the row, and whether this call stored it. */
  async insertMessage(message: NewMessage): Promise<{ row: MessageRow; inserted: boolean }> {
    const inserted = await this.#db
      .insertInto('chat_messages')
      .values(message)
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: normalize(inserted), inserted: true };
    return { row: (await this.messageByPublicId(message.message_id)) as MessageRow, inserted: false };
  }

  async messageByPublicId(messageId: string): Promise<MessageRow | undefined> {
    const row = await this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    return row && normalize(row);
  }

  /**
   * Whether `fromId` ever wrote to `toId` a message `toId` could see (a shadowbanned member's messages reach only
   * those who wrote to them first). One range of the conversation index, stopped at the first.
   */
  async hasWritten(fromId: number, toId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('chat_messages')
      .select('id')
      .where('low_id', '=', Math.min(fromId, toId))
      .where('high_id', '=', Math.max(fromId, toId))
      .where('from_user_id', '=', fromId)
      .where('shadow', '=', 0)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async messageById(id: number): Promise<MessageRow | undefined> {
    const row = await this.#db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normalize(row);
  }

  /** Empties a revoked message: its text and pictures are gone for both sides. */
  async revoke(id: number, now: number): Promise<void> {
    await this.#db
      .updateTable('chat_messages')
      .set({ revoke_time: now, content: '', images: '[]', emote_id: '' })
      .where('id', '=', id)
      .execute();
  }

  /** The `count` messages before and after this one in its conversation, the message itself among them, in order. */
  async around(row: MessageRow, count: number): Promise<MessageRow[]> {
    const conversation = this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('low_id', '=', row.low_id)
      .where('high_id', '=', row.high_id);
    const [before, after] = await Promise.all([
      conversation.where('id', '<', row.id).orderBy('id', 'desc').limit(count).execute(),
      conversation.where('id', '>', row.id).orderBy('id').limit(count).execute(),
    ]);
    return [...before.reverse(), row, ...after].map((message) => normalize(message as MessageRow));
  }

  async session(userId: number, peerId: number): Promise<SessionRow | undefined> {
    const row = await this.#db
      .selectFrom('chat_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('peer_id', '=', peerId)
      .executeTakeFirst();
    return row && normalizeSession(row);
  }

  /** The sender's side: shown again, the new last message, and read up to it (one's own messages are read). */
  async touchSenderSession(userId: number, peerId: number, lastId: number, now: number): Promise<void> {
    await this.#db
      .insertInto('chat_sessions')
      .values({ user_id: userId, peer_id: peerId, last_id: lastId, read_id: lastId, update_time: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'peer_id'])
          .doUpdateSet({ last_id: lastId, read_id: lastId, update_time: now, hidden: 0 }),
      )
      .execute();
  }

  /** The recipient's side: shown again, the new last message, one more unread. */
  async touchRecipientSession(userId: number, peerId: number, lastId: number, now: number): Promise<void> {
    await this.#db
      .insertInto('chat_sessions')
      .values({ user_id: userId, peer_id: peerId, last_id: lastId, unread: 1, update_time: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'peer_id']).doUpdateSet({
          last_id: lastId,
          update_time: now,
          hidden: 0,
          unread: sql<number>`chat_sessions.unread + 1`,
        }),
      )
      .execute();
  }

  async markRead(userId: number, peerId: number, readId: number): Promise<void> {
    await this.#db
      .updateTable('chat_sessions')
      .set({ unread: 0, read_id: readId })
      .where('user_id', '=', userId)
      .where('peer_id', '=', peerId)
      .execute();
  }

  /** A revoked message that was still unread no longer counts. */
  async uncountUnread(userId: number, peerId: number): Promise<void> {
    await this.#db
      .updateTable('chat_sessions')
      .set({ unread: sql<number>`case when unread > 0 then unread - 1 else 0 end` })
      .where('user_id', '=', userId)
      .where('peer_id', '=', peerId)
      .execute();
  }

  /** deleteSession: off the list, read, and its history cleared for this user only. */
  async hideSession(userId: number, peerId: number): Promise<void> {
    await this.#db
      .updateTable('chat_sessions')
      .set((eb) => ({ hidden: 1, unread: 0, clear_id: eb.ref('last_id'), read_id: eb.ref('last_id') }))
      .where('user_id', '=', userId)
      .where('peer_id', '=', peerId)
      .execute();
  }

  /** A mark name may come before any message: the row is made hidden, and only the name changes if it exists. */
  async setMarkName(userId: number, peerId: number, markName: string): Promise<void> {
    await this.#db
      .insertInto('chat_sessions')
      .values({ user_id: userId, peer_id: peerId, mark_name: markName, hidden: 1 })
      .onConflict((oc) => oc.columns(['user_id', 'peer_id']).doUpdateSet({ mark_name: markName }))
      .execute();
  }

  /**
   * The visible sessions, pinned first, newest first; people blocked either way are left out, and so are the
   * suspended and banned (as a block shows them: docs/decisions/0088-sanctions-enforced.md), until that ends.
   */
  async sessionList(
    userId: number,
    offset: number,
    limit: number,
    now: number,
  ): Promise<{ rows: SessionListRow[]; total: number }> {
    const base = this.#db
      .selectFrom('chat_sessions as s')
      .innerJoin('users as u', 'u.id', 's.peer_id')
      .where('s.user_id', '=', userId)
      .where('s.hidden', '=', 0)
      .where(notBlocked(userId))
      .where('u.banned', '=', 0)
      .where('u.suspended_until', '<=', now);
    const topExpr = sql<number>`case when exists (select 1 from user_relations r where r.user_id = s.user_id and r.target_id = s.peer_id and r.kind = ${RELATION.top}) then 1 else 0 end`;
    const rows = await base
      .leftJoin('chat_sessions as p', (join) =>
        join.onRef('p.user_id', '=', 's.peer_id').onRef('p.peer_id', '=', 's.user_id'),
      )
      .selectAll('u')
      .select([
        's.last_id as s_last_id',
        's.read_id as s_read_id',
        's.clear_id as s_clear_id',
        's.unread as s_unread',
        's.hidden as s_hidden',
        's.mark_name as s_mark_name',
        's.update_time as s_update_time',
        'p.read_id as p_read_id',
        topExpr.as('s_top'),
      ])
      .orderBy('s_top', 'desc')
      .orderBy('s.update_time', 'desc')
      .orderBy('s.peer_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const lastIds = rows.map((row) => Number(row.s_last_id)).filter((id) => id > 0);
    const lasts =
      lastIds.length === 0
        ? []
        : (await this.#db.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('id', 'in', lastIds).execute()).map(
            normalize,
          );
    return {
      total: Number(counted?.n ?? 0),
      rows: rows.map((row) => {
        const {
          s_last_id,
          s_read_id,
          s_clear_id,
          s_unread,
          s_hidden,
          s_mark_name,
          s_update_time,
          p_read_id,
          s_top,
          ...peer
        } = row;
        const lastId = Number(s_last_id);
        const last = lastId > Number(s_clear_id) ? (lasts.find((m) => m.id === lastId) ?? null) : null;
        return {
          peer: peer as UserRow,
          session: normalizeSession({
            user_id: userId,
            peer_id: peer.id,
            last_id: s_last_id,
            read_id: s_read_id,
            clear_id: s_clear_id,
            unread: s_unread,
            hidden: s_hidden,
            mark_name: s_mark_name,
            update_time: s_update_time,
          }),
          last,
          peerReadId: Number(p_read_id ?? 0),
          top: Number(s_top) === 1,
        };
      }),
    };
  }

  /** Unread messages over the visible sessions with people not blocked either way, nor suspended or banned. */
  async unreadTotal(userId: number, now: number): Promise<number> {
    const row = await this.#db
      .selectFrom('chat_sessions as s')
      .innerJoin('users as u', 'u.id', 's.peer_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('s.unread'), sql<number>`0`).as('n'))
      .where('s.user_id', '=', userId)
      .where('s.hidden', '=', 0)
      .where('s.unread', '>', 0)
      .where(notBlocked(userId))
      .where('u.banned', '=', 0)
      .where('u.suspended_until', '<=', now)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The next seq of a user's stream: one atomic upsert, so concurrent writers (any instance) never share one. */
  async nextSeq(userId: number): Promise<number> {
    const row = await this.#db
      .insertInto('chat_event_seqs')
      .values({ user_id: userId, seq: 1 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ seq: sql<number>`chat_event_seqs.seq + 1` }))
      .returning('seq')
      .executeTakeFirstOrThrow();
    return Number(row.seq);
  }

  async latestSeq(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('chat_event_seqs')
      .select('seq')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async insertEvent(
    event: Omit<EventRow, 'ref_id' | 'payload'> & { ref_id?: number; payload?: string },
  ): Promise<void> {
    await this.#db.insertInto('chat_events').values(event).execute();
  }

  /** The seq of the event that stored this message in the sender's stream (a resend's ack repeats it). */
  async messageSeq(userId: number, messageRowId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('chat_events')
      .select('seq')
      .where('user_id', '=', userId)
      .where('type', '=', 'message')
      .where('ref_id', '=', messageRowId)
      .executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  /** Events after `after`, in order, with the messages they name (null when the message is gone). */
  async eventsAfter(userId: number, after: number, limit: number): Promise<StreamRow[]> {
    const events = await this.#db
      .selectFrom('chat_events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
    const ids = events.filter((e) => e.type === 'message').map((e) => Number(e.ref_id));
    const messages =
      ids.length === 0
        ? []
        : (await this.#db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute()).map(normalize);
    const byId = new Map(messages.map((m) => [m.id, m]));
    return events.map((event) => ({
      ...event,
      seq: Number(event.seq),
      ref_id: Number(event.ref_id),
      message: byId.get(Number(event.ref_id)) ?? null,
    }));
  }

  /** Read cursors of the recipients' sessions toward their senders, for showing `read` on messages. */
  async readIdOf(userId: number, peerId: number): Promise<number> {
    return Number((await this.session(userId, peerId))?.read_id ?? 0);
  }

  /** Old events go (the stream keeps what a reconnect may need); older cursors get `reset` on sync. */
  async pruneEvents(before: number): Promise<void> {
    await this.#db.deleteFrom('chat_events').where('create_time', '<', before).execute();
  }

  /**
   * Account deletion: the user's messages both ways, sessions both ways, and stream. The messages are found by
   * conversation (migration 0012 dropped the sender and recipient indexes): those where the user is the lower id
   * are one range of the conversation index; the others are the conversations with each lower peer, and every
   * message wrote both sides' sessions, which nothing but this deletes, so the user's sessions name them all.
   */
  /** The people who have a conversation with `userId` in their list (its peers' side of the sessions). */
  async partnersOf(userId: number): Promise<number[]> {
    const rows = await this.#db.selectFrom('chat_sessions').select('user_id').where('peer_id', '=', userId).execute();
    return rows.map((row) => Number(row.user_id));
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('chat_messages').where('low_id', '=', userId).execute();
    await this.#db
      .deleteFrom('chat_messages')
      .where('high_id', '=', userId)
      .where('low_id', 'in', (eb) =>
        eb.selectFrom('chat_sessions').select('peer_id').where('user_id', '=', userId).where('peer_id', '<', userId),
      )
      .execute();
    await this.#db
      .deleteFrom('chat_sessions')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('peer_id', '=', userId)]))
      .execute();
    await this.#db.deleteFrom('chat_events').where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('chat_event_seqs').where('user_id', '=', userId).execute();
    // First contact's rows (the foreign keys cascade too; this makes it explicit).
    await this.#db
      .deleteFrom('chat_contacts')
      .where((eb) => eb.or([eb('low_id', '=', userId), eb('high_id', '=', userId)]))
      .execute();
    await this.#db.deleteFrom('chat_new_conversations').where('user_id', '=', userId).execute();
  }

  /** Whether the two have a conversation: its first-contact row (every conversation has one, migration 0023). */
  async hasContact(a: number, b: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('chat_contacts')
      .select('starter_id')
      .where('low_id', '=', Math.min(a, b))
      .where('high_id', '=', Math.max(a, b))
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** No block either way between the user and the session's peer (`s`): a NOT EXISTS of two key probes. */
function notBlocked(userId: number) {
  return (eb: ExpressionBuilder<Database & { s: ChatSessionTable }, 's'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('user_relations as b')
          .select('b.user_id')
          .where('b.kind', '=', RELATION.block)
          .where((w) =>
            w.or([
              w.and([w('b.user_id', '=', userId), w('b.target_id', '=', w.ref('s.peer_id'))]),
              w.and([w('b.user_id', '=', w.ref('s.peer_id')), w('b.target_id', '=', userId)]),
            ]),
          ),
      ),
    );
}

/** PostgreSQL answers bigint columns as numbers (database.ts) but ids may come back as strings from RETURNING. */
function normalize(row: MessageRow): MessageRow {
  return {
    ...row,
    id: Number(row.id),
    from_user_id: Number(row.from_user_id),
    to_user_id: Number(row.to_user_id),
    low_id: Number(row.low_id),
    high_id: Number(row.high_id),
    create_time: Number(row.create_time),
    revoke_time: Number(row.revoke_time),
    shadow: Number(row.shadow),
  };
}

function normalizeSession(row: SessionRow): SessionRow {
  return {
    ...row,
    user_id: Number(row.user_id),
    peer_id: Number(row.peer_id),
    last_id: Number(row.last_id),
    read_id: Number(row.read_id),
    clear_id: Number(row.clear_id),
    unread: Number(row.unread),
    hidden: Number(row.hidden),
    update_time: Number(row.update_time),
  };
}
