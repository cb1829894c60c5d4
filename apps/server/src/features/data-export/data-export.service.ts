// A copy of my data (issue 24 part 6; docs/decisions/0095-data-export.md). requestDataExport starts one a day:
// the member's row is held while their latest export is looked at and replaced, so requests at once, on any
// instance, make one. The archive is built in the background, never in the request: by the instance that took the
// request, or, when that instance stopped before it was done, by any instance's sweep once the build's claim ran
// out (a few attempts, then `failed`, never stuck). The zip goes to the file store under a private key (never
// served at /files/); its owner downloads it with their login until `expire_time`; then the sweep deletes it.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE, DATA_EXPORT, type DataExportInfo } from '@kk/contract';
import { LANGUAGES, type Language } from '@kk/contract/i18n';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError, retryLater } from '../../platform/http/app-error.ts';
import { EXPORT_PREFIX, type FileStorage, type StoredFile } from '../../platform/storage/storage.ts';
import type { UserService } from '../user/user.service.ts';
import { writeArchive } from './data-export.archive.ts';
import type { MemberDataReader } from './data-export.collect.ts';
import type { DataExportRepository, DataExportRow } from './data-export.repository.ts';

/** Where an export is downloaded: this, then its id (the contract's `url`). */
export const DATA_EXPORT_PATH = '/api/user/dataExport/';
/** A build not done this long after it was claimed is taken up again by any instance (its instance stopped). */
export const BUILD_LEASE_MS = 10 * 60_000;
/** Builds tried per export before it is `failed`. */
export const BUILD_ATTEMPTS = 3;
/** Rows looked at per pass of the sweep. */
const SWEEP_BATCH = 100;

export interface DataExportDeps {
  repository: DataExportRepository;
  reader: MemberDataReader;
  storage: FileStorage;
  users: UserService;
  transactions: Transactions;
  events: Events;
  clock: Clock;
  /**
   * Where archives are written before they go to the store: on the data disk (DATA_DIR), not the system's
   * temporary folder, which may be memory (tmpfs).
   */
  workDir: string;
  log: { error(details: object, text: string): void };
}

export class DataExportService {
  readonly #deps: DataExportDeps;
  readonly #repository: DataExportRepository;
  /** Builds and deletions running on this instance: the tests and close() wait for them. */
  readonly #running = new Set<Promise<void>>();

  constructor(deps: DataExportDeps) {
    this.#deps = deps;
    this.#repository = deps.repository;
    // Account deletion: the export's row goes in the deletion's transaction, its archive once that committed.
    deps.events.on('account.deleting', async ({ userId }) => {
      const row = await this.#repository.byUser(userId);
      if (!row) return;
      await this.#repository.delete(row.id);
      if (row.storage_key) {
        this.#deps.transactions.afterCommit(() => this.#track(this.#deleteObject(row.storage_key, userId)));
      }
    });
  }

  async request(userId: number, language: Language): Promise<DataExportInfo> {
    const { clock, transactions, users } = this.#deps;
    const now = clock.now();
    const { row, replaced } = await transactions.run(async () => {
      // Held first: a second request at once, on any instance, waits here and then finds this one's export.
      await users.lock(userId);
      const current = await this.#repository.byUser(userId);
      // A failed export does not count: the member may ask again at once.
      if (current && current.status !== 'failed' && now - current.create_time < DATA_EXPORT.everyMs) {
        throw retryLater(CODE.dataExportLimit, 'code.dataExportLimit', current.create_time + DATA_EXPORT.everyMs - now);
      }
      if (current) await this.#repository.delete(current.id);
      const fresh = { id: randomBytes(16).toString('hex'), user_id: userId, language, create_time: now };
      await this.#repository.insert(fresh);
      return { row: fresh, replaced: current };
    });
    if (replaced?.storage_key) await this.#deleteObject(replaced.storage_key, userId);
    this.#startBuild(row.id, now);
    return { status: 'pending' };
  }

  async latest(userId: number): Promise<DataExportInfo> {
    const row = await this.#repository.byUser(userId);
    if (!row) return { status: 'none' };
    if (row.status === 'ready' && row.expire_time <= this.#deps.clock.now()) {
      // Its time is up though the sweep has not come by yet: it goes now.
      await this.#expire(row.id, row.storage_key);
      return { status: 'expired' };
    }
    if (row.status !== 'ready') return { status: row.status };
    return { status: 'ready', url: DATA_EXPORT_PATH + row.id, expires_at: row.expire_time };
  }

