import type { Kysely } from 'kysely';
import type { Database, VerificationRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** A verification as the member's status reads it. */
export type ReviewedRow = Pick<VerificationRow, 'status' | 'reason' | 'retry_after'>;

export class VerifyRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insertChallenge(row: { id: string; user_id: number; pose: string; expire_time: number }): Promise<void> {
    await this.#db.insertInto('verify_challenges').values(row).execute();
  }

  /**
   * Takes the member's challenge for one selfie: one UPDATE, so of two sends of it (on any instance) one wins.
   * Answers the pose, or null when it is not theirs, expired or already used.
   */
  async claimChallenge(id: string, userId: number, now: number): Promise<string | null> {
    const row = await this.#db
      .updateTable('verify_challenges')
      .set({ used: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('used', '=', 0)
      .where('expire_time', '>', now)
      .returning('pose')
      .executeTakeFirst();
    return row?.pose ?? null;
  }

  /** Whether the member's challenge could still be sent (a look before the selfie is copied). */
  async challengeOpen(id: string, userId: number, now: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('verify_challenges')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('used', '=', 0)
      .where('expire_time', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Challenges past their time, and used ones, of this member: let go when they ask for a new one. */
  async dropOldChallenges(userId: number, now: number): Promise<void> {
    await this.#db
      .deleteFrom('verify_challenges')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('used', '=', 1), eb('expire_time', '<=', now)]))
      .execute();
  }

  async insertPending(row: {
    user_id: number;
    challenge_id: string;
    pose: string;
    selfie_key: string;
    language: string;
    create_time: number;
  }): Promise<void> {
    await this.#db
      .insertInto('verifications')
      .values({ ...row, status: 'pending', pending_key: String(row.user_id) })
      .execute();
  }

  async pending(userId: number): Promise<VerificationRow | undefined> {
    return this.#db
      .selectFrom('verifications')
      .selectAll()
      .where('pending_key', '=', String(userId))
      .executeTakeFirst();
  }

  /** The member's latest review (approved or rejected), if any. */
  latestReview(userId: number): Promise<ReviewedRow | undefined> {
    return this.#db
      .selectFrom('verifications')
      .select(['status', 'reason', 'retry_after'])
      .where('user_id', '=', userId)
      .where('pending_key', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The queue: waiting verifications, oldest first. */
  async queue(offset: number, limit: number): Promise<{ rows: VerificationRow[]; total: number }> {
    const counted = await this.#db
      .selectFrom('verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pending_key', 'is not', null)
      .executeTakeFirst();
    const rows = await this.#db
      .selectFrom('verifications')
      .selectAll()
      .where('pending_key', 'is not', null)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /**
   * Closes a waiting verification with its review: one UPDATE on the still-pending row, so two operators (on any
   * instance) cannot both review it. False when it is not waiting (any more).
   */
  async close(
    id: number,
    review: {
      status: 'approved' | 'rejected';
      reason: string;
      photos: string;
      operatorId: number;
      now: number;
      retryAfter: number;
    },
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('verifications')
      .set({
        status: review.status,
        pending_key: null,
        reason: review.reason,
        photos: review.photos,
        operator_id: review.operatorId,
        review_time: review.now,
        retry_after: review.retryAfter,
        selfie_key: '',
      })
      .where('id', '=', id)
      .where('pending_key', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  byId(id: number): Promise<VerificationRow | undefined> {
    return this.#db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The album photos' storage keys, in album order. */
  async albumKeys(userIds: readonly number[]): Promise<Array<{ user_id: number; storage_key: string }>> {
    if (userIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('user_photos as p')
      .innerJoin('files as f', 'f.id', 'p.file_id')
      .select(['p.user_id', 'f.storage_key'])
      .where('p.user_id', 'in', userIds)
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({ user_id: Number(row.user_id), storage_key: row.storage_key }));
  }

  /** What the member's latest review covered: these URLs after an approval, none after a rejection. */
  async setCovered(userId: number, urls: readonly string[]): Promise<void> {
    await this.#db.deleteFrom('verified_photos').where('user_id', '=', userId).execute();
    const unique = [...new Set(urls)];
    if (unique.length > 0) {
      await this.#db
        .insertInto('verified_photos')
        .values(unique.map((url) => ({ user_id: userId, url })))
        .execute();
    }
  }

  /** Account deletion: the rows go; the selfies still waiting are answered, to delete after. */
  async eraseUser(userId: number): Promise<string[]> {
    const waiting = await this.#db
      .selectFrom('verifications')
      .select('selfie_key')
      .where('user_id', '=', userId)
      .where('selfie_key', '!=', '')
      .execute();
    await this.#db.deleteFrom('verify_challenges').where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('verifications').where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('verified_photos').where('user_id', '=', userId).execute();
    return waiting.map((row) => row.selfie_key);
  }
}
