import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Verified photos (issue 24; docs/decisions/0091-verified-photos.md).
 *
 * - `verify_challenges`: a pose handed out (32 random hex digits), until `expire_time`; `used` once a selfie was
 *   sent for it (claimed by one UPDATE, so two sends of one challenge make one verification).
 * - `verifications`: a selfie sent and its review. `challenge_id` is unique (one verification per challenge) and
 *   `pending_key` is the member's id while it waits and null once reviewed, unique: one pending per member, on
 *   every instance. `language`: the member's when they sent it, for the review's notice. `selfie_key` is a private storage key ('' once reviewed: the selfie is deleted). `photos` are
 *   the URLs an approval covered (JSON).
 * - `verified_photos`: the avatar URLs the member's latest review covered (an approval's avatar and album photos;
 *   none after a rejection). `users.verified` is 1 while the avatar is one of them (the avatar's update checks it).
 */
export const verification: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('verify_challenges')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('pose', 'varchar(32)', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('verify_challenges_user').on('verify_challenges').columns(['user_id']).execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('challenge_id', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('pose', 'varchar(32)', (c) => c.notNull())
        .addColumn('selfie_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('pending_key', 'varchar(24)', (c) => c.unique())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('zh-Hans'))
        .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('review_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('retry_after', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('verifications_user').on('verifications').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('verified_photos')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('verified_photos_pk', ['user_id', 'url'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['verified_photos', 'verifications', 'verify_challenges']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
