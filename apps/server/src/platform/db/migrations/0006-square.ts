import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * The square: updates, their images, likes (zan) and comments, and when each user last looked at
 * what is new on their updates. Deleting an update cascades to its images, likes and comments; the image files
 * go through FileService after the commit (features/updates). docs/decisions/0044-the-square.md.
 */
export const square: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('updates')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // At most SQUARE.updatesContentMax characters (checked by the contract); '' for images only.
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      // A person's updates (the `user` list, account deletion), newest first. The square walks the primary key.
      await db.schema.createIndex('updates_user').on('updates').columns(['user_id', 'id']).execute();

      // No foreign key to files: the file row goes after the update (after the commit), and account deletion
      // erases files in its own step.
      await db.schema
        .createTable('update_images')
        .addColumn('update_id', 'bigint', (c) => c.notNull().references('updates.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_id', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('update_images_pk', ['update_id', 'position'])
        .execute();
      // Whether a file is still shown by another update before it is deleted.
      await db.schema.createIndex('update_images_file').on('update_images').column('file_id').execute();

      // One like per (update, user): the primary key makes it hold under any concurrency, on any instance.
      await db.schema
        .createTable('update_zans')
        .addColumn('update_id', 'bigint', (c) => c.notNull().references('updates.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('update_zans_pk', ['update_id', 'user_id'])
        .execute();
      await db.schema.createIndex('update_zans_user').on('update_zans').column('user_id').execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('update_id', 'bigint', (c) => c.notNull().references('updates.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        // The comment answered (no foreign key: it may be deleted while the reply stays) and its author.
        .addColumn('reply_id', 'bigint')
        .addColumn('reply_user_id', 'bigint')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      // An update's comments in order; a person's comments (account deletion); replies to a person (notices).
      await db.schema.createIndex('comments_update').on('comments').columns(['update_id', 'id']).execute();
      await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();
      await db.schema
        .createIndex('comments_reply_user')
        .on('comments')
        .columns(['reply_user_id', 'create_time'])
        .execute();

      // When the user last looked at what is new on their updates (readUpdatesNotice).
      await db.schema
        .createTable('updates_notice_reads')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('read_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('updates_notice_reads').execute();
      await db.schema.dropTable('comments').execute();
      await db.schema.dropTable('update_zans').execute();
      await db.schema.dropTable('update_images').execute();
      await db.schema.dropTable('updates').execute();
    },
  };
};
