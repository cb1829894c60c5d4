// Who the square hides from a viewer: people blocked either way, and the people on the viewer's no-see
// list. One SQL predicate, so every list (updates, search, counts) leaves out the same people; the comment
// repository holds the same one (a repository may not import another feature's).
import { RELATION } from '@kk/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * True when the author (a column reference such as `u.user_id`) is hidden from the viewer: primary-key probes
 * of user_relations, in both directions for a block. The viewer never hides from themselves (no relation to
 * oneself can be stored).
 */
export function hiddenFrom(viewerId: number, authorColumn: string): RawBuilder<boolean> {
  const author = sql.ref(authorColumn);
  return sql<boolean>`exists (select 1 from user_relations h where (h.user_id = ${viewerId} and h.kind in (${RELATION.block}, ${RELATION.noSee}) and h.target_id = ${author}) or (h.user_id = ${author} and h.kind = ${RELATION.block} and h.target_id = ${viewerId}))`;
}

/** True when a block stands between the viewer and the author, either way (no-see is not a block). */
export function blockedWith(viewerId: number, authorColumn: string): RawBuilder<boolean> {
  const author = sql.ref(authorColumn);
  return sql<boolean>`exists (select 1 from user_relations h where h.kind = ${RELATION.block} and ((h.user_id = ${viewerId} and h.target_id = ${author}) or (h.user_id = ${author} and h.target_id = ${viewerId})))`;
}

/** A LIKE pattern that finds the text anywhere, with `!` escaping the pattern's own wildcards. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}
