// User-written and other string input: NUL in any field is a params error on every
// dialect (PostgreSQL answered 500), over-long input is refused naming the field before any work, and names that
// impersonate a phone number or a default name are refused. On PostgreSQL and Redis too (harness.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { INPUT_MAX } from '@kk/contract';
import type { LimitResult, LimitRule } from '../../src/platform/limiter/limiter.ts';
import { MemoryLimiter } from '../../src/platform/limiter/memory-limiter.ts';
import { newPhone, signUp, startServer, type TestServer } from '../support/harness.ts';

const FILE_ID = 'a'.repeat(32);

let server: TestServer;
let me: Awaited<ReturnType<typeof signUp>>;

before(async () => {
  server = await startServer();
  me = await signUp(server);
});
after(() => server.close());

/** Asserts a -2222 (HTTP 400) that names `field`; answers the message. */
async function refused(
  path: string,
  body: unknown,
  field: string,
  options: { token?: string; language?: string } = {},
) {
  const answer = await server.call(path, body, options);
  const what = `${path} ${String(JSON.stringify(body)).slice(0, 80)}`;
  assert.equal(answer.code, -2222, `${what}: ${answer.code} ${answer.msg}`);
  assert.equal(answer.status, 400, what);
  assert.deepEqual(answer.data, { field }, what);
  return answer.msg;
}

describe('NUL is a params error in every field, never a 500 (finding 4)', () => {
  const nul = 'ab\u0000cd';

  test('sign-in fields', async () => {
    const phone = newPhone();
    await refused('/api/login/loginByPasswd', { username: nul, password: 'secret123' }, 'username');
    await refused('/api/login/loginByPasswd', { username: me.phone, password: nul }, 'password');
    await refused('/api/sms/sendSms', { phone: `${phone}\u0000`, type: 1 }, 'phone');
    await refused('/api/login/loginByPhone', { phone, code: '12345\u0000' }, 'code');
    await refused('/api/login/loginByPhone', { phone, code: '123456', password: nul }, 'password');
    await refused(
      '/api/login/resetByPhone',
      { phone: `\u0000${phone}`, code: '123456', password: 'secret123' },
      'phone',
    );
    await refused('/api/user/initPassword', { password: nul }, 'password', { token: me.token });
    await refused('/api/user/deleteAccount', { code: '\u0000' }, 'code', { token: me.token });
  });

  test('the text fields of updateUserInfo, and nothing is saved', async () => {
    for (const field of ['username', 'signature', 'work', 'address', 'email', 'birthday', 'salary']) {
      await refused('/api/user/updateUserInfo', { [field]: nul }, field, { token: me.token });
    }
    for (const field of ['province', 'city', 'county']) {
      const region = { province: '广东省', city: '深圳市', county: '南山区', [field]: nul };
      await refused('/api/user/updateUserInfo', region, field, { token: me.token });
    }
    const user = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.equal(user.data.username, me.user.username);
    assert.equal(user.data.signature, '');
  });

  test('feedback, avatar, background and photos', async () => {
    await refused('/api/feedback/addFeedback', { category: 1, content: `hi${nul}` }, 'content', { token: me.token });
    await refused('/api/userAvatar/updateUserAvatar', { url: '/files/u/\u0000.png' }, 'url', { token: me.token });
    await refused('/api/userAvatar/addUserAvatar', { fileId: `${FILE_ID}\u0000` }, 'fileId', { token: me.token });
    await refused('/api/user/changeUserBgImg', { fileId: nul }, 'fileId', { token: me.token });
    await refused('/api/userPhoto/addUserPhoto', { fileIds: [FILE_ID, nul] }, 'fileIds.1', { token: me.token });
    const mine = await server.call('/api/feedback/getMyFeedbackList', {}, { token: me.token });
    assert.equal(mine.data.total, 0, 'no feedback was stored');
  });

  test('a query parameter, and the message in the caller’s language', async () => {
    await refused('/api/dev/smsOutbox?phone=138%00', undefined, 'phone');
    const msg = await refused('/api/login/loginByPasswd', { username: nul, password: 'x' }, 'username', {
      language: 'fr',
    });
    assert.equal(msg, 'Les caractères de contrôle ne sont pas acceptés');
  });
});

