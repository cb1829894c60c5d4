// The chat client's cursor over its event stream (realtime.ts, docs/api.md "Chat socket"). No zod here: the
// web's socket code imports it right after login.

/**
 * The client's cursor over its stream: `accept` says whether an event is new (events may arrive out of order
 * when two are sent at once, and again on `sync`); `cursor` is the highest seq below which nothing is missing,
 * the value to send as `sync {after}` on reconnect.
 */
export class StreamCursor {
  #cursor: number;
  readonly #ahead = new Set<number>();

  constructor(cursor = 0) {
    this.#cursor = cursor;
  }

  get cursor(): number {
    return this.#cursor;
  }

  /** True when `seq` was not seen before. */
  accept(seq: number): boolean {
    if (seq <= this.#cursor || this.#ahead.has(seq)) return false;
    this.#ahead.add(seq);
    while (this.#ahead.delete(this.#cursor + 1)) this.#cursor++;
    return true;
  }

  /**
   * After `synced`: everything up to its seq was sent (an event whose message is gone since, an account
   * deleted, is skipped), so the cursor moves there.
   */
  synced(seq: number): void {
    if (seq <= this.#cursor) return;
    this.#cursor = seq;
    for (const ahead of this.#ahead) if (ahead <= seq) this.#ahead.delete(ahead);
    while (this.#ahead.delete(this.#cursor + 1)) this.#cursor++;
  }

  /** After `synced {reset: true}`: start over from the latest seq. */
  reset(seq: number): void {
    this.#cursor = seq;
    this.#ahead.clear();
  }
}
