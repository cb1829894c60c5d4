import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export class SystemRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.#db);
  }
}
