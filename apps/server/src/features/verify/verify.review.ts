// Verified photos, the console's side (docs/decisions/0091-verified-photos.md): the queue of selfies beside each
// member's avatar and album photos (a look at private data: audited as viewVerification, one entry per member
// shown), and the review. An approval covers the avatar and album photos as they are at that moment (the ones the
// operator sees) and sets the badge; a rejection tells the member why in a `system` notice and lets them try again
// after VERIFY.retryAfterMs. The selfie is deleted either way.
import { CODE, VERIFY, type VerificationItem, type VerifyPose } from '@kk/contract';
import { LANGUAGES, type Language, translate } from '@kk/contract/i18n';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type FileStorage, urlOf } from '../../platform/storage/storage.ts';
import type { AuditRecorder } from '../moderation/moderation.ports.ts';
import type { NoticeService } from '../notice/notice.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { VerifyRepository } from './verify.repository.ts';

/** Where a console session opens a selfie (the moderation feature's evidence route serves private keys). */
const SELFIE_URL = '/api/console/evidence/';

export interface VerifyReviewDeps {
  repository: VerifyRepository;
  users: UserService;
  notices: Pick<NoticeService, 'system'>;
  audit: AuditRecorder;
  storage: FileStorage;
  transactions: Transactions;
  clock: Clock;
  log: { error(details: object, text: string): void };
}

export class VerifyReview {
  readonly #deps: VerifyReviewDeps;

  constructor(deps: VerifyReviewDeps) {
    this.#deps = deps;
  }

  /** The waiting verifications, oldest first; each member shown is audited (viewVerification). */
  async list(operatorId: number, page: number, pageSize: number): Promise<{ list: VerificationItem[]; total: number }> {
    const { repository, users, audit, transactions } = this.#deps;
    const { rows, total } = await repository.queue((page - 1) * pageSize, pageSize);
    const userIds = [...new Set(rows.map((row) => Number(row.user_id)))];
    const [members, album] = await Promise.all([
      Promise.all(userIds.map((id) => users.row(id))),
      repository.albumKeys(userIds),
    ]);
    const list: VerificationItem[] = [];
    for (const row of rows) {
      const userId = Number(row.user_id);
      const member = members.find((found) => found && Number(found.id) === userId);
      if (!member) continue;
      list.push({
        id: Number(row.id),
        member: { id: userId, userid: member.userid, username: member.username, avatar: member.avatar },
        pose: row.pose as VerifyPose,
        selfie: SELFIE_URL + row.selfie_key,
        photos: coveredUrls(
          member.avatar,
          album.filter((photo) => photo.user_id === userId).map((photo) => photo.storage_key),
        ),
        create_time: Number(row.create_time),
      });
    }
    // Every look at a selfie is on record: one entry per verification shown.
    await transactions.run(async () => {
      for (const item of list) {
        await audit.record({ operatorId, action: 'viewVerification', userId: item.member.id, detail: String(item.id) });
      }
    });
    return { list, total };
  }

  /**
   * Approves or rejects a waiting verification (-2930 when there is none: reviewed already, by anyone). One
   * transaction: the row closed by one UPDATE, the member's row held while what the approval covers is read and
   * the badge set, the notice and the audit entry written. The selfie's object goes after the commit.
   */
  async review(
    operatorId: number,
    input: { id: number; approve: boolean; reason?: string | undefined },
  ): Promise<void> {
    const { repository, users, notices, audit, transactions, clock } = this.#deps;
    const reason = input.reason?.trim() ?? '';
    const { userId, selfieKey } = await transactions.run(async () => {
      const row = await repository.byId(input.id);
      if (!row || row.pending_key === null) throw new AppError(CODE.verificationNotFound);
      const userId = Number(row.user_id);
      const now = clock.now();
      await users.lock(userId);
      const member = await users.row(userId);
      if (!member) throw new AppError(CODE.verificationNotFound);
      const covered = input.approve
        ? coveredUrls(
            member.avatar,
            (await repository.albumKeys([userId])).map((photo) => photo.storage_key),
          )
        : [];
      const closed = await repository.close(input.id, {
        status: input.approve ? 'approved' : 'rejected',
        reason,
        photos: JSON.stringify(covered),
        operatorId,
        now,
        retryAfter: input.approve ? 0 : now + VERIFY.retryAfterMs,
      });
      if (!closed) throw new AppError(CODE.verificationNotFound);
      // The latest review decides: an approval covers these pictures (the avatar among them), a rejection none.
      await repository.setCovered(userId, covered);
      await users.setVerified(userId, input.approve ? 1 : 0);
      const language = languageOf(row.language);
      await notices.system(
        userId,
        input.approve
          ? translate(language, 'verifyNotice.approved')
          : translate(language, 'verifyNotice.rejected', { reason }),
      );
      await audit.record({
        operatorId,
        action: 'reviewVerification',
        userId,
        reason,
        detail: `${input.approve ? 'approved' : 'rejected'} ${input.id}`,
      });
      return { userId, selfieKey: row.selfie_key };
    });
    // The badge moves the member into or out of verifiedOnly feeds.
    await users.personChanged(userId);
    if (selfieKey) {
      await this.#deps.storage.delete([selfieKey]).catch((error: unknown) => {
        this.#deps.log.error({ err: error, id: input.id }, 'a reviewed selfie could not be deleted');
      });
    }
  }
}

/** The avatar first, then the album photos not already it. */
function coveredUrls(avatar: string, albumKeys: readonly string[]): string[] {
  return [...new Set([avatar, ...albumKeys.map(urlOf)])].filter((url) => url !== '');
}

function languageOf(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'zh-Hans';
}
