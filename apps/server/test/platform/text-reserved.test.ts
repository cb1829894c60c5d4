// Texts others (or operators) read hold no phone number and no default name (DESIGN §3): updates, comments, mark
// names, reports and feedback refuse them in every spelling with -2222 naming the field, in the caller's
// language, and store nothing; ordinary text with ordinary numbers is accepted. Chat messages are left free (a
// member may give a match their number). On PostgreSQL and Redis too (harness.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

const RESERVED = [
  '13800138000',
  '１３８００１３８０００', // full-width digits
  '138 0013 8000',
  'kk12345678',
  '微信 +86 138-0013-8000', // inside a text, +86 and dashes
];
// A year, a price, a time, a date, a long order number: none is a phone number.
const ORDINARY = ['2024年的夏天', '这双鞋¥1380，值吗', '19:30 见，3号门', '2026-11-26 晴', '单号 202611261380013800'];

let server: TestServer;
let me: Person;
let him: Person;
let updatesId: number;

before(async () => {
  server = await startServer();
  [me, him] = [await signUp(server), await signUp(server)];
  const posted = await server.call('/api/updates/addUpdates', { content: '大家好' }, { token: him.token });
  assert.equal(posted.code, 0, posted.msg);
  updatesId = posted.data.id;
});
after(() => server.close());

/** Sends every reserved spelling in `field` and asserts -2222 naming it; answers the messages. */
async function refusesAll(path: string, field: string, body: (text: string) => object, token = me.token) {
  for (const text of RESERVED) {
    const answer = await server.call(path, body(text), { token });
    assert.equal(answer.code, -2222, `${path} ${text}: ${answer.code} ${answer.msg}`);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.data, { field }, `${path} ${text}`);
    assert.equal(answer.msg, '不能包含手机号或系统保留的格式', `${path} ${text}`);
  }
  const english = await server.call(path, body(RESERVED[0] as string), { token, language: 'en' });
  assert.equal(english.msg, 'Phone numbers and reserved forms (kk + 8 digits) are not allowed');
  const traditional = await server.call(path, body(RESERVED[1] as string), { token, language: 'zh-Hant' });
  assert.equal(traditional.msg, '不能包含手機號碼或系統保留的格式');
}

async function accepted(path: string, body: object, token = me.token) {
  const answer = await server.call(path, body, { token });
  assert.equal(answer.code, 0, `${path} ${JSON.stringify(body)}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

describe('phone numbers and default names are refused where others read the text', () => {
  test('addUpdates: refused, nothing posted; ordinary numbers posted', async () => {
    await refusesAll('/api/updates/addUpdates', 'content', (content) => ({ content }));
    for (const content of ORDINARY) await accepted('/api/updates/addUpdates', { content });
    const mine = await accepted('/api/updates/getUpdatesList', { type: 'user', userId: me.user.id });
    assert.deepEqual(mine.list.map((item: { content: string }) => item.content).sort(), [...ORDINARY].sort());
  });

  test('addComment, and replies: refused, nothing stored; ordinary numbers stored', async () => {
    await refusesAll('/api/comment/addComment', 'content', (content) => ({ updates_id: updatesId, content }));
    const first = await accepted('/api/comment/addComment', { updates_id: updatesId, content: ORDINARY[0] });
    await refusesAll('/api/comment/addComment', 'content', (content) => ({
      updates_id: updatesId,
      content,
      reply_id: first.id,
    }));
    for (const content of ORDINARY.slice(1))
      await accepted('/api/comment/addComment', { updates_id: updatesId, content });
    const list = await accepted('/api/comment/getCommentList', { updates_id: updatesId });
    assert.deepEqual(list.list.map((item: { content: string }) => item.content).sort(), [...ORDINARY].sort());
  });

  test('updateMarkName: refused; an ordinary mark name with a year is kept', async () => {
    await refusesAll('/api/chat/updateMarkName', 'mark_name', (mark_name) => ({ userId: him.user.id, mark_name }));
    const kept = await accepted('/api/chat/updateMarkName', { userId: him.user.id, mark_name: '小林 2024' });
    assert.deepEqual(kept, { mark_name: '小林 2024' });
  });

  test('addReport: refused, nothing stored; ordinary numbers stored', async () => {
    const reportOf = (content: string) => ({ target_type: 1, target_id: him.user.id, reason: 1, content });
    await refusesAll('/api/report/addReport', 'content', reportOf);
    assert.equal((await server.database().kysely.selectFrom('reports').selectAll().execute()).length, 0);
    for (const content of ORDINARY.slice(0, 2)) await accepted('/api/report/addReport', reportOf(content));
    const rows = await server.database().kysely.selectFrom('reports').select('content').execute();
    assert.deepEqual(rows.map((row) => row.content).sort(), ORDINARY.slice(0, 2).sort());
  });

  test('addFeedback: refused, nothing stored; ordinary numbers stored', async () => {
    await refusesAll('/api/feedback/addFeedback', 'content', (content) => ({ category: 1, content }));
    for (const content of ORDINARY) await accepted('/api/feedback/addFeedback', { category: 1, content });
    const mine = await accepted('/api/feedback/getMyFeedbackList', {});
    assert.deepEqual(mine.list.map((item: { content: string }) => item.content).sort(), [...ORDINARY].sort());
  });

  test('profile names keep their own rule: the whole name, digits only too', async () => {
    const name = await server.call(
      '/api/user/updateUserInfo',
      { username: '１３８００１３８０００' },
      { token: me.token },
    );
    assert.equal(name.code, -2222);
    assert.deepEqual(name.data, { field: 'username' });
    assert.equal(name.msg, '用户名不能是手机号或系统保留的格式');
  });
});
