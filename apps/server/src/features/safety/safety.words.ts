// The money words (issue 24; docs/decisions/0093-warnings-and-stranger-images.md): a table an admin edits in the
// console, held in memory by every instance, since every message from someone new is checked against it. A change
// is told to every instance through the broker's notices (Redis pub/sub with several), and each reads the table
// again; a notice lost to an outage is made up for by a reread every few minutes.
import { SAFETY } from '@kk/contract';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Broker } from '../../platform/realtime/broker.ts';
import { normalizeForSafety } from './safety.detector.ts';
import type { SafetyRepository } from './safety.repository.ts';

const REREAD_EVERY_MS = 5 * 60_000;

export class SafetyWords {
  readonly #transactions: Transactions;
  readonly #repository: SafetyRepository;
  readonly #broker: Broker;
  readonly #log: { error(details: object, text: string): void };
  #words: readonly string[] = SAFETY.moneyWordsDefault;
  readonly #timer: NodeJS.Timeout;

  constructor(deps: {
    transactions: Transactions;
    repository: SafetyRepository;
    broker: Broker;
    log: { error(details: object, text: string): void };
  }) {
    this.#transactions = deps.transactions;
    this.#repository = deps.repository;
    this.#broker = deps.broker;
    this.#log = deps.log;
    this.#broker.onNotice((notice) => {
      if (notice.kind === 'safetyWords') this.#reload();
    });
    this.#timer = setInterval(() => this.#reload(), REREAD_EVERY_MS);
    this.#timer.unref();
  }

  /** The words as this instance holds them (read on every message from someone new: no query). */
  words(): readonly string[] {
    return this.#words;
  }

  /** Reads the table (at start, and on every change). */
  async load(): Promise<readonly string[]> {
    this.#words = await this.list();
    return this.#words;
  }

  #reload(): void {
    this.load().catch((error: unknown) => this.#log.error({ err: error }, 'money words could not be read'));
  }

  /** The table, in the admin's order. */
  list(): Promise<string[]> {
    return this.#repository.words();
  }

  /**
   * Replaces the list inside the caller's transaction (the audit entry joins it), answering it as stored: each
   * word once, as first written (ＵＳＤＴ and usdt are one). Every instance hears it after the commit.
   */
  async replace(words: readonly string[]): Promise<string[]> {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const word of words) {
      const key = normalizeForSafety(word.trim());
      if (key.length === 0 || seen.has(key)) continue;
      seen.add(key);
      kept.push(word.trim());
    }
    await this.#repository.replaceWords(kept);
    this.#transactions.afterCommit(() => {
      this.#words = kept;
      this.#broker
        .notify({ kind: 'safetyWords' })
        .catch((error: unknown) => this.#log.error({ err: error }, 'money words change could not be told'));
    });
    return kept;
  }

  close(): void {
    clearInterval(this.#timer);
  }
}
