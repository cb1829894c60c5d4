import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Connections (docs/decisions/0085-notices-matches-and-visits.md): matches, the notification centre, who visited
 * whom, and each person's notification settings. The square's "last read" time (updates_notice_reads) goes: its
 * counts are now the unread notices of the square's kinds.
 */
export const connections: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      // One row per pair (the lower id first): the primary key keeps one match per pair whatever races.
      await db.schema
        .createTable('matches')
        .addColumn('user_low', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_high', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('matches_pk', ['user_low', 'user_high'])
        .execute();
      // A person's matches where they are the higher id (the primary key serves the lower side).
      await db.schema.createIndex('matches_high').on('matches').column('user_high').execute();

      await db.schema
        .createTable('notices')
        .addColumn('id', ...idColumn(dialect))
        // Who is told.
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // NOTICE_TYPES.
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        // Who did it; null for `system`.
        .addColumn('from_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('target_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        // When it is told: at once, or a like after NOTICE.likeGraceMs; `delivered` 1 once it was (claimed once).
        .addColumn('due_time', 'bigint', (c) => c.notNull())
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A person's list, newest first (all kinds or one).
      await db.schema.createIndex('notices_user').on('notices').columns(['user_id', 'type', 'id']).execute();
      await db.schema.createIndex('notices_user_id').on('notices').columns(['user_id', 'id']).execute();
      // Unread counts read only the unread delivered rows.
      await db.schema
        .createIndex('notices_unread')
        .on('notices')
        .columns(['user_id', 'type'])
        .where(sql<boolean>`is_read = 0 and delivered = 1`)
        .execute();
      // The timer's pending likes.
      await db.schema
        .createIndex('notices_due')
        .on('notices')
        .column('due_time')
        .where(sql<boolean>`delivered = 0`)
        .execute();
      // A deleted update's notices.
      await db.schema.createIndex('notices_target').on('notices').columns(['target_id', 'type']).execute();
      // A deleted account's notices to others.
      await db.schema.createIndex('notices_from').on('notices').column('from_user_id').execute();

      // One row per visitor and person visited: the first visit of the latest day (NOTICE.visitDayOffsetMs).
      await db.schema
        .createTable('visits')
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('visited_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // Days since the epoch in the visit time zone.
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('visit_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('visits_pk', ['visitor_id', 'visited_id'])
        .execute();
      await db.schema.createIndex('visits_visited').on('visits').columns(['visited_id', 'visit_time']).execute();

      await db.schema
        .createTable('notice_settings')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        // JSON array of NOTICE_TYPES Web Push may announce; null: all of them.
        .addColumn('push_types', 'text')
        .addColumn('hide_visits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.dropTable('updates_notice_reads').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable('updates_notice_reads')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('read_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.dropTable('notice_settings').execute();
      await db.schema.dropTable('visits').execute();
      await db.schema.dropTable('notices').execute();
      await db.schema.dropTable('matches').execute();
    },
  };
};
