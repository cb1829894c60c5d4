import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Chat images served to the two people of their conversation only (docs/decisions/0035-who-is-served-a-chat-image.md).
 * `files.chat_image` marks a file sent in chat that is shown nowhere public: `/files/` then serves it only to the
 * people `chat_files` names, one row per message that carries it (the message's revoke removes its rows, its deletion
 * cascades). `/files/` finds a file by either of its keys, so both are indexed.
 */
export const chatImages: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('files')
        .addColumn('chat_image', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('files_storage_key').on('files').column('storage_key').execute();
      await db.schema.createIndex('files_thumb_key').on('files').column('thumb_key').execute();
      await db.schema
        .createTable('chat_files')
        .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
        .addColumn('file_id', 'varchar(32)', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('from_user_id', 'bigint', (c) => c.notNull())
        .addColumn('to_user_id', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_files_pk', ['message_id', 'file_id'])
        .execute();
      // Who may see a file: its few rows, found by the file.
      await db.schema.createIndex('chat_files_file').on('chat_files').column('file_id').execute();
      // Only for the one pass below: the app finds a kept emote by its keeper first.
      await db.schema.createIndex('my_emotes_file_once').on('my_emotes').column('file_id').execute();
      await markSentImages(db);
      await db.schema.dropIndex('my_emotes_file_once').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_files').execute();
      await db.schema.dropIndex('files_thumb_key').execute();
      await db.schema.dropIndex('files_storage_key').execute();
      await db.schema.alterTable('files').dropColumn('chat_image').execute();
    },
  };
};

/** The tables as this migration knows them (the app's schema may change later; this must not). */
interface Tables {
  files: { id: string; user_id: number; storage_key: string; chat_image: number };
  chat_messages: { id: number; from_user_id: number; to_user_id: number; type: string; images: string };
  chat_files: { message_id: number; file_id: string; from_user_id: number; to_user_id: number };
  user_photos: { file_id: string };
  update_images: { file_id: string };
  my_emotes: { file_id: string };
  users: { id: number; avatar: string; bg_img: string };
}

const PAGE = 500;

/**
 * Images sent before this migration (exported for its test) get the same protection, but for files already shown in public (an album
 * photo, an update's image, an avatar or background, or an emote someone kept, which others see when it is
 * sent): those stay public, as they are already seen by others.
 */
export async function markSentImages(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as Kysely<Tables>;
  let after = 0;
  for (;;) {
    const messages = await db
      .selectFrom('chat_messages')
      .select(['id', 'from_user_id', 'to_user_id', 'images'])
      .where('type', '=', 'image')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (messages.length === 0) return;
    after = Number(messages[messages.length - 1]?.id);
    const rows: Tables['chat_files'][] = [];
    for (const message of messages) {
      let images: Array<{ id?: unknown }> = [];
      try {
        images = JSON.parse(message.images) as Array<{ id?: unknown }>;
      } catch {
        continue;
      }
      const ids = new Set(images.map((image) => String(image.id ?? '')).filter((id) => id !== ''));
      for (const id of ids) {
        rows.push({
          message_id: Number(message.id),
          file_id: id,
          from_user_id: Number(message.from_user_id),
          to_user_id: Number(message.to_user_id),
        });
      }
    }
    const ids = [...new Set(rows.map((row) => row.file_id))];
    if (ids.length === 0) continue;
    const existing = new Set(
      (await db.selectFrom('files').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    const kept = rows.filter((row) => existing.has(row.file_id));
    if (kept.length === 0) continue;
    await db.insertInto('chat_files').values(kept).execute();
    await db
      .updateTable('files')
      .set({ chat_image: 1 })
      .where('id', 'in', [...existing])
      .where((eb) =>
        eb.not(
          eb.or([
            eb.exists(eb.selectFrom('user_photos').select('file_id').whereRef('user_photos.file_id', '=', 'files.id')),
            eb.exists(
              eb.selectFrom('update_images').select('file_id').whereRef('update_images.file_id', '=', 'files.id'),
            ),
            eb.exists(eb.selectFrom('my_emotes').select('file_id').whereRef('my_emotes.file_id', '=', 'files.id')),
            eb.exists(
              eb
                .selectFrom('users')
                .select('id')
                .whereRef('users.id', '=', 'files.user_id')
                .where(sql<boolean>`(users.avatar = '/files/' || files.storage_key
                  or users.bg_img = '/files/' || files.storage_key)`),
            ),
          ]),
        ),
      )
      .execute();
  }
}
