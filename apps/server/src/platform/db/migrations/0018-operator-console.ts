import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * The operator console (issue 23; docs/decisions/0086-operator-console.md): operators, who are not members, their
 * console sessions, and the audit log of what they do.
 *
 * - `operators`: a unique name, a role (admin, moderator), the scrypt hash of the password, the TOTP secret
 *   (base32), `status` new (until the one-time password is changed), active or disabled; `failures` and
 *   `locked_until` count failed logins atomically (five lock the name); `otp_step` is the last 30-second step whose
 *   code was accepted, so a code is never accepted twice.
 * - `console_sessions`: only the SHA-256 of the cookie's token, the CSRF token the console sends back, and when it
 *   ends (12 hours after login, no renewal).
 * - `audit_log`: who (operator; 0 for the `operator` command in a shell), what (AUDIT_ACTIONS), to whom (user_id, 0 for none), from which queue item
 *   (report_id, 0 for none), why (reason) and the rest (detail). Never updated nor deleted: account deletion keeps
 *   it (it names an id, not a person).
 */
export const operatorConsole: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operators')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('last_login_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('console_sessions')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
        .addColumn('csrf', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      // Ending an operator's sessions (disable, reset).
      await db.schema.createIndex('console_sessions_operator').on('console_sessions').column('operator_id').execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', ...idColumn(dialect))
        // 0 for the `operator` command run in a shell (features/operator/operator-cli.ts), not an operator's row.
        .addColumn('operator_id', 'bigint', (c) => c.notNull())
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('report_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      // The log filtered by operator or by member, newest first; and by action over time (the stats' closed reports).
      await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();
      await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'create_time']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('console_sessions').execute();
      await db.schema.dropTable('operators').execute();
    },
  };
};
