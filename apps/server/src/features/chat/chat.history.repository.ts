// getMessageList's reads (ChatReader.history): both sides' sessions, one page of a conversation, and the message
// a page upward starts before, each compiled once per instance (platform/db/compiled-once.ts). Kysely built and
// compiled them on every page, which cost about as much CPU as SQLite running them (bench/README.md,
// "chat-history"). The block check is RelationRepository's. bench/lib/chat-sql.ts holds the SQL texts for the
// baseline and bench/suites/chat-history.ts checks them: a change here must go there too.
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { MessageRow, SessionRow } from './chat.repository.ts';

const MESSAGE_NUMBERS = [
  'id',
  'from_user_id',
  'to_user_id',
  'low_id',
  'high_id',
  'create_time',
  'revoke_time',
  'shadow',
] as const;
const SESSION_NUMBERS = [
  'user_id',
  'peer_id',
  'last_id',
  'read_id',
  'clear_id',
  'unread',
  'hidden',
  'update_time',
] as const;

export class ChatHistoryRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  // Parameters: user, peer.
  readonly #session = new CompiledOnce((db) =>
    db.selectFrom('chat_sessions').selectAll().where('user_id', '=', 0).where('peer_id', '=', 0),
  );

  // Parameters: low, high, clear id, 0, viewer, limit; with `before`: low, high, clear id, 0, viewer, before id, limit.
  readonly #newest = new CompiledOnce((db) => pageQuery(db).orderBy('id', 'desc').limit(0));
  readonly #before = new CompiledOnce((db) => pageQuery(db).where('id', '<', 0).orderBy('id', 'desc').limit(0));

  // Parameter: message_id (paging upward names the oldest message shown).
  readonly #byPublicId = new CompiledOnce((db) =>
    db.selectFrom('chat_messages').selectAll().where('message_id', '=', ''),
  );

  /** The message a page upward starts before (ChatRepository.messageByPublicId). */
  async anchor(messageId: string): Promise<MessageRow | undefined> {
    const [row] = await this.#byPublicId.rows(this.#db, [messageId]);
    return row && numbers(row, MESSAGE_NUMBERS);
  }

  /** The user's side of the conversation with the peer (ChatRepository.session). */
  async session(userId: number, peerId: number): Promise<SessionRow | undefined> {
    const [row] = await this.#session.rows(this.#db, [userId, peerId]);
    return row && numbers(row, SESSION_NUMBERS);
  }

  /**
   * One page, newest first, after the cleared point and before `beforeId` (ChatRepository.history), as `viewerId`
   * sees it: another's shadow messages left out.
   */
  async page(
    viewerId: number,
    low: number,
    high: number,
    clearId: number,
    beforeId: number | null,
    limit: number,
  ): Promise<MessageRow[]> {
    const rows =
      beforeId === null
        ? await this.#newest.rows(this.#db, [low, high, clearId, 0, viewerId, limit])
        : await this.#before.rows(this.#db, [low, high, clearId, 0, viewerId, beforeId, limit]);
    for (const row of rows) numbers(row, MESSAGE_NUMBERS);
    return rows;
  }
}

function pageQuery(db: Kysely<Database>) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('low_id', '=', 0)
    .where('high_id', '=', 0)
    .where('id', '>', 0)
    .where((eb) => eb.or([eb('shadow', '=', 0), eb('from_user_id', '=', 0)]));
}

/**
 * What chat.repository.ts's normalize does, in place: these columns come as numbers from SQLite, and from
 * PostgreSQL through database.ts's int8 parser, so this costs a type check each instead of a copy of every row.
 */
function numbers<Row extends object>(row: Row, keys: readonly (keyof Row)[]): Row {
  const fields = row as Record<keyof Row, unknown>;
  for (const key of keys) {
    if (typeof fields[key] !== 'number') fields[key] = Number(fields[key]);
  }
  return row;
}