describe('every string field has a maximum length (finding 3)', () => {
  test('over-long input answers -2222 naming the field, with the field’s own message', async () => {
    const cases: Array<[string, object, string, string, string?]> = [
      [
        '/api/login/loginByPasswd',
        { username: 'x'.repeat(900_000), password: 'x' },
        'username',
        '用户名长度为2到20个字符',
      ],
      [
        '/api/login/loginByPasswd',
        { username: me.phone, password: 'x'.repeat(INPUT_MAX.password + 1) },
        'password',
        '密码最多128位',
      ],
      ['/api/sms/sendSms', { phone: '1'.repeat(INPUT_MAX.phone + 1), type: 1 }, 'phone', '手机号码格式错误'],
      [
        '/api/login/loginByPhone',
        { phone: me.phone, code: '1'.repeat(INPUT_MAX.code + 1) },
        'code',
        '请输入六位验证码',
      ],
      [
        '/api/login/resetByPhone',
        { phone: me.phone, code: '123456', password: 'x'.repeat(200) },
        'password',
        '密码长度为6到32位',
      ],
      ['/api/user/updateUserInfo', { username: '名'.repeat(81) }, 'username', '用户名长度为2到20个字符', me.token],
      ['/api/user/updateUserInfo', { signature: ' '.repeat(241) }, 'signature', '个性签名最多60个字', me.token],
      ['/api/user/updateUserInfo', { work: '职'.repeat(31) }, 'work', '职业最多30个字', me.token],
      ['/api/user/updateUserInfo', { address: '址'.repeat(101) }, 'address', '详细地址最多100个字', me.token],
      ['/api/user/updateUserInfo', { email: `${'a'.repeat(500)}@b.cn` }, 'email', '邮箱格式不正确', me.token],
      ['/api/user/updateUserInfo', { birthday: '1'.repeat(17) }, 'birthday', '请选择正确的生日', me.token],
      ['/api/user/updateUserInfo', { salary: 'x'.repeat(17) }, 'salary', '请选择月收入范围', me.token],
      [
        '/api/user/updateUserInfo',
        { province: '省'.repeat(41), city: '深圳市', county: '南山区' },
        'province',
        '所在地区不存在，请重新选择',
        me.token,
      ],
      [
        '/api/feedback/addFeedback',
        { category: 1, content: '字'.repeat(501) },
        'content',
        '反馈内容最多500个字',
        me.token,
      ],
      [
        '/api/userAvatar/updateUserAvatar',
        { url: `/files/${'a'.repeat(INPUT_MAX.url)}` },
        'url',
        '请选择图片',
        me.token,
      ],
      ['/api/userAvatar/addUserAvatar', { fileId: 'a'.repeat(33) }, 'fileId', '请选择图片', me.token],
    ];
    for (const [path, body, field, msg, token] of cases) {
      assert.equal(await refused(path, body, field, { token }), msg, `${path} ${field}`);
    }
  });

  test('an over-long account is refused before the limiter sees it (no key, no try used up)', async () => {
    const rules: LimitRule[] = [];
    const memory = new MemoryLimiter();
    const recording = {
      take(taken: readonly LimitRule[], now: number): Promise<LimitResult> {
        rules.push(...taken);
        return memory.take(taken, now);
      },
      close: () => memory.close(),
    };
    const own = await startServer({ LOGIN_ATTEMPTS_PER_HOUR: '2' }, { limiter: recording });
    try {
      const huge = 'x'.repeat(900_000);
      for (let i = 0; i < 12; i++) {
        const answer = await own.call('/api/login/loginByPasswd', { username: huge, password: 'x' });
        assert.equal(answer.code, -2222);
      }
      // Only the per-address API budget (every request's) was consulted: no sign-in limit, no key from the account.
      assert.deepEqual(
        rules.filter((rule) => rule.name !== 'api').map((rule) => rule.name),
        [],
        'no sign-in limit was consulted',
      );
      assert.ok(
        rules.every((rule) => !rule.key.includes('xxxxxxxxxx')),
        'no key was made from the account',
      );
      const person = await signUp(own);
      const answer = await own.call('/api/login/loginByPasswd', { username: person.phone, password: person.password });
      assert.equal(answer.code, 0, 'the address has not used up its password tries');
    } finally {
      await own.close();
    }
  });
});

describe('names that impersonate, and other hidden text (finding 9)', () => {
  test('the finding’s names are refused as usernames', async () => {
    const cases: Array<[string, string]> = [
      ['ab\u202Ecd', '不能包含不可见字符或文字方向控制符'],
      ['\u200B\u200B\u200B', '不能包含不可见字符或文字方向控制符'],
      ['ab\u0000cd', '不能包含控制字符'],
      ['kk１２３４５６７８', '用户名不能是手机号或系统保留的格式'],
      ['кк12345678', '用户名不能是手机号或系统保留的格式'],
      ['１３８１２３４５６７８', '用户名不能是手机号或系统保留的格式'],
      ['138 1234 5678', '用户名不能是手机号或系统保留的格式'],
    ];
    for (const [username, msg] of cases) {
      assert.equal(await refused('/api/user/updateUserInfo', { username }, 'username', { token: me.token }), msg);
    }
  });

  test('a signature with terminal escape codes is refused; text fields say what is wrong in English too', async () => {
    const colours = { signature: 'hi \u001B[31mred\u001B[0m' };
    assert.equal(
      await refused('/api/user/updateUserInfo', colours, 'signature', { token: me.token }),
      '不能包含控制字符',
    );
    const english = await refused('/api/user/updateUserInfo', { work: 'a\u2066b' }, 'work', {
      token: me.token,
      language: 'en',
    });
    assert.equal(english, 'Invisible characters and text-direction controls are not allowed');
    const feedback = { category: 5, content: 'look\u202Eeht' };
    await refused('/api/feedback/addFeedback', feedback, 'content', { token: me.token });
  });

  test('Chinese, emoji and accented names pass, stored NFKC-normalised, and log in as typed', async () => {
    const person = await signUp(server);
    for (const username of ['小林😀', '👩‍💻阿强', 'Zoë']) {
      const answer = await server.call('/api/user/updateUserInfo', { username }, { token: person.token });
      assert.equal(answer.code, 0, `${username}: ${answer.msg}`);
      assert.equal(answer.data.username, username);
    }
    const decomposed = await server.call(
      '/api/user/updateUserInfo',
      { username: 'Ｊｏｓｅ\u0301' },
      { token: person.token },
    );
    assert.equal(decomposed.code, 0, decomposed.msg);
    assert.equal(decomposed.data.username, 'José');
    const login = await server.call('/api/login/loginByPasswd', { username: 'Jose\u0301', password: person.password });
    assert.equal(login.code, 0, 'the typed name is compared in the stored form');
    const multiline = await server.call(
      '/api/user/updateUserInfo',
      { signature: '第一行\r\n第二行 ❤️' },
      { token: person.token },
    );
    assert.equal(multiline.data.signature, '第一行\n第二行 ❤️');
  });
});
