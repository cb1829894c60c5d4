// One set of migrations for both dialects, run at start-up.
import { type DatabaseIntrospector, type Kysely, sql, type TableMetadata } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db, Dialect } from './database.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { media } from './migrations/0002-media.ts';
import { feedback } from './migrations/0003-feedback.ts';
import { people } from './migrations/0004-people.ts';
import { feedIndexes } from './migrations/0005-feed-indexes.ts';
import { square } from './migrations/0006-square.ts';
import { chat } from './migrations/0007-chat.ts';
import { pay } from './migrations/0008-pay.ts';
import { kkLock } from './migrations/0009-kklock.ts';
import { feedImpressions } from './migrations/0010-feed-impressions.ts';
import { chatSessionIndex } from './migrations/0011-chat-session-index.ts';
import { chatMessageIndexes } from './migrations/0012-chat-message-indexes.ts';
import { deletionIndexes } from './migrations/0013-deletion-indexes.ts';
import { chatImages } from './migrations/0014-chat-images.ts';
import { connections } from './migrations/0015-connections.ts';
import { goneAccounts } from './migrations/0016-gone-accounts.ts';
import { memberState } from './migrations/0017-member-state.ts';
import { operatorConsole } from './migrations/0018-operator-console.ts';
import { moderation } from './migrations/0019-moderation.ts';
import { shadowRows } from './migrations/0020-shadow-rows.ts';
import { memberSafety } from './migrations/0021-member-safety.ts';
import { verification } from './migrations/0022-verification.ts';
import { firstContact } from './migrations/0023-first-contact.ts';
import { safetyTips } from './migrations/0024-safety-tips.ts';
import { dataExport } from './migrations/0025-data-export.ts';
import type { Database } from './schema.ts';

export type DialectMigration = (dialect: Dialect) => Migration;

const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-foundation': foundation,
  '0002-media': media,
  '0003-feedback': feedback,
  '0004-people': people,
  '0005-feed-indexes': feedIndexes,
  '0006-square': square,
  '0007-chat': chat,
  '0008-pay': pay,
  '0009-kklock': kkLock,
  '0010-feed-impressions': feedImpressions,
  '0011-chat-session-index': chatSessionIndex,
  '0012-chat-message-indexes': chatMessageIndexes,
  '0013-deletion-indexes': deletionIndexes,
  '0014-chat-images': chatImages,
  '0015-connections': connections,
  '0016-gone-accounts': goneAccounts,
  '0017-member-state': memberState,
  '0018-operator-console': operatorConsole,
  '0019-moderation': moderation,
  '0020-shadow-rows': shadowRows,
  '0021-member-safety': memberSafety,
  '0022-verification': verification,
  '0023-first-contact': firstContact,
  '0024-safety-tips': safetyTips,
  '0025-data-export': dataExport,
};

/** Runs every migration not yet run (`until`: only up to that one, for tests of a migration's data). */
export async function migrate(db: Db, until?: string): Promise<void> {
  // On PostgreSQL, a connection without the request timeouts (database.ts): a migration may take minutes.
  const kysely = db.unbounded?.() ?? db.kysely;
  try {
    await migrateOn(kysely, db.dialect, until);
  } finally {
    if (kysely !== db.kysely) await kysely.destroy();
  }
}

async function migrateOn(kysely: Kysely<Database>, dialect: Db['dialect'], until?: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(dialect)])),
  };
  // On PostgreSQL the migrator's bookkeeping tables go in the connection's current schema, named explicitly:
  // left implicit, Kysely looks them up across every schema and can find another deployment's (or test's).
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: migrationTableSchema ? withSchemaIntrospection(kysely, migrationTableSchema) : kysely,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await (until ? migrator.migrateTo(until) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * The connection as the migrator sees it on PostgreSQL, its table listing limited to `schema`. Kysely asks whether
 * its bookkeeping tables exist by listing every table of every schema, each schema checked with
 * has_schema_privilege(name): a schema another deployment (or another test file: each has its own) drops during
 * that query fails it with "schema ... does not exist", and the app did not start (seen in CI). This listing reads
 * the catalogue of our own schema only, with no function of a name. Everything else is the connection itself.
 */
function withSchemaIntrospection<DB>(kysely: Kysely<DB>, schema: string): Kysely<DB> {
  const inner = kysely.introspection;
  const introspection: DatabaseIntrospector = {
    getSchemas: () => inner.getSchemas(),
    async getTables(): Promise<TableMetadata[]> {
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'f')`.execute(kysely);
      return rows.map((row) => ({
        name: row.name,
        schema,
        isView: row.kind === 'v',
        isForeign: row.kind === 'f',
        columns: [],
      }));
    },
  };
  // Kysely keeps its state in private fields: its methods must run on the instance itself, not on the proxy.
  return new Proxy(kysely, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
