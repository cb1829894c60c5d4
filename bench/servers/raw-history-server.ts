// The chat history's baseline (DESIGN §4): bare node:http + better-sqlite3 answering
// POST /api/chat/getMessageList {userId, pageSize} with the very SQL the app runs for it (lib/chat-sql.ts, checked
// against the app's by the suite), each statement prepared once, on a copy of the same database, and the same
// steps as the app: the session by the token's hash and the hourly activity stamp (lib/bare.ts), a block either
// way, both sides' sessions (the cleared point and the read cursors), the page newest first, shown oldest first
// through the app's own pure view (chat.view.ts messageView). What it leaves out is what the budget measures: the
// framework, the query builder, the request and response validation.

import { type ChatMessageRow, type ChatSessionRow, hashToken, messageView, pairOf } from '@kk/server/bench';
import { activeStamper, listenBare, openCopy, SESSION_SQL, sessionParams } from '../lib/bare.ts';
import { blockedParams, HISTORY_SQL } from '../lib/chat-sql.ts';
import { serveChild } from '../lib/child.ts';

export interface RawHistoryServerInit {
  /** The SQLite file the app serves, copied before the server starts. */
  database: string;
  /** The envelope's `msg` for success, as the app words it. */
  okMessage: string;
}

const NOT_LOGGED_IN = JSON.stringify({ code: 401, msg: 'not logged in', data: null });

serveChild<RawHistoryServerInit>(async (init) => {
  const copy = await openCopy(init.database);
  const { db } = copy;
  const session = db.prepare<[string, number, number, number], { user_id: number }>(SESSION_SQL);
  const blocked = db.prepare(HISTORY_SQL.blocked);
  const chatSession = db.prepare<[number, number], ChatSessionRow>(HISTORY_SQL.session);
  const peerRow = db.prepare<[number], { banned: number; suspended_until: number }>(HISTORY_SQL.peer);
  const history = db.prepare<[number, number, number, number, number, number], ChatMessageRow>(HISTORY_SQL.history);
  const touchActive = activeStamper(db);
  const answer = (data: unknown) => ({ status: 200, json: JSON.stringify({ code: 0, msg: init.okMessage, data }) });

  const server = await listenBare((req, body) => {
    const token = req.headers.token;
    const now = Date.now();
    const found = typeof token === 'string' ? session.get(...sessionParams(hashToken(token), now)) : undefined;
    if (!found) return { status: 401, json: NOT_LOGGED_IN };
    const userId = Number(found.user_id);
    touchActive(userId, now);
    const { userId: peerId, pageSize = 20 } = body as { userId: number; pageSize?: number };
    if (userId === peerId || blocked.get(...blockedParams(userId, peerId))) {
      return answer({ list: [], hasMore: false });
    }
    const peer = peerRow.get(peerId);
    if (peer && (Number(peer.banned) === 1 || Number(peer.suspended_until) > now)) {
      return answer({ list: [], hasMore: false });
    }
    const { low, high } = pairOf(userId, peerId);
    const mine = chatSession.get(userId, peerId);
    const theirs = chatSession.get(peerId, userId);
    const rows = history.all(low, high, Number(mine?.clear_id ?? 0), 0, userId, pageSize + 1);
    const hasMore = rows.length > pageSize;
    const list = rows
      .slice(0, pageSize)
      .reverse()
      .map((row) =>
        messageView(row, row.from_user_id === userId ? Number(theirs?.read_id ?? 0) : Number(mine?.read_id ?? 0)),
      );
    return answer({ list, hasMore });
  });
  return {
    port: server.port,
    async close() {
      await server.close();
      await copy.remove();
    },
  };
});
