// The chat benchmarks' data (DESIGN §4 budgets), written straight into a SQLite file that the app's own migrations
// created (so schema and indexes are the app's), as lib/feed-data.ts does for the feed: one transaction of
// prepared statements, where signing thousands of people up through the API would take minutes.
//
// - `writeChatUsers`: people with a session each (only the token's hash is stored, as a login makes), for the
//   socket suites: every socket logs in with `?token=` like a browser.
// - `buildHistoryData`: the same, plus 1,000,000 messages over many conversations, written in time order (so
//   a conversation's rows are spread through the table as on a real server), with the sessions rows both
//   sides of each conversation hold; the history suite reads the longest conversations.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { hashToken, migrate, openDatabase, urlOf } from '@kk/server/bench';
import SQLite from 'better-sqlite3';

const DAY = 86_400_000;

export interface ChatUser {
  id: number;
  token: string;
}

/** A small seeded generator (mulberry32), so every run builds the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Creates `DATA_DIR/kk.sqlite` with the app's migrations and opens it for bulk writes. */
export async function migratedDatabase(dataDir: string): Promise<{ path: string; db: SQLite.Database }> {
  const app = openDatabase({ databaseUrl: undefined, dataDir });
  await migrate(app);
  await app.close();
  const path = join(dataDir, 'kk.sqlite');
  const db = new SQLite(path);
  // Nothing to lose while filling: no journal fsyncs. The app reopens it with its own pragmas (WAL, NORMAL).
  db.pragma('synchronous = OFF');
  // A page cache large enough for the indexes being filled (the message_id index takes random inserts): with
  // SQLite's default 2 MB, 10,000,000 messages (the growth suite) spent most of their time reading pages back.
  db.pragma('cache_size = -1000000');
  return { path, db };
}

/**
 * Writes `count` complete profiles (ids 1..count) and, for each, a session whose token is returned: the
 * people the sockets log in as. Call inside a transaction.
 */
export function writeUsers(db: SQLite.Database, count: number, now: number): ChatUser[] {
  const insertUser = db.prepare(
    `insert into users (id, userid, phone, username, signature, height, weight, birthday, gender, province, city,
       avatar, want_gender, active_time, create_time, update_time)
     values (?, ?, ?, ?, '', ?, 60, ?, ?, '广东省', '深圳市', ?, ?, ?, ?, ?)`,
  );
  const insertSession = db.prepare(
    'insert into sessions (user_id, token_hash, create_time, expire_time) values (?, ?, ?, ?)',
  );
  const users: ChatUser[] = [];
  for (let id = 1; id <= count; id++) {
    const gender = 1 + (id % 2);
    const created = now - 100 * DAY + id;
    insertUser.run(
      id,
      String(10_000_000 + id),
      `139${String(id).padStart(8, '0')}`,
      `用户${id}`,
      gender === 1 ? 175 : 162,
      `${1990 + (id % 15)}-0${1 + (id % 9)}-1${id % 10}`,
      gender,
      urlOf(`sys/avatars/${String(1 + (id % 24)).padStart(2, '0')}.png`),
      3 - gender,
      now - (id % 1000) * 60_000,
      created,
      created,
    );
    const token = randomBytes(32).toString('base64url');
    insertSession.run(id, hashToken(token), now, now + 30 * DAY);
    users.push({ id, token });
  }
  return users;
}

/** People with sessions, for the socket suites. */
export async function writeChatUsers(dataDir: string, count: number): Promise<{ database: string; users: ChatUser[] }> {
  const { path, db } = await migratedDatabase(dataDir);
  const users = db.transaction(() => writeUsers(db, count, Date.now()))();
  db.close();
  return { database: path, users };
}

export interface HistoryData {
  database: string;
  /** Messages written in all. */
  messages: number;
  conversations: number;
  /** The people the load reads as, each with the peer of their long conversation. */
  readers: Array<ChatUser & { peerId: number }>;
  buildMs: number;
}

const LINES = [
  '你好呀',
  '在吗？',
  '今天下班好早，去吃了家新开的湘菜馆，辣得我眼泪都出来了哈哈',
  '周末有空一起去爬山吗',
  '哈哈哈哈',
  '我也觉得，那家咖啡店的拿铁真的不错，下次带你去',
  '晚安～',
  '刚看完那部电影，结局有点意外，你看了吗？',
  '好的，那就这么定了',
  '最近工作有点忙，回复慢了不好意思',
  '你平时喜欢听什么歌？',
  '嗯嗯',
];

/**
 * `people` people with sessions; `readers` of them each have one long conversation (`perReader` messages) with
 * a peer of their own; the rest of `messages` go between random pairs of everyone (a few dozen each). Texts
 * mostly, some images (1 to 3, as an upload stores them) and emotes. Messages are written in time order.
 */
