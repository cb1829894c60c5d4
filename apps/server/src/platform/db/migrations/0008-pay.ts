import type { Kysely } from 'kysely';
import type { DialectMigration } from '../migrate.ts';
import { idColumn } from './columns.ts';

/**
 * Payment and provider login: the user's coins and VIP end, recharge orders, the coin ledger,
 * accounts linked to Alipay or Apple, the Alipay login waits, Apple nonces, and the development sandbox's own
 * trades, users and authorisation codes (the sandbox plays Alipay: its rows would live at Alipay).
 */
export const pay: DialectMigration = (dialect) => {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('coins', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('vip_end_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // Orders outlive a deleted account (user_id becomes null): Alipay may still notify, and the books keep them.
      await db.schema
        .createTable('pay_orders')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('out_trade_no', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('coins', 'integer', (c) => c.notNull())
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('paid_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('pay_orders_user').on('pay_orders').columns(['user_id', 'id']).execute();
      // Every change of a balance with its reason and what it refers to (the order for a recharge, so a second
      // credit of one order could not even be written).
      await db.schema
        .createTable('coin_ledger')
        .addColumn('id', ...idColumn(dialect))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(16)', (c) => c.notNull())
        .addColumn('ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('coin_ledger_user').on('coin_ledger').columns(['user_id', 'id']).execute();
      await db.schema
        .createIndex('coin_ledger_recharge_once')
        .on('coin_ledger')
        .columns(['reason', 'ref'])
        .unique()
        .execute();
      await db.schema
        .createTable('user_identities')
        .addColumn('provider', 'varchar(8)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
        .execute();
      await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();
      await db.schema
        .createTable('alipay_logins')
        .addColumn('template_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('state', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('apple_nonces')
        .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sandbox_trades')
        .addColumn('out_trade_no', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('total_amount', 'varchar(16)', (c) => c.notNull())
        .addColumn('subject', 'varchar(256)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('notify_url', 'varchar(512)', (c) => c.notNull())
        .addColumn('return_url', 'varchar(512)', (c) => c.notNull())
        .addColumn('buyer_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('sandbox_users')
        .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sandbox_auth_codes')
        .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'sandbox_auth_codes',
        'sandbox_users',
        'sandbox_trades',
        'apple_nonces',
        'alipay_logins',
        'user_identities',
        'coin_ledger',
        'pay_orders',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('users').dropColumn('vip_end_time').execute();
      await db.schema.alterTable('users').dropColumn('coins').execute();
    },
  };
};
