// Shared steps of the notices', matches' and visits' tests: the notification centre as a client reads it, time
// passing over a like's grace, the catch-up of a stream from its start, and an account's deletion.
import assert from 'node:assert/strict';
import { NOTICE } from '@kk/contract';
import { type Frame, TestSocket } from './chat-helpers.ts';
import type { TestServer } from './harness.ts';
import { ok, type Person } from './square-fixtures.ts';

export async function notices(server: TestServer, who: Person, type?: string) {
  return ok(server, '/api/notice/getNoticeList', { page: 1, pageSize: 50, ...(type ? { type } : {}) }, who);
}

export async function unread(server: TestServer, who: Person) {
  return ok(server, '/api/notice/getUnreadNum', {}, who);
}

/** Time passes over a like's grace and the due likes are told (the timer's work, done now). */
export async function graceOver(server: TestServer): Promise<number> {
  server.clock.advance(NOTICE.likeGraceMs);
  return server.app.notices.notices.deliverDue();
}

/** Every frame of the person's stream from its start (`sync {after: 0}`), up to `synced`. */
export async function replay(url: TestServer | string, who: Person, after = 0): Promise<Frame[]> {
  const socket = await TestSocket.connect(url, who.token);
  socket.send({ type: 'sync', data: { after } });
  await socket.next('synced');
  const frames = socket.frames.filter((frame) => frame.seq !== undefined);
  await socket.close();
  return frames;
}

export async function deleteAccount(server: TestServer, who: Person): Promise<void> {
  server.clock.advance(60_000);
  assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: who.token })).code, 0);
  const code = await server.lastCode(who.phone);
  assert.equal((await server.call('/api/user/deleteAccount', { code }, { token: who.token })).code, 0);
}
