// One set of migrations for both dialects, run at start-up.
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db, Dialect } from './database.ts';
import { foundation } from './migrations/0001-foundation.ts';

export type DialectMigration = (dialect: Dialect) => Migration;

const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-foundation': foundation,
};

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(db.dialect)])),
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
