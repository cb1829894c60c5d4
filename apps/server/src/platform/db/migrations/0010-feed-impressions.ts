import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * The feed's impressions move from two columns of `users` to a narrow table of their own (docs/feed.md
 * "Damping"): an instance writes the shows it counted in batches, and a batch of a few thousand people then
 * touches a few pages of this table instead of a page of `users` per person (each a WAL frame to write and
 * checkpoint on SQLite, a wide row version on PostgreSQL). Only people ever shown have a row.
 */
export const feedImpressions: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feed_impressions')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        // Days since the epoch in China time (people.ranking.ts impressionDay): `shown` counts that day only.
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('shown', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into feed_impressions (user_id, day, shown)
        select id, feed_impressions_day, feed_impressions from users where feed_impressions > 0`.execute(db);
      await db.schema.alterTable('users').dropColumn('feed_impressions_day').execute();
      await db.schema.alterTable('users').dropColumn('feed_impressions').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('feed_impressions', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('feed_impressions_day', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update users set feed_impressions = (select shown from feed_impressions where user_id = users.id),
        feed_impressions_day = (select day from feed_impressions where user_id = users.id)
        where id in (select user_id from feed_impressions)`.execute(db);
      await db.schema.dropTable('feed_impressions').execute();
    },
  };
};
