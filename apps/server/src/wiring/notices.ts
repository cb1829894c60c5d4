// Composition of the notification centre: built after the chat, whose event stream carries its `notice` and
// `match` frames, and whose push service announces notices to offline devices. It hears the relations', the
// square's and the visits' events, so it subscribes before any of them is emitted (app.ts builds it early).
import type { ChatService } from '../features/chat/chat.service.ts';
import { NoticeRepository } from '../features/notice/notice.repository.ts';
import { noticeRoutes } from '../features/notice/notice.routes.ts';
import { NoticeService } from '../features/notice/notice.service.ts';
import type { VipService } from '../features/pay/vip.service.ts';
import type { PushService } from '../features/push/push.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Platform } from './platform.ts';

export interface NoticesDeps extends Platform {
  users: UserService;
  relations: RelationService;
  vip: VipService;
  chat: ChatService;
  push: PushService;
}

/** How often pending likes are looked at: told at most this late after their grace. */
const DELIVER_EVERY_MS = 5_000;

export function buildNotices({ server, transactions, events, clock, users, relations, vip, chat, push }: NoticesDeps) {
  const notices = new NoticeService({
    repository: new NoticeRepository(transactions),
    users,
    relations,
    vip,
    streams: chat,
    pusher: push,
    transactions,
    events,
    clock,
    log: server.log,
  });
  // Every instance runs it; each notice is claimed by one (NoticeService.deliverDue).
  const timer = setInterval(() => {
    notices.deliverDue().catch((error: unknown) => server.log.error({ err: error }, 'notices could not be told'));
  }, DELIVER_EVERY_MS);
  timer.unref();
  return {
    notices,
    registerRoutes(options: RouteOptions) {
      noticeRoutes(server, options, notices);
    },
    close(): void {
      clearInterval(timer);
    },
  };
}

export type Notices = ReturnType<typeof buildNotices>;
