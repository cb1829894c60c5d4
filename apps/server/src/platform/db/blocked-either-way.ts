// A block works both ways (docs/decisions/0037-blocks.md): lists of people leave out those blocked either way.
import { RELATION } from '@kk/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/**
 * `users.id` is blocked by the viewer or blocked the viewer: two primary-key probes per person. For the lists that
 * join `users` (the relation lists and matches in features/relation, the visitors in features/people).
 */
export function blockedEitherWay(eb: ExpressionBuilder<Database, 'users'>, viewerId: number) {
  const probe = (from: 'viewer' | 'them') =>
    eb.exists(
      eb
        .selectFrom('user_relations as b')
        .select('b.kind')
        .where('b.kind', '=', RELATION.block)
        .whereRef(from === 'viewer' ? 'b.target_id' : 'b.user_id', '=', 'users.id')
        .where(from === 'viewer' ? 'b.user_id' : 'b.target_id', '=', viewerId),
    );
  return eb.or([probe('viewer'), probe('them')]);
}
