// Composition of moderation (docs/decisions/0087-moderation.md): the queue over the reports, the kept evidence in
// the file store, the actions on members through the owning features' services, appeals from notices, and the
// purge of evidence whose time is up (a timer on every instance; each copy is claimed by one).
import type { AvatarService } from '../features/avatar/avatar.service.ts';
import type { ChatService } from '../features/chat/chat.service.ts';
import type { CommentService } from '../features/comment/comment.service.ts';
import type { FileService } from '../features/file/file.service.ts';
import { EvidenceKeeper } from '../features/moderation/moderation.evidence.ts';
import type { AuditRecorder } from '../features/moderation/moderation.ports.ts';
import { ModerationQueue } from '../features/moderation/moderation.queue.ts';
import { ModerationRepository } from '../features/moderation/moderation.repository.ts';
import { moderationRoutes } from '../features/moderation/moderation.routes.ts';
import { ModerationService } from '../features/moderation/moderation.service.ts';
import type { NoticeService } from '../features/notice/notice.service.ts';
import type { PhotoService } from '../features/photo/photo.service.ts';
import type { ReportService } from '../features/report/report.service.ts';
import type { SessionService } from '../features/session/session.service.ts';
import type { UpdatesService } from '../features/updates/updates.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { Platform } from './platform.ts';

export interface ModerationDeps extends Platform {
  storage: FileStorage;
  users: UserService;
  sessions: SessionService;
  notices: NoticeService;
  reports: ReportService;
  updates: UpdatesService;
  comments: CommentService;
  chat: ChatService;
  photos: PhotoService;
  avatars: AvatarService;
  files: FileService;
  audit: AuditRecorder;
}

/** How often kept evidence is looked at for its purge: it goes at most this late after its time. */
const PURGE_EVERY_MS = 3_600_000;

export function buildModeration(deps: ModerationDeps) {
  const { server, config, transactions, events, clock, storage, users, sessions, notices, reports, audit } = deps;
  const repository = new ModerationRepository(transactions);
  const evidence = new EvidenceKeeper({
    repository,
    storage,
    clock,
    retentionMs: config.moderationRetentionMs,
    log: server.log,
  });
  const content = {
    updates: deps.updates,
    comments: deps.comments,
    chat: deps.chat,
    photos: deps.photos,
    avatars: deps.avatars,
    files: deps.files,
  };
  const queue = new ModerationQueue({ repository, evidence, users, reports, content, audit, clock });
  const moderation = new ModerationService({
    repository,
    queue,
    evidence,
    users,
    sessions,
    notices,
    reports,
    content,
    audit,
    transactions,
    clock,
    events,
  });
  reports.useQueue(moderation);
  const timer = setInterval(() => {
    evidence.purgeDue().catch((error: unknown) => server.log.error({ err: error }, 'evidence could not be purged'));
  }, PURGE_EVERY_MS);
  timer.unref();
  return {
    moderation,
    queue,
    evidence,
    registerRoutes(options: RouteOptions) {
      moderationRoutes(server, options, moderation, queue, storage);
    },
    close(): void {
      clearInterval(timer);
    },
  };
}

export type Moderation = ReturnType<typeof buildModeration>;
