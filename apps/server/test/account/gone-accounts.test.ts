// A gone account, met later by the people it leaves behind (docs/api.md "A gone account"): once deleted, its id
// answers -2012 该账号已注销 wherever a request names it (the profile, a message, a greeting, a kk lock request, a
// follow, a report), with nothing more of the person, while a block still answers -2001 as for nobody, and an id
// that never was one -2001. Only the id and the deletion time are kept (gone_accounts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const NOBODY = 987_654_321;

describe('gone accounts', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** A signed-up account with a name of its own and a signature, so any trace of it in an answer can be found. */
  async function person(name: string): Promise<Account> {
    const account = await signUp(server);
    const tag = `${name}${account.user.id}`;
    const set = await server.call(
      '/api/user/updateUserInfo',
      { username: tag, signature: `签名${tag}` },
      { token: account.token },
    );
    assert.equal(set.code, 0, set.msg);
    return { ...account, user: { ...account.user, username: tag } };
  }

  async function deleteAccount(account: Account): Promise<number> {
    server.clock.advance(61_000);
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: account.token })).code, 0);
    const code = await server.lastCode(account.phone);
    const at = server.clock.now();
    const done = await server.call('/api/user/deleteAccount', { code }, { token: account.token });
    assert.equal(done.code, 0, done.msg);
    return at;
  }

  /** What any answer must not hold of the deleted person. */
  function assertNoTrace(answer: unknown, gone: Account) {
    const text = JSON.stringify(answer);
    for (const trace of [gone.user.username, `签名${gone.user.username}`, gone.user.userid, gone.phone]) {
      assert.ok(!text.includes(trace), `no trace of ${trace}: ${text}`);
    }
  }

  test('the profile of a deleted account answers -2012 and nothing of the person; a block still answers -2001', async () => {
    const [a, gone, blocked] = [await person('阿杰'), await person('小雅'), await person('老王')];
    assert.equal((await server.call('/api/chat/blockUser', { userId: blocked.user.id }, { token: a.token })).code, 0);
    await deleteAccount(gone);

    const detail = await server.call('/api/user/getUserDetail', { userId: gone.user.id }, { token: a.token });
    assert.deepEqual([detail.status, detail.code, detail.msg], [200, -2012, '该账号已注销']);
    assert.equal(detail.data ?? null, null);
    assertNoTrace(detail, gone);
    // In the caller's language, from the catalogue.
    const english = await server.call(
      '/api/user/getUserDetail',
      { userId: gone.user.id },
      { token: a.token, language: 'en' },
    );
    assert.deepEqual([english.code, english.msg], [-2012, 'This account has been deleted']);
    // Anyone asking is told the same, whether or not they knew the person.
    const stranger = await person('路人');
    assert.equal(
      (await server.call('/api/user/getUserDetail', { userId: gone.user.id }, { token: stranger.token })).code,
      -2012,
    );

    // A block, either way, and an id that never was an account: -2001, as before.
    for (const [viewer, target] of [
      [a, blocked.user.id],
      [blocked, a.user.id],
      [a, NOBODY],
    ] as const) {
      const refused = await server.call('/api/user/getUserDetail', { userId: target }, { token: viewer.token });
      assert.deepEqual([refused.code, refused.msg], [-2001, '用户不存在'], `${viewer.user.id} → ${target}`);
    }

    // The person's other pages say the same: the square's list of their updates and their background.
    for (const [path, body] of [
      ['/api/updates/getUpdatesList', { type: 'user', userId: gone.user.id, page: 1, pageSize: 10 }],
      ['/api/user/getUserBgImg', { userId: gone.user.id }],
    ] as const) {
      const answer = await server.call(path, body, { token: a.token });
      assert.equal(answer.code, -2012, path);
      assertNoTrace(answer, gone);
    }
  });

  test('only the id and the deletion time are kept', async () => {
    const gone = await person('小雨');
    const at = await deleteAccount(gone);
    const db = server.database().kysely;
    const rows = (await sql<Record<string, unknown>>`select * from gone_accounts`.execute(db)).rows;
    const row = rows.find((item) => Number(item.user_id) === gone.user.id);
    assert.ok(row, 'the id is kept as gone');
    assert.deepEqual(Object.keys(row).sort(), ['delete_time', 'user_id']);
    assert.equal(Number(row.delete_time), at);
    // Nothing else of the person anywhere in the table: not the name, phone, account number or signature.
    assertNoTrace(rows, gone);
    // And the row of the user is gone: the tombstone is not the account kept under another name.
    assert.equal(
      (await db.selectFrom('users').select('id').where('id', '=', gone.user.id).executeTakeFirst()) ?? null,
      null,
    );
  });

  test('a message, a greeting, a kk lock request, a mark name, a follow or a report to a deleted account: -2012', async () => {
    const [a, gone] = [await person('阿明'), await person('小芳')];
    const socket = await TestSocket.connect(server, a.token);
    socket.sendMessage(gone.user.id, '你好');
    await socket.next('ack');
    await deleteAccount(gone);
    await socket.next('account_gone');

    const refusedId = socket.sendMessage(gone.user.id, '还在吗');
    const refused = await socket.next('error', (frame) => frame.data?.message_id === refusedId);
    assert.deepEqual([refused.code, refused.msg], [-2012, '该账号已注销']);
    assertNoTrace(refused, gone);
    // A message to an id that never was an account is still -2001.
    const nobodyId = socket.sendMessage(NOBODY, '有人吗');
    const nobody = await socket.next('error', (frame) => frame.data?.message_id === nobodyId);
    assert.equal(nobody.code, -2001);

    for (const [path, body] of [
      ['/api/chat/sayHi', { userId: gone.user.id }],
      ['/api/kklock/applyKkLock', { to_user_id: gone.user.id }],
      ['/api/chat/updateMarkName', { userId: gone.user.id, mark_name: '老朋友' }],
      ['/api/chat/followUser', { userId: gone.user.id }],
      ['/api/chat/zan', { userId: gone.user.id }],
      ['/api/report/addReport', { target_type: 1, target_id: gone.user.id, reason: 2 }],
    ] as const) {
      const answer = await server.call(path, body, { token: a.token });
      assert.deepEqual([answer.code, answer.msg], [-2012, '该账号已注销'], path);
      assertNoTrace(answer, gone);
    }
    // Nothing was stored for the gone account: no conversation comes back into A's list.
    const sessions = await server.call('/api/chat/getSessionList', { page: 1, pageSize: 20 }, { token: a.token });
    assert.deepEqual(sessions.data.list, []);
    await socket.close();
  });
});
