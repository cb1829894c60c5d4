import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Chat: messages, each user's sessions (read state, unread count, mark name), each user's event stream
 * with its sequence (catch-up after a reconnect, docs/decisions/0050-event-stream-and-fan-out.md), emotes and push
 * subscriptions.
 */
export const chat: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', ...idColumn(dialect))
        // The client's id (createMessageId): unique, so a resend can never store a second message.
        .addColumn('message_id', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('from_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('to_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The conversation: the smaller and the larger user id, so both directions share one index range.
        .addColumn('low_id', 'bigint', (c) => c.notNull())
        .addColumn('high_id', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('content', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        // The images as shown ({id, url, thumb, width, height} as JSON): a message keeps its pictures as sent.
        .addColumn('images', 'varchar(4000)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('emote_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('revoke_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('chat_messages_conversation')
        .on('chat_messages')
        .columns(['low_id', 'high_id', 'id'])
        .execute();
      // Account deletion and "what did this user send" (revoke checks go by message_id).
      await db.schema.createIndex('chat_messages_from').on('chat_messages').columns(['from_user_id']).execute();
      await db.schema.createIndex('chat_messages_to').on('chat_messages').columns(['to_user_id']).execute();

      // One row per (user, peer): the user's side of a conversation.
      await db.schema
        .createTable('chat_sessions')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('peer_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // chat_messages.id of the last message, of the last one read, and of the last one cleared (deleteSession).
        .addColumn('last_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('read_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('clear_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mark_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_sessions_pk', ['user_id', 'peer_id'])
        .execute();
      await db.schema
        .createIndex('chat_sessions_list')
        .on('chat_sessions')
        .columns(['user_id', 'hidden', 'update_time'])
        .execute();

      // Each user's stream: the last seq given out, and the events by (user_id, seq).
      await db.schema
        .createTable('chat_event_seqs')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('chat_events')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        // A message event names its row (shown as it is now: revoked, read); other events carry their data.
        .addColumn('ref_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('payload', 'varchar(1000)', (c) => c.notNull().defaultTo('{}'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_events_pk', ['user_id', 'seq'])
        .execute();
      await db.schema.createIndex('chat_events_time').on('chat_events').columns(['create_time']).execute();

      await db.schema
        .createTable('my_emotes')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('url', 'varchar(200)', (c) => c.notNull())
        .addColumn('thumb', 'varchar(200)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('my_emotes_user_file', ['user_id', 'file_id'])
        .execute();
      await db.schema
        .createTable('emote_history')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('emote_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('url', 'varchar(200)', (c) => c.notNull())
        .addColumn('use_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('emote_history_pk', ['user_id', 'emote_id'])
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // The login session it belongs to (its token's hash): logout ends it.
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(1024)', (c) => c.notNull().unique())
        .addColumn('subscription', 'varchar(2048)', (c) => c.notNull())
        .addColumn('preview', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'push_subscriptions',
        'emote_history',
        'my_emotes',
        'chat_events',
        'chat_event_seqs',
        'chat_sessions',
        'chat_messages',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
