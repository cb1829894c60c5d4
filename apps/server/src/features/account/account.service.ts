// Account deletion (DESIGN §3): with a delete-purpose code, every row about the user, every file and every
// session goes, for real. Each feature that stores something about a user erases it here: one list to extend.
import { SMS_TYPE } from '@kk/contract';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import type { FileService } from '../file/file.service.ts';
import type { PhotoService } from '../photo/photo.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { UserService } from '../user/user.service.ts';

export interface AccountServiceDeps {
  users: UserService;
  sms: SmsService;
  sessions: SessionService;
  files: FileService;
  photos: PhotoService;
  feedback: FeedbackService;
  log: { error(details: object, text: string): void };
}

export class AccountService {
  readonly #deps: AccountServiceDeps;
  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
  }

  async sendDeletionCode(userId: number, ip: string): Promise<void> {
    const { users, sms } = this.#deps;
    await sms.send(await users.phoneOf(userId), SMS_TYPE.deleteAccount, ip);
  }

  async delete(userId: number, code: string): Promise<void> {
    const { users, sms, sessions, files, photos, feedback, log } = this.#deps;
    const phone = await users.phoneOf(userId);
    await sms.redeem(phone, SMS_TYPE.deleteAccount, code);
    await photos.eraseUser(userId);
    await feedback.eraseUser(userId);
    const objects = await files.eraseUser(userId);
    await sessions.revokeAll(userId);
    await sms.erasePhone(phone);
    await users.erase(userId);
    // The rows are gone first, so nothing can point at a missing file; a file left behind is logged, not fatal.
    await files.deleteObjects(objects).catch((error: unknown) => {
      log.error({ err: error, userId }, 'files of a deleted account could not be removed');
    });
  }
}
