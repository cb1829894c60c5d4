import { SAFETY } from '@kk/contract';
import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Warnings in chat and images from strangers (issue 24; docs/decisions/0093-warnings-and-stranger-images.md).
 *
 * - `chat_messages.safety_tip` ('' | 'contact' | 'money') and `from_stranger` (1: its recipient had not answered
 *   its sender when it was sent), decided once as it is stored, shown to its recipient only.
 * - `safety_words`: the money words, in the admin's order, seeded with SAFETY.moneyWordsDefault.
 * - `money_talk`: whom a member last sent money talk to, and when, while they did not know the member: five
 *   different people within a day put the member in the queue. One row per pair.
 * - `reports.automatic`: 1 for a report the system filed (its reporter_id is the member it is about).
 */
export const safetyTips: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chat_messages')
        .addColumn('safety_tip', 'varchar(8)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('chat_messages')
        .addColumn('from_stranger', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('safety_words')
        .addColumn('position', 'integer', (c) => c.notNull().primaryKey())
        .addColumn('word', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db
        .insertInto('safety_words' as never)
        .values(SAFETY.moneyWordsDefault.map((word, position) => ({ position, word })) as never)
        .execute();
      await db.schema
        .createTable('money_talk')
        .addColumn('from_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('to_user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('money_talk_pk', ['from_user_id', 'to_user_id'])
        .execute();
      await db.schema.createIndex('money_talk_time').on('money_talk').columns(['from_user_id', 'last_time']).execute();
      await db.schema
        .alterTable('reports')
        .addColumn('automatic', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('reports').dropColumn('automatic').execute();
      await db.schema.dropTable('money_talk').execute();
      await db.schema.dropTable('safety_words').execute();
      await db.schema.alterTable('chat_messages').dropColumn('from_stranger').execute();
      await db.schema.alterTable('chat_messages').dropColumn('safety_tip').execute();
    },
  };
};
