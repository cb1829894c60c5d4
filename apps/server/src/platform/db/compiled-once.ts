// Hot queries compiled once (bench/README.md, "auth-endpoint"). Kysely builds and compiles a query's SQL on
// every call, which on SQLite costs more CPU than running a small indexed query; on the path of every signed-in
// request (the session, then the user) that was about a fifth of the request. Such a query is compiled on
// first use and then run again with new parameters, on whatever connection the caller hands in (the pool or
// the open transaction), so it joins transactions as any other query does.
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { directReaders } from './database.ts';
import type { Database } from './schema.ts';

export class CompiledOnce<Row> {
  readonly #build: (db: Kysely<Database>) => Compilable<Row>;
  #sql: string | undefined;

  /**
   * `build` makes the query with placeholder values; `rows` must then be given the parameters in the order the
   * compiled SQL takes them (the order they appear in the query). Keep one per repository instance, never per
   * module: the SQL is the dialect's, and one process may run apps on SQLite and PostgreSQL (the tests do).
   */
  constructor(build: (db: Kysely<Database>) => Compilable<Row>) {
    this.#build = build;
  }

  async rows(db: Kysely<Database>, parameters: readonly unknown[]): Promise<Row[]> {
    this.#sql ??= this.#build(db).compile().sql;
    // On SQLite with no transaction open, straight to the (cached) statement: what Kysely's executor would run,
    // without its connection queue and promise hops, which cost more than these small indexed reads.
    const direct = directReaders.get(db);
    if (direct && direct.transactions === 0) {
      const statement = direct.prepare(this.#sql);
      if (statement.reader) return statement.all(...parameters) as Row[];
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(this.#sql, [...parameters]))).rows;
  }
}
