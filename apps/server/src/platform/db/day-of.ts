import { type RawBuilder, sql } from 'kysely';

const DAY_MS = 86_400_000;

/**
 * The day a millisecond time falls in, `offsetMs` east of UTC, as whole days since the epoch: for counts a day at
 * a time (getStats: China Standard Time, NOTICE.visitDayOffsetMs). The numbers are written into the SQL (they are
 * ours, not a caller's), so both dialects do integer arithmetic on the bigint column; the cast keeps SQLite's
 * division whole.
 */
export function dayOf(column: RawBuilder<unknown>, offsetMs: number): RawBuilder<number> {
  return sql<number>`cast((${column} + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY_MS)} as integer)`;
}
