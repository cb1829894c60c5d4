import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * First contact (issue 24; docs/decisions/0092-first-contact-and-who-may-write.md).
 *
 * - `chat_contacts`: one row per conversation (its two ids, the smaller first, as chat_messages' low_id and
 *   high_id): who wrote first and when, whether the other has answered, and how many messages the first writer
 *   sent before that (the unanswered limit). The primary key makes it one per pair whatever the race; every writer
 *   holds both people's rows, and the counter only ever moves by an upsert that adds to it.
 * - `chat_new_conversations`: conversations a member started per day (China Standard Time), claimed by one
 *   conditional upsert each, so no two instances can both take the last one.
 *
 * Every conversation that has a message now is written `legacy`: the limits never apply to it. Whether it was
 * answered is read from its messages, so the warnings and the stranger flag see it as it is.
 */
export const firstContact: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_contacts')
        .addColumn('low_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('high_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('starter_id', 'bigint', (c) => c.notNull())
        .addColumn('first_time', 'bigint', (c) => c.notNull())
        .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('legacy', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_contacts_pk', ['low_id', 'high_id'])
        .execute();
      await db.schema
        .createTable('chat_new_conversations')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_new_conversations_pk', ['user_id', 'day'])
        .execute();
      // The first message of each conversation names who started it; any message from the other is an answer.
      await sql`insert into chat_contacts (low_id, high_id, starter_id, first_time, answered, sent, legacy)
        select m.low_id, m.high_id, m.from_user_id, m.create_time,
          case when exists (select 1 from chat_messages o where o.low_id = m.low_id and o.high_id = m.high_id
            and o.from_user_id <> m.from_user_id) then 1 else 0 end, 0, 1
        from chat_messages m
        where m.id = (select min(f.id) from chat_messages f where f.low_id = m.low_id and f.high_id = m.high_id)
          and exists (select 1 from users u where u.id = m.low_id)
          and exists (select 1 from users u where u.id = m.high_id)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_new_conversations').execute();
      await db.schema.dropTable('chat_contacts').execute();
    },
  };
};
