// Group commit (bench/README.md, "chat-delivery"): the messages that arrive within a short window (windowMs, or
// the rest of the turn of the event loop) are stored by one transaction, instead of one transaction (and one
// commit, one fsync on PostgreSQL) each; while one batch runs, the next gathers. Each item gets its own outcome:
// a refusal answers that item only.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What a batch answers for one of its items. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommitOptions<I, R> {
  /** Stores a batch, in one transaction, answering an outcome per item in the items' order. */
  commit(items: readonly I[]): Promise<Array<Outcome<R>>>;
  /** Items with equal keys never share a batch (a resend of one message_id waits for the first to be stored). */
  key(item: I): string;
  maxBatch: number;
  /**
   * How long the first item of a batch waits for others (0: only the rest of its turn). Below a few thousand
   * messages a second few arrive in the same turn, and a batch's fixed cost (its transaction, commit and
   * statements: about 0.4 ms of CPU on SQLite) was then paid by one message or two.
   */
  windowMs: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export class GroupCommit<I, R> {
  readonly #options: GroupCommitOptions<I, R>;
  #queue: Array<Waiting<I, R>> = [];
  #busy = false;
  #timer: NodeJS.Timeout | null = null;
  /**
   * Bound to the context the batcher was made in: a batch holds several callers' items, so it must not run in
   * the async context (an open transaction, AsyncLocalStorage) of whichever caller happened to come first.
   */
  readonly #drain: () => void;

  constructor(options: GroupCommitOptions<I, R>) {
    this.#options = options;
    this.#drain = AsyncLocalStorage.bind(() => void this.#run());
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (this.#busy) return;
      if (this.#queue.length === 1) {
        if (this.#options.windowMs > 0) this.#timer = setTimeout(this.#drain, this.#options.windowMs);
        else setImmediate(this.#drain);
      } else if (this.#queue.length === this.#options.maxBatch && this.#timer) {
        // A full batch does not wait out the window.
        clearTimeout(this.#timer);
        this.#timer = null;
        setImmediate(this.#drain);
      }
    });
  }

  async #run(): Promise<void> {
    this.#timer = null;
    if (this.#busy) return;
    this.#busy = true;
    try {
      while (this.#queue.length > 0) await this.#commit(this.#take());
    } finally {
      this.#busy = false;
    }
  }

  /** The next batch: up to maxBatch items in arrival order, none sharing a key (those wait for the next). */
  #take(): Array<Waiting<I, R>> {
    const batch: Array<Waiting<I, R>> = [];
    const keys = new Set<string>();
    const rest: Array<Waiting<I, R>> = [];
    for (const waiting of this.#queue) {
      const key = this.#options.key(waiting.item);
      if (batch.length >= this.#options.maxBatch || keys.has(key)) rest.push(waiting);
      else {
        keys.add(key);
        batch.push(waiting);
      }
    }
    this.#queue = rest;
    return batch;
  }

  async #commit(batch: Array<Waiting<I, R>>): Promise<void> {
    let outcomes: Array<Outcome<R>>;
    try {
      outcomes = await this.#options.commit(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (batch.length === 1) return (batch[0] as Waiting<I, R>).reject(error);
      // Something no check foresaw failed the whole transaction: each item again on its own, so one bad message
      // fails only itself.
      for (const waiting of batch) await this.#commit([waiting]);
      return;
    }
    for (const [index, waiting] of batch.entries()) {
      const outcome = outcomes[index] as Outcome<R>;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    }
  }
}
