// The benchmarks' contract with the server: bench/ imports the server's parts as `@kk/server/bench` (this file)
// and the whole app as `@kk/server/bench/app` (bench-surface-app.ts), never a server file by its path (lint
// refuses that: biome.json). The raw baselines run the app's own SQL, views, pools and texts, so that a baseline
// and the app do the same work; the suites build the app's services to read the SQL they run. Moving a server
// file means changing a line here, never a benchmark. Only what bench/ uses is here: it is not an API for
// anything else. The whole app is apart so that the baselines' processes never load Fastify and every feature.

// Chat history: its rows, its view, its reader, and (below) the relations it checks. The SQL a batch of sends
// stores with on SQLite (the stored relay writes the same rows).
export { SQLITE_BATCH_SQL as CHAT_BATCH_SQLITE } from './features/chat/chat.batch.repository.ts';
export { ChatReader } from './features/chat/chat.reader.ts';
export {
  ChatRepository,
  type MessageRow as ChatMessageRow,
  type SessionRow as ChatSessionRow,
} from './features/chat/chat.repository.ts';
export { messageView, pairOf } from './features/chat/chat.view.ts';
// The demo population's words, which the feed benchmark's 100,000 people are made of.
export { FAMILY_NAMES, GIVEN_NAMES, SIGNATURES, WORKS } from './features/demo/demo-data.ts';
// Kk lock: the query for the lock fields user info carries, its states, and their view.
export { STATE as KK_LOCK_STATE, userInfoQuery } from './features/kklock/kklock.repository.ts';
export { unlockedFields } from './features/kklock/kklock.view.ts';
// The matchmaking feed: filters, pools, ranking, impressions, and the repository and service over them.
export { type FeedFilters, type FeedRequest, feedFilters, passesFilters } from './features/people/people.filters.ts';
export { ImpressionCounter, withUnwritten } from './features/people/people.impressions.ts';
export {
  FeedPools,
  mergeChunks,
  type PoolCursor,
  type PoolPerson,
  type PoolPlace,
  type PoolQueryRow,
  type PoolReader,
  poolPlaces,
  poolReads,
  poolRowOf,
  walkPools,
} from './features/people/people.pools.ts';
export {
  FEED_IMPRESSIONS_WRITE_MS,
  FEED_LIKES_READ_MAX,
  FEED_SNAPSHOT_TTL_MS,
  rank,
  tierPlaces,
} from './features/people/people.ranking.ts';
export { PeopleRepository } from './features/people/people.repository.ts';
export { PeopleService } from './features/people/people.service.ts';
export { RelationRepository } from './features/relation/relation.repository.ts';
export { RelationService } from './features/relation/relation.service.ts';
// Users: the repository and service the others take, and the views user info and the feed answer with.
export { UserRepository } from './features/user/user.repository.ts';
export { UserService } from './features/user/user.service.ts';
export { ownUserInfo, publicUserInfo } from './features/user/user.view.ts';
// The platform: the clock, session tokens, the database as the app opens, migrates and checkpoints it (its
// pragmas and row types), the catalogues' texts, and file URLs.
export { systemClock } from './platform/clock.ts';
export { hashToken } from './platform/crypto.ts';
export { startCheckpointer } from './platform/db/checkpointer.ts';
export { type Db, openDatabase, SQLITE_CHECKPOINT_PRAGMAS, SQLITE_PRAGMAS } from './platform/db/database.ts';
export { migrate } from './platform/db/migrate.ts';
export type { Database, UserRow } from './platform/db/schema.ts';
export { Transactions } from './platform/db/transaction.ts';
export { Events } from './platform/events.ts';
export { message } from './platform/http/language.ts';
export { urlOf } from './platform/storage/storage.ts';
