// What the node:http + better-sqlite3 baselines share: a copy of the app's SQLite database opened as the app
// opens it, and a bare node:http server that reads the JSON body before answering, as any JSON endpoint must.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, SQLITE_PRAGMAS, userInfoQuery } from '@kk/server/bench';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

/**
 * SessionRepository.userIdOf and UserRepository.byId, as Kysely compiles them for SQLite. The session's parameters:
 * token hash, now, then the member's state (not suspended at now, not banned: sessionParams).
 */
export const SESSION_SQL =
  'select "sessions"."user_id" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ' +
  'where "sessions"."token_hash" = ? and "sessions"."expire_time" > ? and "users"."suspended_until" <= ? ' +
  'and "users"."banned" = ?';
export const sessionParams = (tokenHash: string, now: number) => [tokenHash, now, now, 0] as const;
export const USER_SQL = 'select * from "users" where "id" = ?';
/**
 * KkLockRepository.userInfo: the lock fields of the user's own user info, compiled from the app's own query by
 * Kysely's SQLite compiler (no connection is opened), so the baseline runs the very text the app runs.
 */
export const KK_LOCK_INFO_SQL = userInfoQuery(
  new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => ({}) as never }) }),
).compile().sql;
/** KkLockRepository's STATE.ended, the statement's first parameter. */
export { KK_LOCK_STATE } from '@kk/server/bench';
/** UserRepository.touchActive. */
export const ACTIVE_SQL = 'update "users" set "active_time" = ? where "id" = ? and "active_time" < ?';

/**
 * A copy of the database at `source` (SQLite's online backup, so a file the app has open in WAL mode copies
 * consistently), in a temp folder, with the app's pragmas (platform/db/database.ts). The baseline never reads
 * the app's own file: both sides then start from the same rows, and neither sees the other's writes.
 */
export async function openCopy(source: string): Promise<{ db: SQLite.Database; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'kk-bench-raw-'));
  const path = join(dir, 'kk.sqlite');
  const original = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await original.backup(path);
  } finally {
    original.close();
  }
  const db = new SQLite(path);
  for (const pragma of SQLITE_PRAGMAS) db.pragma(pragma);
  return {
    db,
    async remove() {
      db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Bare node:http on a free port of 127.0.0.1: reads the whole body, parses it as JSON, and hands it to
 * `answer`, which returns the status and the JSON text to send.
 */
export async function listenBare(
  answer: (request: IncomingMessage, body: unknown) => { status: number; json: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body: unknown = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      const { status, json } = answer(req, body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How often the app writes `active_time` at most (ACTIVE_STAMP_EVERY_MS in apps/server user.service.ts). */
const ACTIVE_STAMP_EVERY_MS = 3_600_000;

/**
 * What the app does on every signed-in request (UserService.touchActive): a Map spares the query while the
 * user was stamped within the hour, else a conditional UPDATE (UserRepository.touchActive's SQL).
 */
export function activeStamper(db: SQLite.Database): (userId: number, now: number) => void {
  const stamped = new Map<number, number>();
  const update = db.prepare(ACTIVE_SQL);
  return (userId, now) => {
    const last = stamped.get(userId);
    if (last !== undefined && now - last < ACTIVE_STAMP_EVERY_MS && now >= last) return;
    if (stamped.size >= 100_000) stamped.clear();
    stamped.set(userId, now);
    update.run(now, userId, now - ACTIVE_STAMP_EVERY_MS);
  };
}
