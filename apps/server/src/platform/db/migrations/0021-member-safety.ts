import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Member safety on the user row (issue 24; docs/api.md "Member safety"), read with the row every list and check
 * already has: `verified` (1 while an approved verification covers the current avatar: the badge and the feed's
 * filter), `message_policy` (who may start a conversation with them) and `blur_stranger_images`. The tables of
 * verification, first contact, warnings and exports are their features' own migrations.
 */
export const memberSafety: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('message_policy', 'varchar(16)', (c) => c.notNull().defaultTo('everyone'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('blur_stranger_images', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['blur_stranger_images', 'message_policy', 'verified']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
};
