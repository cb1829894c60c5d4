// Composition of verified photos (docs/decisions/0091-verified-photos.md): the member's challenge, selfie and
// status, and the console's queue and review. Selfies are kept under private storage keys that only the console's
// evidence route serves (wiring/moderation.ts); the review writes the notice and the audit entry.
import type { FileService } from '../features/file/file.service.ts';
import type { AuditRecorder } from '../features/moderation/moderation.ports.ts';
import type { NoticeService } from '../features/notice/notice.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import { VerifyRepository } from '../features/verify/verify.repository.ts';
import { VerifyReview } from '../features/verify/verify.review.ts';
import { verifyRoutes } from '../features/verify/verify.routes.ts';
import { VerifyService } from '../features/verify/verify.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { Platform } from './platform.ts';

export interface VerifyDeps extends Platform {
  storage: FileStorage;
  users: UserService;
  files: FileService;
  notices: NoticeService;
  audit: AuditRecorder;
}

export function buildVerify(deps: VerifyDeps) {
  const { server, transactions, events, clock, storage, users, files, notices, audit } = deps;
  const repository = new VerifyRepository(transactions);
  const verify = new VerifyService({ repository, files, users, storage, transactions, events, clock, log: server.log });
  const review = new VerifyReview({ repository, users, notices, audit, storage, transactions, clock, log: server.log });
  return {
    verify,
    review,
    registerRoutes(options: RouteOptions) {
      verifyRoutes(server, options, verify, review);
    },
  };
}
