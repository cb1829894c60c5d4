// Impressions (docs/feed.md "Damping"), counted in memory and written in batches: a card served costs a Map
// increment instead of a row write, and a batch writes each person shown once (`feed_impressions`, a narrow table,
// so a batch touches few pages). Engine-free, as people.pools.ts: the app and the bench's baseline both use it.
import { impressionDay } from './people.ranking.ts';

/** One row of a batch: `shown` more shows of `user_id` on China-time day `day`. */
export interface ImpressionRow {
  user_id: number;
  day: number;
  shown: number;
}

/**
 * How many rows a statement writes: as many of the largest size as fit, the rest in the smaller ones. A few fixed
 * sizes keep the statements few and prepared once each (a length per batch would prepare a new one every time),
 * and a statement of 25 rows is short enough that requests go on between two of them (one of 100 rows, a page
 * or more of the table each, held the event loop 4 to 13 ms in the bench).
 */
export const IMPRESSION_STATEMENT_SIZES = [25, 5, 1] as const;

export class ImpressionCounter {
  #day = -1;
  #counts = new Map<number, number>();

  /** One show for each of these people today. Yesterday's uncounted shows are dropped: damping is per day. */
  count(userIds: readonly number[], now: number): void {
    this.#today(now);
    for (const id of userIds) this.#counts.set(id, (this.#counts.get(id) ?? 0) + 1);
  }

  /**
   * The shows of this person today that are not written yet, so a pool read now ranks with them: this
   * instance's own shows count at once, other instances' once they wrote their batch.
   */
  unwritten(userId: number, now: number): number {
    return impressionDay(now) === this.#day ? (this.#counts.get(userId) ?? 0) : 0;
  }

  /**
   * Takes what is counted as statements' rows (IMPRESSION_STATEMENT_SIZES), ids ascending (two instances writing
   * the same people then lock them in the same order on PostgreSQL, so they cannot deadlock), and starts counting
   * afresh.
   */
  take(now: number): ImpressionRow[][] {
    this.#today(now);
    const day = this.#day;
    const ids = [...this.#counts.keys()].sort((a, b) => a - b);
    const counts = this.#counts;
    this.#counts = new Map();
    const batches: ImpressionRow[][] = [];
    let start = 0;
    for (const size of IMPRESSION_STATEMENT_SIZES) {
      for (; ids.length - start >= size; start += size) {
        batches.push(ids.slice(start, start + size).map((id) => ({ user_id: id, day, shown: counts.get(id) ?? 0 })));
      }
    }
    return batches;
  }

  #today(now: number): void {
    const day = impressionDay(now);
    if (day === this.#day) return;
    this.#day = day;
    this.#counts = new Map();
  }
}

/** A pool row with this instance's unwritten shows added to today's count (people.pools.ts `Pool.append`). */
export function withUnwritten<T extends { id: number; shown: number; shown_day: number }>(
  row: T,
  counter: ImpressionCounter,
  now: number,
): T {
  const extra = counter.unwritten(row.id, now);
  if (extra === 0) return row;
  const today = impressionDay(now);
  return { ...row, shown: (row.shown_day === today ? row.shown : 0) + extra, shown_day: today };
}
