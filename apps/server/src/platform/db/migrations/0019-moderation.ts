import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Moderation (issue 23; docs/decisions/0087-moderation.md).
 *
 * - `reports` learn what they name as text (`target_key`: a message's message_id, or the id written out), the member
 *   they are about (`member_id`) and the queue item they joined (`case_id`).
 * - `moderation_cases`: the queue. One item per reported target (or appeal) while open: `open_key` is unique and
 *   set only while the item is open, so two reports racing on two instances join one item, and a report on a
 *   target whose item was closed opens a new one. `report_count` is counted by the same UPDATE that joins.
 * - `moderation_evidence`: what was reported (and every revoked message) as it was: its text and copies of its
 *   images under private storage keys, one row per target, purged after MODERATION_RETENTION_DAYS.
 * - `moderation_appeals`: one per notice (the unique `notice_id` is the last word on "appeal once").
 * - `notices` carry what a moderation notice is about: the action, until when, the appeal's state and the target.
 */
export const moderation: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('reports')
        .addColumn('target_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('reports')
        .addColumn('member_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('reports')
        .addColumn('case_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('reports_case').on('reports').columns(['case_id']).execute();
      await db.schema.createIndex('reports_member_time').on('reports').columns(['member_id', 'create_time']).execute();

      await db.schema
        .createTable('moderation_cases')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target_type', 'integer', (c) => c.notNull())
        .addColumn('target_key', 'text', (c) => c.notNull())
        .addColumn('member_id', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_time', 'bigint', (c) => c.notNull())
        .addColumn('last_time', 'bigint', (c) => c.notNull())
        .addColumn('close_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('open_key', 'text', (c) => c.unique())
        .execute();
      await db.schema
        .createIndex('moderation_cases_queue')
        .on('moderation_cases')
        .columns(['status', 'held', 'report_count', 'first_time'])
        .execute();
      await db.schema.createIndex('moderation_cases_member').on('moderation_cases').columns(['member_id']).execute();

      // Reports made before the queue: their target written out, their member (the person, or the author of an
      // update or comment still there), and the open ones filed into one open item per target, so that nothing
      // an operator has not handled yet is left out of the queue.
      await sql`update reports set target_key = cast(target_id as text)`.execute(db);
      await sql`update reports set member_id = target_id where target_type = 1`.execute(db);
      await sql`update reports set member_id = (select u.user_id from updates u where u.id = reports.target_id)
        where target_type = 2 and exists (select 1 from updates u where u.id = reports.target_id)`.execute(db);
      await sql`update reports set member_id = (select c.user_id from comments c where c.id = reports.target_id)
        where target_type = 3 and exists (select 1 from comments c where c.id = reports.target_id)`.execute(db);
      await sql`insert into moderation_cases
          (kind, target_type, target_key, member_id, report_count, first_time, last_time, open_key)
        select 'report', target_type, target_key, max(member_id), count(*), min(create_time), max(create_time),
          'report:' || cast(target_type as text) || ':' || target_key
        from reports where status = 0 group by target_type, target_key`.execute(db);
      await sql`update reports set case_id = (select c.id from moderation_cases c
          where c.target_type = reports.target_type and c.target_key = reports.target_key and c.status = 0)
        where status = 0`.execute(db);

      await db.schema
        .createTable('moderation_evidence')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('target_type', 'integer', (c) => c.notNull())
        .addColumn('target_key', 'text', (c) => c.notNull())
        .addColumn('member_id', 'bigint', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        /** JSON array of private storage keys (copies). */
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('content_time', 'bigint', (c) => c.notNull())
        .addColumn('keep_time', 'bigint', (c) => c.notNull())
        .addColumn('purge_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('moderation_evidence_target', ['target_type', 'target_key'])
        .execute();
      await db.schema
        .createIndex('moderation_evidence_purge')
        .on('moderation_evidence')
        .columns(['purge_time'])
        .execute();

      await db.schema
        .createTable('moderation_appeals')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('case_id', 'bigint', (c) => c.notNull())
        .addColumn('notice_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        // What is appealed, as its notice said: the action, the operator's reason, until when.
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('moderation_appeals_case').on('moderation_appeals').columns(['case_id']).execute();

      await db.schema
        .alterTable('notices')
        .addColumn('mod_action', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('notices')
        .addColumn('mod_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('notices')
        .addColumn('mod_appeal', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('notices')
        .addColumn('mod_target_type', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('notices')
        .addColumn('mod_target_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['mod_target_key', 'mod_target_type', 'mod_appeal', 'mod_until', 'mod_action']) {
        await db.schema.alterTable('notices').dropColumn(column).execute();
      }
      await db.schema.dropTable('moderation_appeals').execute();
      await db.schema.dropTable('moderation_evidence').execute();
      await db.schema.dropTable('moderation_cases').execute();
      await db.schema.dropIndex('reports_member_time').execute();
      await db.schema.dropIndex('reports_case').execute();
      for (const column of ['case_id', 'member_id', 'target_key']) {
        await db.schema.alterTable('reports').dropColumn(column).execute();
      }
    },
  };
};
