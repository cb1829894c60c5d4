// Composition of the square: updates, and comments on them.
import { CommentRepository } from '../features/comment/comment.repository.ts';
import { commentRoutes } from '../features/comment/comment.routes.ts';
import { CommentService } from '../features/comment/comment.service.ts';
import type { FileService } from '../features/file/file.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import { UpdatesRepository } from '../features/updates/updates.repository.ts';
import { updatesRoutes } from '../features/updates/updates.routes.ts';
import { UpdatesService } from '../features/updates/updates.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { Platform } from './platform.ts';

export interface SquareDeps extends Platform {
  users: UserService;
  files: FileService;
  relations: RelationService;
}

export function buildSquare({ server, transactions, events, clock, users, files, relations }: SquareDeps) {
  const updates = new UpdatesService({
    repository: new UpdatesRepository(transactions),
    events,
    files,
    users,
    relations,
    transactions,
    clock,
    log: server.log,
  });
  const comments = new CommentService({
    repository: new CommentRepository(transactions),
    events,
    updates,
    users,
    transactions,
    clock,
  });
  return {
    updates,
    comments,
    registerRoutes(options: RouteOptions) {
      updatesRoutes(server, options, updates);
      commentRoutes(server, options, comments);
    },
  };
}
