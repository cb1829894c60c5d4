import { type Kysely, sql } from 'kysely';
import type { DialectMigration } from '../migrate.ts';

/**
 * Kk lock (docs/decisions/0057-kk-lock-requests-and-locks.md): lock requests by message_id with their state (an
 * accepted request is also its lock's record, and an ended one the lock's history), and the people locked now.
 */
export const kkLock: DialectMigration = () => {
  return {
    async up(db: Kysely<unknown>) {
      // No foreign keys to users: when an account is deleted its requests are resolved, not removed, so the other
      // side's request card and getKkLockStatus still answer (they hold two numbers and times, nothing personal).
      await db.schema
        .createTable('kk_lock_requests')
        .addColumn('message_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('from_user_id', 'bigint', (c) => c.notNull())
        .addColumn('to_user_id', 'bigint', (c) => c.notNull())
        // KK_LOCK_STATES index (0 pending ... 4 ended) and KK_LOCK_REASONS index (0 none).
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('answer_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('lock_start_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('lock_end_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('ended_by', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // One pending request per applicant and person asked: asking again answers the pending one, even when two
      // taps race (the insert loses on this index and reads the winner).
      await db.schema
        .createIndex('kk_lock_requests_one_pending')
        .on('kk_lock_requests')
        .columns(['from_user_id', 'to_user_id'])
        .unique()
        .where(sql<boolean>`state = 0`)
        .execute();
      // A person's requests either way by state (resolving the pending ones, the latest ended lock).
      await db.schema
        .createIndex('kk_lock_requests_from')
        .on('kk_lock_requests')
        .columns(['from_user_id', 'state'])
        .execute();
      await db.schema
        .createIndex('kk_lock_requests_to')
        .on('kk_lock_requests')
        .columns(['to_user_id', 'state'])
        .execute();

      // THE ONE-LOCK RULE: two rows per lock, one per person, and user_id is the primary key, so a person is in at
      // most one lock whatever the code does; an accept that would break it fails its insert and rolls back.
      await db.schema
        .createTable('kk_lock_members')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('partner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_id', 'varchar(32)', (c) => c.notNull().references('kk_lock_requests.message_id'))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('kk_lock_members').execute();
      await db.schema.dropTable('kk_lock_requests').execute();
    },
  };
};
