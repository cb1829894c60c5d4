import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/** Uploaded files, the photo album, and the profile background image. */
export const media: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('bg_img', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('thumb_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_user_id').on('files').column('user_id').execute();

      await db.schema
        .createTable('user_photos')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_id', 'varchar(32)', (c) => c.notNull().unique().references('files.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_photos_user_id').on('user_photos').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_photos').execute();
      await db.schema.dropTable('files').execute();
      await db.schema.alterTable('users').dropColumn('bg_img').execute();
    },
  };
};
