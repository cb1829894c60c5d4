import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Every chat message wrote an entry in chat_messages_from and one in chat_messages_to, each on a page of its own
 * (the sender's and the recipient's place in the index): with the conversation index and both users' sessions,
 * seqs and events, a message dirtied about seven pages that each commit writes to the log. Nothing reads those
 * two indexes but account deletion, which now finds a user's messages through their sessions and the
 * conversation index (ChatRepository.deleteByUser). Their foreign keys go too: deleting a user would otherwise
 * scan every message for children, twice. A batch of ten then writes 5.1 pages a message instead of 7.1, and
 * its statements and commit take about 30% less (docs/decisions/0049-chat-indexes.md).
 */
export const chatMessageIndexes: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('chat_messages_from').execute();
      await db.schema.dropIndex('chat_messages_to').execute();
      if (dialect === 'postgres') {
        await sql`alter table chat_messages drop constraint if exists chat_messages_from_user_id_fkey,
          drop constraint if exists chat_messages_to_user_id_fkey`.execute(db);
        return;
      }
      // SQLite cannot drop a constraint: the table is made again without them (its rows, ids and AUTOINCREMENT
      // counter kept, so no id is ever given twice: stream events name messages by id).
      await rebuildSqliteTable(db, false);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table chat_messages
          add constraint chat_messages_from_user_id_fkey foreign key (from_user_id) references users (id) on delete cascade,
          add constraint chat_messages_to_user_id_fkey foreign key (to_user_id) references users (id) on delete cascade`.execute(
          db,
        );
      } else {
        await rebuildSqliteTable(db, true);
      }
      await db.schema.createIndex('chat_messages_from').on('chat_messages').columns(['from_user_id']).execute();
      await db.schema.createIndex('chat_messages_to').on('chat_messages').columns(['to_user_id']).execute();
    },
  };
};

const COLUMNS =
  'id, message_id, from_user_id, to_user_id, low_id, high_id, type, content, images, emote_id, create_time, revoke_time';

/** chat_messages as 0007 made it, with or without the users foreign keys, its rows and counter moved over. */
async function rebuildSqliteTable(db: Kysely<unknown>, references: boolean): Promise<void> {
  const user = (c: ColumnDefinitionBuilder) =>
    references ? c.notNull().references('users.id').onDelete('cascade') : c.notNull();
  const counter = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'chat_messages'`.execute(db))
    .rows[0]?.seq;
  await db.schema
    .createTable('chat_messages_next')
    .addColumn('id', ...idColumn('sqlite'))
    .addColumn('message_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('from_user_id', 'bigint', user)
    .addColumn('to_user_id', 'bigint', user)
    .addColumn('low_id', 'bigint', (c) => c.notNull())
    .addColumn('high_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'varchar(4000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('emote_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('revoke_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into chat_messages_next (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from chat_messages order by id`.execute(
    db,
  );
  await db.schema.dropTable('chat_messages').execute();
  await sql`alter table chat_messages_next rename to chat_messages`.execute(db);
  if (counter !== undefined) {
    await sql`update sqlite_sequence set seq = max(seq, ${counter}) where name = 'chat_messages'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select 'chat_messages', ${counter}
      where not exists (select 1 from sqlite_sequence where name = 'chat_messages')`.execute(db);
  }
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['low_id', 'high_id', 'id'])
    .execute();
}
