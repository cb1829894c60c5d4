// The rows of a copy of my data (migration 0025): one per member, their latest export. Every change of state is one
// conditional UPDATE, so of several instances acting on one row at once exactly one wins.
import type { Selectable } from 'kysely';
import type { DataExportTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type DataExportRow = Selectable<DataExportTable>;

function normalised(row: DataExportRow): DataExportRow {
  // PostgreSQL's bigint arrives as text.
  return {
    ...row,
    user_id: Number(row.user_id),
    size: Number(row.size),
    attempts: Number(row.attempts),
    create_time: Number(row.create_time),
    claim_time: Number(row.claim_time),
    ready_time: Number(row.ready_time),
    expire_time: Number(row.expire_time),
  };
}

export class DataExportRepository {
  readonly #transactions: Transactions;

  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  async byUser(userId: number): Promise<DataExportRow | undefined> {
    const row = await this.#transactions.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && normalised(row);
  }

  async byId(id: string): Promise<DataExportRow | undefined> {
    const row = await this.#transactions.db
      .selectFrom('data_exports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && normalised(row);
  }

  /** A new pending export, claimed by the instance that inserts it. */
  async insert(row: { id: string; user_id: number; language: string; create_time: number }): Promise<void> {
    await this.#transactions.db
      .insertInto('data_exports')
      .values({ ...row, status: 'pending', claim_time: row.create_time, attempts: 1 })
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.#transactions.db.deleteFrom('data_exports').where('id', '=', id).execute();
  }

  /**
   * Takes up a pending build whose claim ran out (its instance stopped, or is far too slow): true when this call
   * won it. The old claim time is the token: a second instance comparing the same one finds it changed.
   */
  async reclaim(id: string, oldClaim: number, now: number): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('data_exports')
      .set((eb) => ({ claim_time: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('claim_time', '=', oldClaim)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The build holding claim `claim` finished: true when it still held it (not reclaimed, not deleted). */
  async markReady(
    id: string,
    claim: number,
    done: { storage_key: string; size: number; ready_time: number; expire_time: number },
  ): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('data_exports')
      .set({ status: 'ready', ...done })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('claim_time', '=', claim)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A pending build that cannot be made (`claim`: only while that build holds it; null: whoever holds it). */
  async markFailed(id: string, claim: number | null): Promise<boolean> {
    let query = this.#transactions.db
      .updateTable('data_exports')
      .set({ status: 'failed' })
      .where('id', '=', id)
      .where('status', '=', 'pending');
    if (claim !== null) query = query.where('claim_time', '=', claim);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A ready archive whose time is up becomes expired: true for the one call that moved it (and deletes its object). */
  async markExpired(id: string): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('data_exports')
      .set({ status: 'expired', storage_key: '', size: 0 })
      .where('id', '=', id)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Pending builds whose claim is older than `claimedBefore`. */
  stale(claimedBefore: number, limit: number): Promise<Array<{ id: string; claim_time: number; attempts: number }>> {
    return this.#transactions.db
      .selectFrom('data_exports')
      .select(['id', 'claim_time', 'attempts'])
      .where('status', '=', 'pending')
      .where('claim_time', '<=', claimedBefore)
      .orderBy('claim_time')
      .limit(limit)
      .execute()
      .then((rows) =>
        rows.map((row) => ({ id: row.id, claim_time: Number(row.claim_time), attempts: Number(row.attempts) })),
      );
  }

  /** Ready archives whose link stopped working by `now`. */
  due(now: number, limit: number): Promise<Array<{ id: string; storage_key: string }>> {
    return this.#transactions.db
      .selectFrom('data_exports')
      .select(['id', 'storage_key'])
      .where('status', '=', 'ready')
      .where('expire_time', '<=', now)
      .orderBy('expire_time')
      .limit(limit)
      .execute();
  }
}
