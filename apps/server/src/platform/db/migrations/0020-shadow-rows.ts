import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Shadow rows (docs/decisions/0088-sanctions-enforced.md): an update, a comment or a message written while its
 * author was shadowbanned is marked `shadow` 1 when it is made, and only its author sees it. Marked at creation,
 * so lifting the shadowban later neither reveals the hidden rows nor hides the ones others already saw.
 */
export const shadowRows: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['updates', 'comments', 'chat_messages']) {
        await db.schema
          .alterTable(table)
          .addColumn('shadow', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['chat_messages', 'comments', 'updates']) {
        await db.schema.alterTable(table).dropColumn('shadow').execute();
      }
    },
  };
};
