import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * People: relations from one user to another (follow, zan, top, block, no-see: RELATION in the
 * contract), who a user wants to meet, when they were last active, and reports for the operator.
 */
export const people: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      // One row per (user, target, kind): the primary key makes "one zan per user" hold under any concurrency.
      await db.schema
        .createTable('user_relations')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_relations_pk', ['user_id', 'kind', 'target_id'])
        .execute();
      // Who follows / liked / blocked me: the reverse direction, newest first.
      await db.schema
        .createIndex('user_relations_target')
        .on('user_relations')
        .columns(['target_id', 'kind', 'create_time'])
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('want_gender', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('active_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('reports')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('reporter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'integer', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'integer', (c) => c.notNull())
        .addColumn('content', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        // The screenshots' file ids, as a JSON array.
        .addColumn('images', 'varchar(200)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reports_reporter').on('reports').columns(['reporter_id', 'create_time']).execute();
      await db.schema.createIndex('reports_open').on('reports').columns(['status', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reports').execute();
      await db.schema.dropTable('user_relations').execute();
      await db.schema.alterTable('users').dropColumn('active_time').execute();
      await db.schema.alterTable('users').dropColumn('want_gender').execute();
    },
  };
};