  /** The archive for its owner, while its link works; anything else is -2918, as if there were none. */
  async download(userId: number, id: string): Promise<{ file: StoredFile; row: DataExportRow }> {
    const row = /^[a-f0-9]{32}$/.test(id) ? await this.#repository.byId(id) : undefined;
    const now = this.#deps.clock.now();
    if (!row || row.user_id !== userId || row.status !== 'ready') throw new AppError(CODE.dataExportNotFound);
    if (row.expire_time <= now) {
      await this.#expire(row.id, row.storage_key);
      throw new AppError(CODE.dataExportNotFound);
    }
    const file = await this.#deps.storage.get(row.storage_key);
    if (!file) throw new AppError(CODE.dataExportNotFound);
    return { file, row };
  }

  /**
   * One pass over the exports, on every instance (a timer in wiring/data-export.ts; the tests call it after moving
   * their clock): builds left pending by an instance that stopped are taken up again or, out of attempts, marked
   * failed; archives whose link stopped working are deleted. Each row is claimed by one conditional UPDATE.
   */
  async sweep(): Promise<{ rebuilt: number; failed: number; expired: number }> {
    const now = this.#deps.clock.now();
    let rebuilt = 0;
    let failed = 0;
    let expired = 0;
    for (const row of await this.#repository.stale(now - BUILD_LEASE_MS, SWEEP_BATCH)) {
      if (row.attempts >= BUILD_ATTEMPTS) {
        if (await this.#repository.markFailed(row.id, null)) failed++;
      } else if (await this.#repository.reclaim(row.id, row.claim_time, now)) {
        rebuilt++;
        this.#startBuild(row.id, now);
      }
    }
    for (const row of await this.#repository.due(now, SWEEP_BATCH)) {
      if (await this.#expire(row.id, row.storage_key)) expired++;
    }
    return { rebuilt, failed, expired };
  }

  /** Resolves once every build and deletion started on this instance is done (tests; the app's close). */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  #startBuild(id: string, claim: number): void {
    this.#track(
      this.#build(id, claim).catch((error: unknown) => {
        this.#deps.log.error({ err: error, id }, 'a data export could not be built');
      }),
    );
  }

  /** Work this instance does after answering (a build, an archive's deletion): settled() waits for it. */
  #track(work: Promise<void>): void {
    const tracked = work.finally(() => this.#running.delete(tracked));
    this.#running.add(tracked);
  }

  /**
   * Builds the archive of the export `id` while this instance holds its claim `claim`. A failure marks it failed
   * (the member may ask again at once); a claim lost meanwhile (reclaimed, or the account deleted) drops the
   * archive made.
   */
  async #build(id: string, claim: number): Promise<void> {
    const { storage, clock, reader } = this.#deps;
    const row = await this.#repository.byId(id);
    if (row?.status !== 'pending' || row.claim_time !== claim) return;
    const language = LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'zh-Hans';
    await mkdir(this.#deps.workDir, { recursive: true });
    const directory = await mkdtemp(join(this.#deps.workDir, 'export-'));
    const key = `${EXPORT_PREFIX}${id}.zip`;
    let stored = false;
    try {
      const path = join(directory, 'export.zip');
      await writeArchive(path, await reader.read(row.user_id), storage, { language, madeAt: clock.now() });
      const { size } = await stat(path);
      await storage.putFile(key, path);
      stored = true;
      const now = clock.now();
      const done = { storage_key: key, size, ready_time: now, expire_time: now + DATA_EXPORT.linkTtlMs };
      if (!(await this.#repository.markReady(id, claim, done))) await this.#deleteObject(key, row.user_id);
    } catch (error) {
      if (stored) await this.#deleteObject(key, row.user_id);
      await this.#repository.markFailed(id, claim);
      throw error;
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  /** Moves a ready export to expired and deletes its archive: true for the one call that did. */
  async #expire(id: string, key: string): Promise<boolean> {
    if (!(await this.#repository.markExpired(id))) return false;
    await this.#deleteObject(key, null);
    return true;
  }

  async #deleteObject(key: string, userId: number | null): Promise<void> {
    await this.#deps.storage.delete([key]).catch((error: unknown) => {
      this.#deps.log.error({ err: error, userId }, 'a data export archive could not be deleted');
    });
  }
}
