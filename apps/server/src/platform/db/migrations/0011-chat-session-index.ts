import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Every chat message moves both sides' `update_time`, and so rewrote two entries of chat_sessions_list (user_id,
 * hidden, update_time) per message: with 2,000,000 sessions that doubled the cost of a batch's session upsert
 * (108 against 57 µs a message on SQLite). No query reads the sessions in that index's order: the list sorts by
 * the pinned flag first (computed per row), and every query on the table names `user_id`, which the primary key
 * (user_id, peer_id) leads with; EXPLAIN shows the key used on both dialects (docs/decisions/0049-chat-indexes.md).
 */
export const chatSessionIndex: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('chat_sessions_list').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('chat_sessions_list')
        .on('chat_sessions')
        .columns(['user_id', 'hidden', 'update_time'])
        .execute();
    },
  };
};
