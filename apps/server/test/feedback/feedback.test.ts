import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

describe('feedback', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('a user sends feedback and sees only their own, newest first', async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const first = await server.call(
      '/api/feedback/addFeedback',
      { category: 3, content: '请导出我的数据' },
      { token: me.token },
    );
    assert.equal(first.code, 0);
    assert.equal(first.msg, '已收到你的反馈，我们会尽快处理');
    assert.equal(typeof first.data.id, 'number');
    server.clock.advance(1000);
    await server.call('/api/feedback/addFeedback', { category: 2, content: '  有人冒充客服  ' }, { token: me.token });
    await server.call('/api/feedback/addFeedback', { category: 1, content: 'not mine' }, { token: other.token });
    const list = await server.call('/api/feedback/getMyFeedbackList', { page: 1, pageSize: 20 }, { token: me.token });
    assert.equal(list.data.total, 2);
    assert.deepEqual(
      list.data.list.map((item: { category: number; content: string }) => [item.category, item.content]),
      [
        [2, '有人冒充客服'],
        [3, '请导出我的数据'],
      ],
    );
    assert.ok(list.data.list[0].create_time > list.data.list[1].create_time);
  });

  test('each rule refuses with its message', async () => {
    const me = await signUp(server);
    const cases: Array<[object, string, string]> = [
      [{ content: 'x' }, '请选择反馈类型', 'category'],
      [{ category: 9, content: 'x' }, '请选择反馈类型', 'category'],
      [{ category: 1 }, '请填写反馈内容', 'content'],
      [{ category: 1, content: '   ' }, '请填写反馈内容', 'content'],
      [{ category: 1, content: '字'.repeat(501) }, '反馈内容最多500个字', 'content'],
    ];
    for (const [body, msg, field] of cases) {
      const answer = await server.call('/api/feedback/addFeedback', body, { token: me.token });
      assert.equal(answer.code, -2222, JSON.stringify(body));
      assert.equal(answer.msg, msg);
      assert.deepEqual(answer.data, { field });
    }
    const emoji = await server.call(
      '/api/feedback/addFeedback',
      { category: 5, content: '😀'.repeat(500) },
      { token: me.token },
    );
    assert.equal(emoji.code, 0, '500 characters, whatever their UTF-16 length');
  });

  test('at most 10 a day', async () => {
    const me = await signUp(server);
    for (let i = 0; i < 10; i++) {
      assert.equal(
        (await server.call('/api/feedback/addFeedback', { category: 5, content: `#${i}` }, { token: me.token })).code,
        0,
      );
    }
    const refused = await server.call(
      '/api/feedback/addFeedback',
      { category: 5, content: '#11' },
      { token: me.token },
    );
    assert.equal(refused.code, -1029);
    assert.equal(refused.msg, '每天最多提交10条反馈，请明天再试');
    server.clock.advance(86_400_000);
    assert.equal(
      (await server.call('/api/feedback/addFeedback', { category: 5, content: '#12' }, { token: me.token })).code,
      0,
    );
  });

  test('needs a login', async () => {
    assert.equal((await server.call('/api/feedback/addFeedback', { category: 1, content: 'x' })).code, 401);
    assert.equal((await server.call('/api/feedback/getMyFeedbackList', { page: 1, pageSize: 20 })).code, 401);
  });
});
