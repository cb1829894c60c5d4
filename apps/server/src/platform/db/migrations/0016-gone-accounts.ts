import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Gone accounts (docs/decisions/0084-gone-accounts.md): the id of each deleted account and when it went, written
 * in the deletion's transaction, so a later request that names the id is told the account was deleted (-2012)
 * rather than that it never existed, and the app shows 已注销用户. Nothing else of the person is kept: no name,
 * phone or anything they wrote. Ids are never given out again (both dialects' ids only grow), so a row never
 * speaks for a new account.
 */
export const goneAccounts: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gone_accounts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey())
        .addColumn('delete_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('gone_accounts').execute();
    },
  };
};
