import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Account deletion read two tables in full: `chat_sessions` by `peer_id` (deleting the sessions others hold with
 * the user, and the foreign key's cascade from the user's row) and `kk_lock_members` by `partner_id` (the
 * cascade). On SQLite that holds the one writer, every sender's batch included, for as long as the whole table
 * takes to read. A session row is written once per side of a conversation (later messages update it in place,
 * and `peer_id` never changes), so the index costs nothing per message (docs/decisions/0049-chat-indexes.md).
 */
export const deletionIndexes: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('chat_sessions_peer').on('chat_sessions').column('peer_id').execute();
      await db.schema.createIndex('kk_lock_members_partner').on('kk_lock_members').column('partner_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('kk_lock_members_partner').execute();
      await db.schema.dropIndex('chat_sessions_peer').execute();
    },
  };
};
