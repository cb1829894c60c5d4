// Composition of what people tell the operators: feedback, and reports of a person, an update, a comment or a
// message (which file into the moderation queue: wiring/moderation.ts).
import type { ChatService } from '../features/chat/chat.service.ts';
import type { CommentService } from '../features/comment/comment.service.ts';
import { FeedbackRepository } from '../features/feedback/feedback.repository.ts';
import { feedbackRoutes } from '../features/feedback/feedback.routes.ts';
import { FeedbackService } from '../features/feedback/feedback.service.ts';
import type { FileService } from '../features/file/file.service.ts';
import { ReportRepository } from '../features/report/report.repository.ts';
import { reportRoutes } from '../features/report/report.routes.ts';
import { ReportService } from '../features/report/report.service.ts';
import type { UpdatesService } from '../features/updates/updates.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Limiter } from '../platform/limiter/limiter.ts';
import type { Platform } from './platform.ts';

export interface ReportsDeps extends Platform {
  limiter: Limiter;
  users: UserService;
  files: FileService;
  updates: UpdatesService;
  comments: CommentService;
  /** A message one of its two people may report. */
  chat: ChatService;
}

export function buildReports(deps: ReportsDeps) {
  const { server, transactions, events, clock, limiter, users, files, updates, comments, chat } = deps;
  const feedback = new FeedbackService(new FeedbackRepository(transactions), limiter, clock, events);
  const reports = new ReportService({
    repository: new ReportRepository(transactions),
    events,
    users,
    files,
    transactions,
    clock,
    authors: { updates: (id) => updates.authorOf(id), comment: (id) => comments.authorOf(id) },
    messages: chat,
  });
  return {
    reports,
    registerRoutes(options: RouteOptions) {
      reportRoutes(server, options, reports);
      feedbackRoutes(server, options, feedback);
    },
  };
}
