// Puts moderation's state on a member as an action would (the console's takeAction, features/moderation): the
// user row's columns, then, for a suspension or a ban, the end of every session with its reason, which closes the
// member's sockets on every instance. Times are on the instance's clock.
import { CODE } from '@kk/contract';
import type { TestServer } from './harness.ts';

export interface MemberStateChange {
  /** Muted for this many hours from the server's now; 0 lifts. */
  muteHours?: number;
  suspendHours?: number;
  banned?: boolean;
  shadowbanned?: boolean;
  held?: boolean;
}

/** Writes the state on the member's row and ends their sessions for a suspension or a ban. */
export async function setMemberState(server: TestServer, userId: number, change: MemberStateChange): Promise<void> {
  const now = server.clock.now();
  const hours = (h: number | undefined) => (h ? now + h * 3_600_000 : 0);
  const fields: Record<string, number> = {};
  if (change.muteHours !== undefined) fields.muted_until = hours(change.muteHours);
  if (change.suspendHours !== undefined) fields.suspended_until = hours(change.suspendHours);
  if (change.banned !== undefined) fields.banned = change.banned ? 1 : 0;
  if (change.shadowbanned !== undefined) fields.shadowbanned = change.shadowbanned ? 1 : 0;
  if (change.held !== undefined) fields.held = change.held ? 1 : 0;
  await server.database().kysely.updateTable('users').set(fields).where('id', '=', userId).execute();
  if (change.banned) await server.app.sessions.revokeAll(userId, CODE.banned);
  else if (change.suspendHours) await server.app.sessions.revokeAll(userId, CODE.suspended);
}

/** Lifts everything: the columns back to 0. */
export function liftMemberState(server: TestServer, userId: number): Promise<void> {
  return setMemberState(server, userId, {
    muteHours: 0,
    suspendHours: 0,
    banned: false,
    shadowbanned: false,
    held: false,
  });
}
