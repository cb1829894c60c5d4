import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/** Accounts, sessions and SMS codes. */
export const foundation: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('userid', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(200)')
        .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('signature', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('birthday', 'varchar(10)', (c) => c.notNull().defaultTo(''))
        .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('marriage', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('province', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('county', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('work', 'varchar(60)', (c) => c.notNull().defaultTo(''))
        .addColumn('salary', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('sms_codes')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('purpose', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .addColumn('consume_time', 'bigint')
        .execute();
      await db.schema
        .createIndex('sms_codes_phone_purpose')
        .on('sms_codes')
        .columns(['phone', 'purpose', 'create_time'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sms_codes').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  };
};
