// The SQL of a group commit (chat.batcher.ts): every message of a batch is checked and stored by seven fixed
// statements, whatever the batch's size. On PostgreSQL each takes its rows as arrays read by unnest, one round
// trip for the whole batch; on SQLite, in process, each runs once per row, synchronously, prepared once. Either
// way the SQL text never changes, and Kysely neither builds nor compiles anything per message (bench/README.md,
// "chat-delivery").
import { type MessagePolicy, RELATION } from '@kk/contract';
import { CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { NewMessage } from './chat.repository.ts';

/** One user's side of a conversation after a batch: what ChatRepository.touch*Session did, message by message. */
export interface SessionTouch {
  user_id: number;
  peer_id: number;
  /** The newest message of the batch in this conversation. */
  last_id: number;
  /** The newest this user sent (their own messages are read), or 0: the cursor stays. */
  read_id: number;
  /** Messages this user received in the batch. */
  unread: number;
  update_time: number;
}

export interface NewEvent {
  user_id: number;
  seq: number;
  ref_id: number;
  create_time: number;
}

type Pair = readonly [number, number];

/** What a batch reads of each person's row as it holds it: moderation's state (platform/moderation/member-state.ts). */
export interface LockedUser {
  muted_until: number;
  suspended_until: number;
  banned: number;
  shadowbanned: number;
  /** First contact (chat.first-contact.ts): the sender's budget doubles when verified; the recipient's policy. */
  verified: number;
  message_policy: MessagePolicy;
}

/** A conversation's first-contact row (migration 0023). */
export interface ContactRow {
  low_id: number;
  high_id: number;
  starter_id: number;
  first_time: number;
  answered: number;
  sent: number;
  legacy: number;
}

/** What a batch adds to a conversation's row: inserted as is when new, else `sent` added and `answered` raised. */
export interface ContactWrite {
  low_id: number;
  high_id: number;
  starter_id: number;
  first_time: number;
  answered: number;
  sent: number;
}

type Statement =
  | 'lock'
  | 'blocked'
  | 'started'
  | 'known'
  | 'contacts'
  | 'contactWrite'
  | 'insert'
  | 'sessions'
  | 'seqs'
  | 'events';

/**
 * SQLite: one call per row of a statement prepared once, run synchronously inside the batch's transaction
 * (Transactions.statements). The same rows read from one JSON array by json_each cost about a third more: every
 * `->>` parses the row's JSON again, and the ordered insert went through a sorter.
 */
export const SQLITE_BATCH_SQL: Record<Statement, string> = {
  // SQLite has no row locks: BEGIN IMMEDIATE (transaction.ts) already holds the whole file.
  lock: 'select id, muted_until, suspended_until, banned, shadowbanned, verified, message_policy from users where id = ?',
  blocked: 'select user_id, target_id from user_relations where user_id = ? and target_id = ? and kind = ?',
  started: 'select user_id, peer_id from chat_sessions where user_id = ? and peer_id = ? and last_id > 0',
  known: 'select message_id from chat_messages where message_id = ?',
  contacts: `select low_id, high_id, starter_id, first_time, answered, sent, legacy from chat_contacts
    where low_id = ? and high_id = ?`,
  contactWrite: `insert into chat_contacts (low_id, high_id, starter_id, first_time, answered, sent)
    values (?, ?, ?, ?, ?, ?)
    on conflict (low_id, high_id) do update set sent = chat_contacts.sent + excluded.sent,
      answered = max(chat_contacts.answered, excluded.answered)`,
  insert: `insert into chat_messages
    (message_id, from_user_id, to_user_id, low_id, high_id, type, content, images, emote_id, create_time, shadow,
      safety_tip, from_stranger)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (message_id) do nothing returning id, message_id`,
  sessions: `insert into chat_sessions (user_id, peer_id, last_id, read_id, unread, update_time)
    values (?, ?, ?, ?, ?, ?)
    on conflict (user_id, peer_id) do update set last_id = excluded.last_id,
      read_id = case when excluded.read_id > 0 then excluded.read_id else chat_sessions.read_id end,
      unread = chat_sessions.unread + excluded.unread, update_time = excluded.update_time, hidden = 0`,
  seqs: `insert into chat_event_seqs (user_id, seq) values (?, ?)
    on conflict (user_id) do update set seq = chat_event_seqs.seq + excluded.seq returning user_id, seq`,
  events: `insert into chat_events (user_id, seq, type, ref_id, create_time) values (?, ?, 'message', ?, ?)`,
};

const POSTGRES: Record<Statement, string> = {
  // The rows UserService.lockPair holds, in id order as it takes them (so no two writers deadlock), in the same
  // mode as its UPDATE takes (a foreign key's check from another transaction does not wait for it).
  lock: `select id, muted_until, suspended_until, banned, shadowbanned, verified, message_policy from users
    where id = any($1::bigint[])
    order by id for no key update`,
  blocked: `select r.user_id, r.target_id from unnest($1::bigint[], $2::bigint[]) as p(a, b)
    join user_relations r on r.user_id = p.a and r.kind = $3 and r.target_id = p.b`,
  started: `select s.user_id, s.peer_id from unnest($1::bigint[], $2::bigint[]) as p(a, b)
    join chat_sessions s on s.user_id = p.a and s.peer_id = p.b where s.last_id > 0`,
  known: 'select message_id from chat_messages where message_id = any($1::varchar[])',
  contacts: `select c.low_id, c.high_id, c.starter_id, c.first_time, c.answered, c.sent, c.legacy
    from unnest($1::bigint[], $2::bigint[]) as p(a, b) join chat_contacts c on c.low_id = p.a and c.high_id = p.b`,
  contactWrite: `insert into chat_contacts (low_id, high_id, starter_id, first_time, answered, sent)
    select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::int[], $6::int[])
    on conflict (low_id, high_id) do update set sent = chat_contacts.sent + excluded.sent,
      answered = greatest(chat_contacts.answered, excluded.answered)`,
  insert: `insert into chat_messages
    (message_id, from_user_id, to_user_id, low_id, high_id, type, content, images, emote_id, create_time, shadow,
      safety_tip, from_stranger)
    select m, f, t, l, h, k, c, i, e, ct, sh, st, fs
    from unnest($1::varchar[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::varchar[], $7::varchar[],
      $8::varchar[], $9::varchar[], $10::bigint[], $11::int[], $12::varchar[], $13::int[])
      with ordinality as x(m, f, t, l, h, k, c, i, e, ct, sh, st, fs, n)
    order by n
    on conflict (message_id) do nothing returning id, message_id`,
  sessions: `insert into chat_sessions (user_id, peer_id, last_id, read_id, unread, update_time)
    select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::int[], $6::bigint[])
    on conflict (user_id, peer_id) do update set last_id = excluded.last_id,
      read_id = case when excluded.read_id > 0 then excluded.read_id else chat_sessions.read_id end,
      unread = chat_sessions.unread + excluded.unread, update_time = excluded.update_time, hidden = 0`,
  seqs: `insert into chat_event_seqs (user_id, seq) select * from unnest($1::bigint[], $2::bigint[])
    on conflict (user_id) do update set seq = chat_event_seqs.seq + excluded.seq returning user_id, seq`,
  events: `insert into chat_events (user_id, seq, type, ref_id, create_time)
    select u, s, 'message', r, t from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) as x(u, s, r, t)`,
};

/** Columns of a list of rows: [[a1, b1], [a2, b2]] -> [[a1, a2], [b1, b2]] (unnest's parameters). */
function columns(rows: ReadonlyArray<readonly unknown[]>, width: number): unknown[][] {
  const out = Array.from({ length: width }, () => new Array<unknown>(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as readonly unknown[];
    for (let c = 0; c < width; c++) (out[c] as unknown[])[r] = row[c];
  }
  return out;
}

export class ChatBatchRepository {
  readonly #transactions: Transactions;
  #postgres: boolean | undefined;

  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /**
   * Runs a statement for its rows: on SQLite once per row (each row's parameters, then `extra`), answering the
   * rows each call returned; on PostgreSQL once, with the rows as columns (then `extra`).
   */
  async #run<Row>(
    statement: Statement,
    rows: ReadonlyArray<readonly unknown[]>,
    width: number,
    extra: unknown[] = [],
  ): Promise<Row[]> {
    const db = this.#db;
    this.#postgres ??= db.getExecutor().adapter instanceof PostgresAdapter;
    if (this.#postgres) {
      const query = CompiledQuery.raw(POSTGRES[statement], [...columns(rows, width), ...extra]);
      return (await db.executeQuery<Row>(query)).rows;
    }
    const prepare = this.#transactions.statements();
    if (!prepare) throw new Error('a batch of sends runs inside a transaction');
    const prepared = prepare(SQLITE_BATCH_SQL[statement]);
    // better-sqlite3 binds the values of array arguments in order: the row and `extra` go as they are, with no
    // arrays spread or joined for each row.
    if (!prepared.reader) {
      for (const row of rows) prepared.run(row, extra);
      return [];
    }
    const out: Row[] = [];
    for (const row of rows) {
      const found = prepared.get(row, extra) as Row | undefined;
      if (found !== undefined) out.push(found);
    }
    return out;
  }

  /**
   * Holds the rows of these users, as UserService.lockPair does for a pair, and answers those that exist with
   * what moderation put on them. Every writer of a user's sessions and stream holds the user's row first, so a
   * batch and a block, a read or another instance's batch go one after the other.
   */
  async lockUsers(ids: readonly number[]): Promise<Map<number, LockedUser>> {
    const sorted = [...ids].sort((a, b) => a - b);
    const rows = await this.#run<LockedUser & { id: number }>(
      'lock',
      sorted.map((id) => [id]),
      1,
    );
    return new Map(
      rows.map((row) => [
        Number(row.id),
        {
          muted_until: Number(row.muted_until),
          suspended_until: Number(row.suspended_until),
          banned: Number(row.banned),
          shadowbanned: Number(row.shadowbanned),
          verified: Number(row.verified),
          message_policy: row.message_policy,
        },
      ]),
    );
  }

  /** Of these (user, target) pairs, those where the user blocked the target ("a:b" keys). */
  async blocks(pairs: readonly Pair[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.#run<{ user_id: number; target_id: number }>('blocked', pairs, 2, [RELATION.block]);
    return new Set(rows.map((row) => `${row.user_id}:${row.target_id}`));
  }

  /** Of these (user, peer) pairs, those whose conversation has a message ("a:b" keys). */
  async started(pairs: readonly Pair[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = await this.#run<{ user_id: number; peer_id: number }>('started', pairs, 2);
    return new Set(rows.map((row) => `${row.user_id}:${row.peer_id}`));
  }

  /** Of these message_ids, those stored already (a resend is answered as before, and counts for nothing new). */
  async known(messageIds: readonly string[]): Promise<Set<string>> {
    if (messageIds.length === 0) return new Set();
    const rows = await this.#run<{ message_id: string }>(
      'known',
      messageIds.map((id) => [id]),
      1,
    );
    return new Set(rows.map((row) => row.message_id));
  }

  /** The first-contact rows of these conversations (low, high), by "low:high". */
  async contacts(pairs: readonly Pair[]): Promise<Map<string, ContactRow>> {
    if (pairs.length === 0) return new Map();
    const rows = await this.#run<ContactRow>('contacts', pairs, 2);
    return new Map(
      rows.map((row) => {
        const contact: ContactRow = {
          low_id: Number(row.low_id),
          high_id: Number(row.high_id),
          starter_id: Number(row.starter_id),
          first_time: Number(row.first_time),
          answered: Number(row.answered),
          sent: Number(row.sent),
          legacy: Number(row.legacy),
        };
        return [`${contact.low_id}:${contact.high_id}`, contact];
      }),
    );
  }

  /** Adds what a batch did to its conversations' first-contact rows: one upsert that only ever adds (migration 0023). */
  async writeContacts(writes: readonly ContactWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const rows = writes.map((w) => [w.low_id, w.high_id, w.starter_id, w.first_time, w.answered, w.sent]);
    await this.#run('contactWrite', rows, 6);
  }

  /**
   * Claims one of the user's new conversations of `day` unless `limit` are claimed: one conditional upsert, so two
   * transactions (any instance) can never both take the last one. True when claimed.
   */
  async claimNewConversation(userId: number, day: number, limit: number): Promise<boolean> {
    const db = this.#db;
    this.#postgres ??= db.getExecutor().adapter instanceof PostgresAdapter;
    const text = `insert into chat_new_conversations (user_id, day, count) values (?, ?, 1)
      on conflict (user_id, day) do update set count = chat_new_conversations.count + 1
      where chat_new_conversations.count < ? returning count`;
    if (this.#postgres) {
      let n = 0;
      const query = CompiledQuery.raw(
        text.replace(/\?/g, () => `$${++n}`),
        [userId, day, limit],
      );
      return (await db.executeQuery(query)).rows.length > 0;
    }
    const prepare = this.#transactions.statements();
    if (!prepare) throw new Error('a new conversation is claimed inside a transaction');
    return prepare(text).get(userId, day, limit) !== undefined;
  }

  /** Stores the messages in order, but those whose message_id exists: message_id -> id of those stored. */
  async insertMessages(messages: readonly NewMessage[]): Promise<Map<string, number>> {
    const rows = messages.map((m) => [
      m.message_id,
      m.from_user_id,
      m.to_user_id,
      m.low_id,
      m.high_id,
      m.type,
      m.content,
      m.images,
      m.emote_id,
      m.create_time,
      m.shadow,
      m.safety_tip,
      m.from_stranger,
    ]);
    const stored = await this.#run<{ id: number; message_id: string }>('insert', rows, 13);
    return new Map(stored.map((row) => [row.message_id, Number(row.id)]));
  }

  /** Both sides' sessions of every conversation of the batch, one row each (ChatService sums a batch up). */
  async touchSessions(touches: readonly SessionTouch[]): Promise<void> {
    const rows = touches.map((t) => [t.user_id, t.peer_id, t.last_id, t.read_id, t.unread, t.update_time]);
    await this.#run('sessions', rows, 6);
  }

  /**
   * Takes `count` seqs of each user's stream in one atomic upsert: user -> the last one taken (the user's range is
   * last - count + 1 .. last). Concurrent writers (any instance) never share one.
   */
  async takeSeqs(counts: ReadonlyMap<number, number>): Promise<Map<number, number>> {
    const rows = await this.#run<{ user_id: number; seq: number }>('seqs', [...counts], 2);
    return new Map(rows.map((row) => [Number(row.user_id), Number(row.seq)]));
  }

  /** `message` events of the streams, each naming its stored message. */
  async insertEvents(events: readonly NewEvent[]): Promise<void> {
    await this.#run(
      'events',
      events.map((e) => [e.user_id, e.seq, e.ref_id, e.create_time]),
      4,
    );
  }
}
