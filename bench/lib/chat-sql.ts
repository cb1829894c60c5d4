// What getMessageList runs (ChatReader.history over ChatHistoryRepository and RelationRepository, each statement
// compiled once), as Kysely compiles it for SQLite, copied for the baseline (servers/raw-history-server.ts) to
// prepare. suites/chat-history.ts checks, before it measures, that the app runs exactly these texts: a change to
// the repositories' SQL stops the suite until this file follows it.
import { RELATION } from '@kk/contract';

export const HISTORY_SQL = {
  /** RelationRepository.blockedEitherWay(a, b): [block, a, b, b, a]. */
  blocked:
    'select "user_id" from "user_relations" where "kind" = ? and (("user_id" = ? and "target_id" = ?) or ' +
    '("user_id" = ? and "target_id" = ?))',
  /** ChatHistoryRepository.session(user, peer): the viewer's side, then the peer's. */
  session: 'select * from "chat_sessions" where "user_id" = ? and "peer_id" = ?',
  /** UserRepository.byId(peer): a suspended or banned peer shows an empty history (as a block does). */
  peer: 'select * from "users" where "id" = ?',
  /** ChatHistoryRepository.page without `before`: [low, high, clearId, 0, viewer, pageSize + 1]. */
  history:
    'select * from "chat_messages" where "low_id" = ? and "high_id" = ? and "id" > ? and ("shadow" = ? or ' +
    '"from_user_id" = ?) order by "id" desc limit ?',
};

export const blockedParams = (a: number, b: number) => [RELATION.block, a, b, b, a];
