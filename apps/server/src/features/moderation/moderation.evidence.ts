// Evidence kept, then let go (docs/decisions/0087-moderation.md): what was reported, and every revoked message, as
// it was — its text and copies of its images under private storage keys (PRIVATE_PREFIX, never served at /files/),
// so that revoking, deleting or removing the original loses nothing — until MODERATION_RETENTION_DAYS after it was
// last kept; then a periodic job on every instance purges it, each copy claimed by one of them.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { type FileStorage, isSafeKey, PRIVATE_PREFIX } from '../../platform/storage/storage.ts';
import type { EvidenceRow, ModerationRepository } from './moderation.repository.ts';

/** Content as it is now, to keep: its text, the storage keys of its images, and when it was made. */
export interface Snapshot {
  memberId: number;
  text: string;
  /** Storage keys of the original images (copied, not referenced). */
  keys: string[];
  createTime: number;
}

/** Purged per pass of the timer (and per call of the tests). */
const PURGE_BATCH = 200;

export class EvidenceKeeper {
  readonly #repository: ModerationRepository;
  readonly #storage: FileStorage;
  readonly #clock: Clock;
  readonly #retentionMs: number;
  readonly #log: { error(details: object, text: string): void };

  constructor(deps: {
    repository: ModerationRepository;
    storage: FileStorage;
    clock: Clock;
    retentionMs: number;
    log: { error(details: object, text: string): void };
  }) {
    this.#repository = deps.repository;
    this.#storage = deps.storage;
    this.#clock = deps.clock;
    this.#retentionMs = deps.retentionMs;
    this.#log = deps.log;
  }

  /**
   * Keeps the target's copy: the one there already is kept longer; else `snapshot` is read and its images copied.
   * A target already gone with nothing kept (null snapshot) keeps nothing.
   */
  async keep(targetType: number, targetKey: string, snapshot: () => Promise<Snapshot | null>): Promise<void> {
    const now = this.#clock.now();
    const purgeTime = now + this.#retentionMs;
    const existing = await this.#repository.evidence(targetType, targetKey);
    if (existing) return this.#repository.extendEvidence(existing.id, purgeTime);
    const content = await snapshot();
    if (!content) return;
    const images = await this.#copy(content.keys);
    const stored = await this.#repository.insertEvidence({
      target_type: targetType,
      target_key: targetKey,
      member_id: content.memberId,
      content: content.text,
      images,
      content_time: content.createTime,
      keep_time: now,
      purge_time: purgeTime,
    });
    // Another instance kept it in the same moment: its copies stand, these go.
    if (!stored) await this.#storage.delete(images);
  }

  find(targetType: number, targetKey: string): Promise<EvidenceRow | undefined> {
    return this.#repository.evidence(targetType, targetKey);
  }

  findMany(targetType: number, targetKeys: readonly string[]): Promise<EvidenceRow[]> {
    return this.#repository.evidenceOf(targetType, targetKeys);
  }

  /**
   * Purges the copies whose time is up, rows then their stored images. Safe on several instances at once: each row
   * is claimed by one DELETE … RETURNING. Answers how many were purged. A timer calls it (wiring/moderation.ts);
   * the tests call it after moving their clock.
   */
  async purgeDue(): Promise<number> {
    const now = this.#clock.now();
    let purged = 0;
    for (;;) {
      const ids = await this.#repository.dueEvidence(now, PURGE_BATCH);
      if (ids.length === 0) return purged;
      const claimed = await this.#repository.claimEvidence(ids, now);
      purged += claimed.length;
      const keys = claimed.flat();
      if (keys.length > 0) {
        await this.#storage.delete(keys).catch((error: unknown) => {
          this.#log.error({ err: error, keys: keys.length }, 'purged evidence images could not be deleted');
        });
      }
      if (ids.length < PURGE_BATCH) return purged;
    }
  }

  /** Copies images under private keys; one that is already gone is left out. */
  async #copy(keys: readonly string[]): Promise<string[]> {
    const copies: string[] = [];
    for (const key of keys) {
      if (!isSafeKey(key)) continue;
      const file = await this.#storage.get(key);
      if (!file) continue;
      const bytes = Buffer.concat(await file.body.toArray());
      const copy = `${PRIVATE_PREFIX}${randomBytes(16).toString('hex')}.${key.split('.').pop()}`;
      await this.#storage.put(copy, bytes);
      copies.push(copy);
    }
    return copies;
  }
}
