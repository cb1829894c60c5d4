import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * What moderation has put on a member (issue 23; docs/decisions/0086-operator-console.md), on the user row so that
 * every check and every list filter reads it with the row it already has: `muted_until` and `suspended_until` (ms
 * since the epoch; in force while in the future), `banned`, `shadowbanned`, and `held` (taken out of the feed by
 * protection before review until an operator looks). The history of actions lives in the audit log and the
 * moderation tables; these are only what is in force now.
 */
export const memberState: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('muted_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('suspended_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('shadowbanned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['held', 'shadowbanned', 'banned', 'suspended_until', 'muted_until']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
};
