// Verified photos (issue 24; docs/decisions/0091-verified-photos.md), the member's side: a pose to take a selfie in,
// the selfie sent (copied to a private storage key, the upload itself let go), and where their verification
// stands. The console's review is verify.review.ts.
import { randomBytes, randomInt } from 'node:crypto';
import { CODE, VERIFY, VERIFY_POSES, type VerifyPose, type VerifyStatusInfo } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type FileStorage, PRIVATE_PREFIX } from '../../platform/storage/storage.ts';
import type { FileService } from '../file/file.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { VerifyRepository } from './verify.repository.ts';

/** Selfies live under this private prefix: never served at /files/, only to a console session. */
export const SELFIE_PREFIX = `${PRIVATE_PREFIX}verify/`;

export interface VerifyServiceDeps {
  repository: VerifyRepository;
  files: FileService;
  users: UserService;
  storage: FileStorage;
  transactions: Transactions;
  events: Events;
  clock: Clock;
  log: { error(details: object, text: string): void };
}

export class VerifyService {
  readonly #deps: VerifyServiceDeps;
  readonly #repository: VerifyRepository;

  constructor(deps: VerifyServiceDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    // Account deletion: the rows go inside its transaction; a selfie still waiting goes with them.
    deps.events.on('account.deleting', async ({ userId }) => {
      const keys = await this.#repository.eraseUser(userId);
      if (keys.length > 0) await this.#deleteObjects(keys);
    });
  }

  /** A random pose, valid for VERIFY.challengeTtlMs; -2916 while one is waiting, -2915 within a day of a rejection. */
  async challenge(userId: number): Promise<{ challenge_id: string; pose: VerifyPose }> {
    const now = this.#deps.clock.now();
    await this.#assertMayTry(userId, now);
    await this.#repository.dropOldChallenges(userId, now);
    const challenge = {
      id: randomBytes(16).toString('hex'),
      user_id: userId,
      pose: VERIFY_POSES[randomInt(VERIFY_POSES.length)] as VerifyPose,
      expire_time: now + VERIFY.challengeTtlMs,
    };
    await this.#repository.insertChallenge(challenge);
    return { challenge_id: challenge.id, pose: challenge.pose };
  }

  /**
   * The selfie for a challenge: an image the member uploaded, copied under a private key (only a console session
   * opens it) and the upload let go, so no public URL shows it any more. The challenge is claimed, and the one
   * pending verification written, in one transaction with the member's row held: two sends at once, on any
   * instance, make one verification (the unique challenge_id and pending_key say so again).
   */
  async submit(userId: number, challengeId: string, fileId: string, language: string): Promise<VerifyStatusInfo> {
    const { repository, files, storage, clock, transactions, users } = this.#deps;
    const now = clock.now();
    if (!(await repository.challengeOpen(challengeId, userId, now))) throw new AppError(CODE.verifyChallengeInvalid);
    const file = await files.owned(userId, fileId);
    await this.#assertMayTry(userId, now);
    const selfieKey = `${SELFIE_PREFIX}${randomBytes(16).toString('hex')}.${file.storage_key.split('.').pop()}`;
    const stored = await storage.get(file.storage_key);
    if (!stored) throw new AppError(CODE.fileNotFound);
    await storage.put(selfieKey, Buffer.concat(await stored.body.toArray()));
    try {
      await transactions.run(async () => {
        await users.lock(userId);
        const pose = await repository.claimChallenge(challengeId, userId, clock.now());
        if (!pose) throw new AppError(CODE.verifyChallengeInvalid);
        await this.#assertMayTry(userId, clock.now());
        await repository.insertPending({
          user_id: userId,
          challenge_id: challengeId,
          pose,
          selfie_key: selfieKey,
          language,
          create_time: clock.now(),
        });
      });
    } catch (error) {
      await this.#deleteObjects([selfieKey]);
      throw error;
    }
    // Out of public view: the upload goes (unless the album or an update shows the same picture anyway).
    await files.discardUnlessShown(userId, file).catch((error: unknown) => {
      this.#deps.log.error({ err: error, userId }, 'a verification upload could not be removed');
    });
    return { status: 'pending' };
  }

  /** none, pending, approved (while the avatar is covered: users.verified) or rejected with its reason. */
  async status(userId: number): Promise<VerifyStatusInfo> {
    if (await this.#repository.pending(userId)) return { status: 'pending' };
    const review = await this.#repository.latestReview(userId);
    if (review?.status === 'rejected') {
      return { status: 'rejected', reason: review.reason, retry_after: Number(review.retry_after) };
    }
    if (review?.status === 'approved') {
      const row = await this.#deps.users.row(userId);
      if (row && Number(row.verified) === 1) return { status: 'approved' };
    }
    return { status: 'none' };
  }

  /** -2916 while a verification waits for review, -2915 (with `until`) within VERIFY.retryAfterMs of a rejection. */
  async #assertMayTry(userId: number, now: number): Promise<void> {
    if (await this.#repository.pending(userId)) throw new AppError(CODE.verifyPending);
    const review = await this.#repository.latestReview(userId);
    const until = Number(review?.retry_after ?? 0);
    if (review?.status === 'rejected' && until > now) {
      throw new AppError(CODE.verifyRetryLater, { moments: { until }, data: { until } });
    }
  }

  async #deleteObjects(keys: readonly string[]): Promise<void> {
    await this.#deps.storage.delete(keys).catch((error: unknown) => {
      this.#deps.log.error({ err: error, keys: keys.length }, 'verification selfies could not be deleted');
    });
  }
}