export async function buildHistoryData(
  dataDir: string,
  options: { people: number; readers: number; perReader: number; messages: number; now: number },
): Promise<HistoryData> {
  const started = performance.now();
  const { people, readers: readerCount, perReader, messages, now } = options;
  const { path, db } = await migratedDatabase(dataDir);
  const rand = random(20261123);
  const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1));

  const insertMessage = db.prepare(
    `insert into chat_messages (id, message_id, from_user_id, to_user_id, low_id, high_id, type, content, images,
       emote_id, create_time) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const upsertSession = db.prepare(
    `insert into chat_sessions (user_id, peer_id, last_id, read_id, unread, update_time) values (?, ?, ?, ?, ?, ?)
     on conflict (user_id, peer_id) do update set last_id = excluded.last_id, read_id = excluded.read_id,
       unread = excluded.unread, update_time = excluded.update_time`,
  );

  // The conversation index is made again after the messages, from its own DDL as the migrations wrote it (read
  // back, not copied here): sorting once is far cheaper than 10,000,000 inserts into a growing B-tree.
  const laterIndexes = db
    .prepare(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'chat_messages' and sql is not null",
    )
    .all() as Array<{ name: string; sql: string }>;
  for (const index of laterIndexes) db.exec(`drop index ${index.name}`);

  const result = db.transaction(() => {
    const users = writeUsers(db, people, now);
    // Conversations: the readers' long ones first (reader i with peer people - i), then random pairs.
    const pairs: Array<[number, number]> = [];
    const readers: HistoryData['readers'] = [];
    const step = Math.max(1, Math.floor(people / 2 / readerCount));
    for (let i = 0; i < readerCount; i++) {
      const reader = users[i * step] as ChatUser;
      const peerId = people - i * step;
      pairs.push([reader.id, peerId]);
      readers.push({ ...reader, peerId });
    }
    const rest = messages - readerCount * perReader;
    const restConversations = Math.max(1, Math.round(rest / 30));
    for (let i = 0; i < restConversations; i++) {
      const a = between(1, people);
      let b = between(1, people);
      if (b === a) b = (a % people) + 1;
      pairs.push([a, b]);
    }
    // Which conversation each message belongs to, shuffled: time order interleaves the conversations.
    const owner = new Int32Array(messages);
    for (let i = 0; i < readerCount; i++) owner.fill(i, i * perReader, (i + 1) * perReader);
    for (let at = readerCount * perReader; at < messages; at++) {
      owner[at] = readerCount + Math.floor(rand() * restConversations);
    }
    shuffle(owner, rand);
    const last = new Int32Array(pairs.length);
    const start = now - 30 * DAY;
    const span = 30 * DAY - 60_000;
    for (let i = 0; i < messages; i++) {
      const conversation = owner[i] as number;
      const [a, b] = pairs[conversation] as [number, number];
      const [from, to] = rand() < 0.5 ? [a, b] : [b, a];
      const id = i + 1;
      const { type, content, images, emoteId } = messageContent(rand);
      insertMessage.run(
        id,
        randomBytes(16).toString('hex'),
        from,
        to,
        Math.min(a, b),
        Math.max(a, b),
        type,
        content,
        images,
        emoteId,
        start + Math.floor((i / messages) * span),
      );
      last[conversation] = id;
    }
    // Both sides' sessions: the last message, read up to some point (a few unread on one side).
    for (const [index, [a, b]] of pairs.entries()) {
      const lastId = last[index] as number;
      if (lastId === 0) continue;
      const time = start + span;
      upsertSession.run(a, b, lastId, lastId, 0, time);
      upsertSession.run(b, a, lastId, Math.max(0, lastId - 5), between(0, 3), time);
    }
    for (const index of laterIndexes) db.exec(index.sql);
    return { readers, conversations: pairs.length };
  })();
  db.pragma('optimize');
  db.close();
  return {
    database: path,
    messages,
    conversations: result.conversations,
    readers: result.readers,
    buildMs: Math.round(performance.now() - started),
  };
}

/** What one message holds: mostly text, some images (1 to 3, as an upload stores them), some emotes. */
function messageContent(rand: () => number): { type: string; content: string; images: string; emoteId: string } {
  const kind = rand();
  if (kind < 0.85) {
    return { type: 'text', content: LINES[Math.floor(rand() * LINES.length)] as string, images: '[]', emoteId: '' };
  }
  if (kind < 0.95) {
    const images = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const file = randomBytes(16).toString('hex');
      return {
        id: file,
        url: urlOf(`u/${file.slice(0, 2)}/${file}.jpg`),
        thumb: urlOf(`u/${file.slice(0, 2)}/${file}_t.webp`),
        width: 1080,
        height: 1440,
      };
    });
    return { type: 'image', content: '', images: JSON.stringify(images), emoteId: '' };
  }
  const emote = [{ id: '', url: '/emotes/1f600.svg', thumb: '/emotes/1f600.svg', width: 72, height: 72 }];
  return { type: 'emote', content: '', images: JSON.stringify(emote), emoteId: '1f600' };
}

/** Fisher-Yates, seeded. */
function shuffle(values: Int32Array, rand: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const swap = values[i] as number;
    values[i] = values[j] as number;
    values[j] = swap;
  }
}
