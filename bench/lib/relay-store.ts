// The stored relay's store (lib/relay.ts with a data dir): what storing a text message costs the app, without the
// app. Each message lands in the app's own database (made by its migrations, lib/chat-data.ts) with the app's
// pragmas, its checkpointer thread and the very SQL texts its batch runs on SQLite (`CHAT_BATCH_SQLITE`), on
// better-sqlite3 on the main thread, prepared once, synchronously. Group commit as the app's (chat.batcher.ts): the
// first message of a batch waits 2 ms for others, at most 256 a batch, one BEGIN IMMEDIATE ... COMMIT each; and
// exactly the rows the app writes for a new text message: the message, both sides' sessions, both users' seqs and
// their events. None of the app's checks (blocks, moderation, first contact, resends): those are the app's cost.
import { join } from 'node:path';
import { CHAT_BATCH_SQLITE, SQLITE_CHECKPOINT_PRAGMAS, SQLITE_PRAGMAS, startCheckpointer } from '@kk/server/bench';
import SQLite from 'better-sqlite3';

/** The app's: chat.service.ts (windowMs, maxBatch of its GroupCommit). */
const WINDOW_MS = 2;
const MAX_BATCH = 256;

/** A text message as the relay frames it (the app's ChatMessage fields, in its order). */
export interface RelayMessage {
  message_id: string;
  from_user_id: number;
  to_user_id: number;
  type: 'text';
  content: string;
  images: never[];
  image_list: never[];
  emote_id: '';
  create_time: number;
  read: 0;
  revoked: 0;
}

/** What the store takes, and fills in once stored: the seqs its sender's and recipient's streams handed out. */
export interface Storable {
  readonly message: RelayMessage;
  /** 0 until stored; stays 0 when its message_id was stored already (nothing new was written for it). */
  fromSeq: number;
  toSeq: number;
}

export interface RelayStore<T extends Storable> {
  /** Queues an item for the next batch; the store's `committed` gets it once its batch committed. */
  submit(item: T): void;
  /** Stores what is queued, stops the checkpointer (which checkpoints the rest) and closes the file. */
  close(): Promise<void>;
}

type Touch = [userId: number, peerId: number, lastId: number, readId: number, unread: number, updateTime: number];

/**
 * Opens DATA_DIR/kk.sqlite as the app does (database.ts: its pragmas, a checkpointer thread, the log copied after
 * a commit when the thread found it long) and hands each committed batch, in arrival order, to `committed`.
 */
export function openRelayStore<T extends Storable>(
  dataDir: string,
  committed: (batch: readonly T[]) => void,
): RelayStore<T> {
  const file = join(dataDir, 'kk.sqlite');
  const db = new SQLite(file, { fileMustExist: true });
  for (const pragma of [...SQLITE_PRAGMAS, ...SQLITE_CHECKPOINT_PRAGMAS]) db.pragma(pragma);
  const begin = db.prepare('begin immediate');
  const commit = db.prepare('commit');
  const rollback = db.prepare('rollback');
  const insert = db.prepare(CHAT_BATCH_SQLITE.insert);
  const sessions = db.prepare(CHAT_BATCH_SQLITE.sessions);
  const seqs = db.prepare(CHAT_BATCH_SQLITE.seqs);
  const events = db.prepare(CHAT_BATCH_SQLITE.events);
  const passive = db.prepare('pragma wal_checkpoint(PASSIVE)');
  let checkpointDue = false;
  const checkpoint = () => {
    try {
      const done = passive.get() as { busy: number; log: number; checkpointed: number };
      checkpointDue = done.busy !== 0 || done.checkpointed < done.log;
    } catch {
      checkpointDue = true;
    }
  };
  // A message event of the thread: a batch here is synchronous, so none is ever open when it comes.
  const checkpointer = startCheckpointer(file, { onLongLog: checkpoint });

  const store = (batch: readonly T[]) => {
    begin.run();
    try {
      const fresh: Array<{ item: T; id: number }> = [];
      for (const item of batch) {
        const m = item.message;
        const low = Math.min(m.from_user_id, m.to_user_id);
        const high = Math.max(m.from_user_id, m.to_user_id);
        // What the app stores for a text message (chat.service.ts, newMessage): images '[]', no emote, not a
        // shadow, no safety tip, not from a stranger.
        const row = insert.get(
          m.message_id,
          m.from_user_id,
          m.to_user_id,
          low,
          high,
          m.type,
          m.content,
          '[]',
          '',
          m.create_time,
          0,
          '',
          0,
        ) as { id: number } | undefined;
        // message_id is unique: a resend writes nothing (the app answers it from the stored row instead).
        if (row !== undefined) fresh.push({ item, id: row.id });
      }
      // Both sides' sessions of each conversation, one row each for the batch (chat.send-batch.ts, record).
      const touches = new Map<string, Touch>();
      const counts = new Map<number, number>();
      const touch = (userId: number, peerId: number, id: number, time: number, sent: boolean) => {
        const key = `${userId}:${peerId}`;
        let t = touches.get(key);
        if (t === undefined) {
          t = [userId, peerId, 0, 0, 0, 0];
          touches.set(key, t);
        }
        t[2] = id;
        t[5] = time;
        if (sent) t[3] = id;
        else t[4]++;
        counts.set(userId, (counts.get(userId) ?? 0) + 1);
      };
      for (const { item, id } of fresh) {
        const m = item.message;
        touch(m.from_user_id, m.to_user_id, id, m.create_time, true);
        touch(m.to_user_id, m.from_user_id, id, m.create_time, false);
      }
      for (const t of touches.values()) sessions.run(...t);
      // Each user's range of seqs in one upsert (in id order, as the app takes them), handed out in batch order.
      const next = new Map<number, number>();
      for (const [userId, count] of [...counts].sort(([a], [b]) => a - b)) {
        const { seq } = seqs.get(userId, count) as { seq: number };
        next.set(userId, seq - count + 1);
      }
      const take = (userId: number) => {
        const seq = next.get(userId) as number;
        next.set(userId, seq + 1);
        return seq;
      };
      for (const { item, id } of fresh) {
        const m = item.message;
        item.fromSeq = take(m.from_user_id);
        item.toSeq = take(m.to_user_id);
        events.run(m.from_user_id, item.fromSeq, id, m.create_time);
        events.run(m.to_user_id, item.toSeq, id, m.create_time);
      }
      commit.run();
    } catch (error) {
      if (db.inTransaction) rollback.run();
      throw error;
    }
    if (checkpointDue) checkpoint();
    committed(batch);
  };

  let queue: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    timer = null;
    while (queue.length > 0) {
      const batch = queue.length <= MAX_BATCH ? queue : queue.slice(0, MAX_BATCH);
      queue = queue.length <= MAX_BATCH ? [] : queue.slice(MAX_BATCH);
      store(batch);
    }
  };
  return {
    submit(item) {
      queue.push(item);
      if (queue.length === 1) timer = setTimeout(drain, WINDOW_MS);
      else if (queue.length === MAX_BATCH && timer !== null) {
        // A full batch does not wait out the window.
        clearTimeout(timer);
        timer = null;
        setImmediate(drain);
      }
    },
    async close() {
      if (timer !== null) clearTimeout(timer);
      drain();
      db.close();
      await checkpointer.close();
    },
  };
}
