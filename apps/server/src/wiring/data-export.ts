// Composition of a copy of my data (docs/decisions/0095-data-export.md): what it reads (the member's rows, their
// user info as they see it), where it keeps the archives (the file store), its routes, and the sweep that takes up
// builds an instance left behind and deletes archives whose time is up (a timer on every instance; each row is
// claimed by one).
import { join } from 'node:path';
import { MemberDataReader } from '../features/data-export/data-export.collect.ts';
import { DataExportRepository } from '../features/data-export/data-export.repository.ts';
import { dataExportRoutes } from '../features/data-export/data-export.routes.ts';
import { DataExportService } from '../features/data-export/data-export.service.ts';
import type { OwnUserInfo, UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { Platform } from './platform.ts';

export interface DataExportDeps extends Platform {
  storage: FileStorage;
  users: UserService;
  userInfo: OwnUserInfo;
}

/** How often the sweep runs: a stopped instance's build is taken up, and an archive deleted, at most this late. */
const SWEEP_EVERY_MS = 60_000;

export function buildDataExport(deps: DataExportDeps) {
  const { server, config, transactions, events, clock, storage, users, userInfo } = deps;
  const dataExport = new DataExportService({
    repository: new DataExportRepository(transactions),
    reader: new MemberDataReader(transactions, userInfo),
    storage,
    users,
    transactions,
    events,
    clock,
    workDir: join(config.dataDir, 'tmp'),
    log: server.log,
  });
  const timer = setInterval(() => {
    dataExport.sweep().catch((error: unknown) => server.log.error({ err: error }, 'data exports could not be swept'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    dataExport,
    registerRoutes(options: RouteOptions) {
      dataExportRoutes(server, options, dataExport);
    },
    async close(): Promise<void> {
      clearInterval(timer);
      // A build in flight finishes before the store and the database close under it.
      await dataExport.settled();
    },
  };
}

export type DataExport = ReturnType<typeof buildDataExport>;
