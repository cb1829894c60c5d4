import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * The matchmaking feed (docs/feed.md): the indexes its candidate walks follow, a per-day impressions counter
 * (damping the most shown profiles), and the frozen rankings that later pages read (one per viewer).
 */
export const feedIndexes: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      // Same city and same province: walked in activity order within (gender, province, city).
      await db.schema
        .createIndex('users_feed_place')
        .on('users')
        .columns(['gender', 'province', 'city', 'active_time'])
        .execute();
      // Same province, other cities: walked in activity order within the province, the city read from the index.
      await db.schema
        .createIndex('users_feed_province')
        .on('users')
        .columns(['gender', 'province', 'active_time', 'city'])
        .execute();
      // Everyone else, and the explicit filters without a place: walked in activity order within the gender. The
      // filter columns ride along, so the walk skips people outside the filters without reading their rows.
      await db.schema
        .createIndex('users_feed_active')
        .on('users')
        .columns(['gender', 'active_time', 'province', 'city', 'birthday', 'height'])
        .execute();
      // A narrow age range: the birthdays in it, then sorted by activity.
      await db.schema.createIndex('users_feed_birthday').on('users').columns(['gender', 'birthday']).execute();
      // How often the profile was shown on the day `feed_impressions_day` (days since the epoch, China time).
      await db.schema
        .alterTable('users')
        .addColumn('feed_impressions', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('feed_impressions_day', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('feed_snapshots')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token', 'varchar(32)', (c) => c.notNull())
        // The filters it was ranked for, as JSON: another filter set ranks again.
        .addColumn('filters', 'varchar(400)', (c) => c.notNull())
        // The ranked user ids, comma-separated (at most FEED_SNAPSHOT_SIZE).
        .addColumn('ids', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feed_snapshots').execute();
      await db.schema.alterTable('users').dropColumn('feed_impressions_day').execute();
      await db.schema.alterTable('users').dropColumn('feed_impressions').execute();
      await db.schema.dropIndex('users_feed_birthday').execute();
      await db.schema.dropIndex('users_feed_active').execute();
      await db.schema.dropIndex('users_feed_province').execute();
      await db.schema.dropIndex('users_feed_place').execute();
    },
  };
};
