// Demo chat (DESIGN §3 "Demo data"): the seed gives the ready accounts conversations, and some demo
// people answer a newcomer's greeting, so chat visibly works on a demo instance.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD } from '../../src/features/demo/demo.service.ts';
import { demoPhone } from '../../src/features/demo/demo-people.ts';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
  const seeded = await server.app.demo.seed(12);
  assert.equal(seeded.seeded, true);
});
after(() => server.close());

test('a ready account finds conversations waiting, with unread messages, and one with the other ready account', async () => {
  const login = await server.call('/api/login/loginByPasswd', { username: demoPhone(0), password: DEMO_PASSWORD });
  assert.equal(login.code, 0);
  const other = await server.call('/api/login/loginByPasswd', { username: demoPhone(1), password: DEMO_PASSWORD });
  const sessions = await server.call('/api/chat/getSessionList', {}, { token: login.data.token });
  assert.ok(sessions.data.list.length >= 3, `${sessions.data.list.length} sessions`);
  assert.ok(sessions.data.list.some((s: { unread: number }) => s.unread > 0));
  assert.ok(sessions.data.list.some((s: { user_id: number }) => s.user_id === other.data.user.id));
  for (const session of sessions.data.list) assert.ok(session.last_message.content.length > 0);
  const unread = await server.call('/api/chat/getUnreadNum', {}, { token: login.data.token });
  assert.ok(unread.data.count > 0);
});

test('a demo person who answers greetings replies to a newcomer live', async () => {
  const newcomer = await signUp(server);
  const db = server.database().kysely;
  // Demo people 4, 7, 10... answer (demo-chat.ts); 4 is in a population of 12.
  const replier = await db.selectFrom('users').select('id').where('phone', '=', demoPhone(4)).executeTakeFirstOrThrow();
  const socket = await TestSocket.connect(server, newcomer.token);
  const hi = await server.call('/api/chat/sayHi', { userId: Number(replier.id) }, { token: newcomer.token });
  assert.equal(hi.code, 0);
  await socket.next('message', (f) => f.data.from_user_id === newcomer.user.id);
  const reply = await socket.next('message', (f) => f.data.from_user_id === Number(replier.id));
  assert.equal(reply.data.to_user_id, newcomer.user.id);
  assert.ok(reply.data.content.length > 0);
  await socket.close();
});
