// Composition of files and the profile's pictures, in two parts because the square comes between them: first the
// files, which the square, the chat and the profile store pictures in; then the photos (a photo's file stays
// while an update shows it), the avatars and the backgrounds, with their routes.
import { avatarRoutes } from '../features/avatar/avatar.routes.ts';
import { AvatarService } from '../features/avatar/avatar.service.ts';
import { backgroundRoutes } from '../features/background/background.routes.ts';
import { BackgroundService } from '../features/background/background.service.ts';
import { FileRepository } from '../features/file/file.repository.ts';
import { fileRoutes } from '../features/file/file.routes.ts';
import { FileService } from '../features/file/file.service.ts';
import { PhotoRepository } from '../features/photo/photo.repository.ts';
import { photoRoutes } from '../features/photo/photo.routes.ts';
import { PhotoService } from '../features/photo/photo.service.ts';
import type { RelationService } from '../features/relation/relation.service.ts';
import type { UpdatesService } from '../features/updates/updates.service.ts';
import type { UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { Platform } from './platform.ts';

export interface FilesDeps extends Platform {
  storage: FileStorage;
  users: UserService;
}

export function buildFiles({ server, config, transactions, clock, storage, users }: FilesDeps) {
  const files = new FileService({
    repository: new FileRepository(transactions),
    storage,
    users,
    transactions,
    clock,
    limits: config.upload,
    log: server.log,
  });
  return {
    files,
    registerRoutes(options: RouteOptions) {
      fileRoutes(server, options, files);
    },
  };
}

export interface ProfileDeps extends Platform {
  storage: FileStorage;
  users: UserService;
  files: FileService;
  relations: RelationService;
  updates: UpdatesService;
}

export async function buildProfile(deps: ProfileDeps) {
  const { server, transactions, events, clock, storage, users, files, relations, updates } = deps;
  // A photo's file stays while an update shows it.
  const photos = new PhotoService(
    new PhotoRepository(transactions),
    files,
    users,
    clock,
    transactions,
    relations,
    updates,
    events,
  );
  const avatars = new AvatarService(storage, files, users);
  await avatars.ensureSystemAvatars();
  const backgrounds = new BackgroundService(users, files, relations);
  return {
    photos,
    avatars,
    backgrounds,
    registerRoutes(options: RouteOptions) {
      backgroundRoutes(server, options, backgrounds);
      avatarRoutes(server, options, avatars);
      photoRoutes(server, options, photos);
    },
  };
}
