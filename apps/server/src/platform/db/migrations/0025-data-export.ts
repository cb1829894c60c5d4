import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * A copy of my data (issue 24 part 6; docs/decisions/0095-data-export.md): one row per member, their latest export.
 *
 * - `id`: 128 random bits in hex, the export's name in its download address (GET /api/user/dataExport/<id>); a
 *   new request makes a new id, so an old address never opens a newer archive.
 * - `user_id` is unique: requestDataExport replaces the row (once DATA_EXPORT.everyMs has passed since
 *   `create_time`), with the member's row held, so two requests at once make one export.
 * - `status`: pending (being built), ready (`storage_key` holds the zip until `expire_time`), expired, failed.
 * - `claim_time` and `attempts`: a build is claimed by the instance that runs it; one left pending by an instance
 *   that stopped is claimed again by any instance after a lease, and marked failed after a few attempts.
 * - `language`: the member's language at the request, for the archive's README (built later, without a request).
 */
export const dataExport: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_exports')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('language', 'varchar(16)', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('claim_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('ready_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('expire_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // The sweep's two looks: pending builds whose claim ran out, ready archives whose time is up.
      await db.schema.createIndex('data_exports_status').on('data_exports').columns(['status', 'claim_time']).execute();
      await db.schema
        .createIndex('data_exports_expiry')
        .on('data_exports')
        .columns(['status', 'expire_time'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('data_exports').execute();
    },
  };
};
