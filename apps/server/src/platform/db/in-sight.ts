// Moderation's list filter (platform/moderation/member-state.ts outOfSight, as SQL): a suspended or banned member
// leaves every list of people and the square. It reads only the `users` row the list joins already: no probe of
// another table, so it costs a list nothing measurable.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** The joined `users` row is neither banned nor suspended at `now`. */
export function inSight(eb: ExpressionBuilder<Database, 'users'>, now: number) {
  return eb.and([eb('users.banned', '=', 0), eb('users.suspended_until', '<=', now)]);
}
