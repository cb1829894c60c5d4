// The baseline of getUserInfo (DESIGN §4): bare node:http + better-sqlite3 doing what the app does for it, with
// no framework: hash the `token` header (SHA-256, as sessions are stored), look the session up, stamp the user
// active as every signed-in request does (a Map hit but once an hour), then look the user up and the user's kk
// lock, with the very SQL the app's SessionRepository.userIdOf, UserRepository.byId and KkLockRepository.userInfo
// run (Kysely's SQLite text), each statement prepared once, on a copy of the app's database; then answer the
// same envelope and fields.

import { hashToken, ownUserInfo, type UserRow, unlockedFields } from '@kk/server/bench';
import {
  activeStamper,
  KK_LOCK_INFO_SQL,
  KK_LOCK_STATE,
  listenBare,
  openCopy,
  SESSION_SQL,
  sessionParams,
  USER_SQL,
} from '../lib/bare.ts';
import { serveChild } from '../lib/child.ts';

export interface RawSqliteServerInit {
  /** The app's SQLite file, copied before the server starts. */
  database: string;
  /** The envelope's `msg` for success, as the app words it for the benchmark's requests. */
  okMessage: string;
}

const NOT_LOGGED_IN = JSON.stringify({ code: 401, msg: 'not logged in', data: null });

serveChild<RawSqliteServerInit>(async (init) => {
  const copy = await openCopy(init.database);
  const session = copy.db.prepare<[string, number, number, number], { user_id: number }>(SESSION_SQL);
  const user = copy.db.prepare<[number], UserRow>(USER_SQL);
  const kkLock = copy.db.prepare<
    [number, number, number, number, number],
    { last_end_sent: number | null; last_end_received: number | null; partner_id: number | null }
  >(KK_LOCK_INFO_SQL);
  const touchActive = activeStamper(copy.db);
  const server = await listenBare((req) => {
    const token = req.headers.token;
    const now = Date.now();
    const found = typeof token === 'string' ? session.get(...sessionParams(hashToken(token), now)) : undefined;
    if (found) touchActive(Number(found.user_id), now);
    const row = found ? user.get(Number(found.user_id)) : undefined;
    if (!row) return { status: 401, json: NOT_LOGGED_IN };
    const lock = kkLock.get(row.id, KK_LOCK_STATE.ended, row.id, KK_LOCK_STATE.ended, row.id);
    // The bench's user is never locked; the app would then also read the partner's mark name.
    if (lock?.partner_id != null) throw new Error('the baseline answers unlocked users only');
    const lastEnd = Math.max(Number(lock?.last_end_sent ?? 0), Number(lock?.last_end_received ?? 0));
    const info = { ...ownUserInfo(row), ...unlockedFields(lastEnd) };
    return { status: 200, json: JSON.stringify({ code: 0, msg: init.okMessage, data: info }) };
  });
  return {
    port: server.port,
    async close() {
      await server.close();
      await copy.remove();
    },
  };
});
