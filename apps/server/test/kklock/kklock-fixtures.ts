// Helpers of the kk lock tests: the six calls, by name, as a client makes them.
import assert from 'node:assert/strict';
import type { TestServer } from '../support/harness.ts';

export interface Someone {
  token: string;
  id: number;
}

export const kk = (server: Pick<TestServer, 'call'>, who: Someone) => ({
  apply: (to: Someone | number) =>
    server.call('/api/kklock/applyKkLock', { to_user_id: typeof to === 'number' ? to : to.id }, { token: who.token }),
  accept: (messageId: string) =>
    server.call('/api/kklock/acceptKkLock', { message_id: messageId }, { token: who.token }),
  reject: (messageId: string) =>
    server.call('/api/kklock/rejectKkLock', { message_id: messageId }, { token: who.token }),
  cancel: (messageId: string) =>
    server.call('/api/kklock/cancelKkLock', { message_id: messageId }, { token: who.token }),
  status: (messageId: string) =>
    server.call('/api/kklock/getKkLockStatus', { message_id: messageId }, { token: who.token }),
  disconnect: () => server.call('/api/kklock/cancelKkLockUser', {}, { token: who.token }),
  info: () => server.call('/api/user/getUserInfo', {}, { token: who.token }),
});

/** A successful answer's data, with the path and refusal in the failure message. */
export function ok(answer: { code: number; msg: string; data?: unknown }, what = 'call') {
  assert.equal(answer.code, 0, `${what}: ${answer.code} ${answer.msg}`);
  // biome-ignore lint/suspicious/noExplicitAny: tests read payloads field by field.
  return answer.data as any;
}

/** A locks with B: A applies, B accepts; answers the request's message_id. */
export async function lockPair(server: TestServer, a: Someone, b: Someone): Promise<string> {
  const request = ok(await kk(server, a).apply(b), 'apply');
  ok(await kk(server, b).accept(request.message_id), 'accept');
  return request.message_id;
}
