import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readableTexts, signUp, startServer, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

/** A phone as the app shows it (SPEC §9): first 3 digits, ****, last 4. */
function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

describe('updateUserInfo', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('saves every editable field and answers the updated user', async () => {
    const me = await signUp(server);
    const changes = {
      username: '小林',
      signature: '喜欢爬山和咖啡',
      gender: 2,
      birthday: '1996-05-20',
      height: 165,
      weight: 50,
      marriage: 1,
      province: '广东省',
      city: '深圳市',
      county: '南山区',
      address: '科技园',
      work: '设计师',
      salary: '12k-20k',
      email: 'lin@example.com',
    };
    const answer = await server.call('/api/user/updateUserInfo', changes, { token: me.token });
    assert.equal(answer.code, 0);
    assert.equal(answer.msg, '保存成功');
    for (const [field, value] of Object.entries(changes)) assert.equal(answer.data[field], value, field);
    const info = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.equal(info.code, 0);
    for (const [field, value] of Object.entries(changes)) assert.equal(info.data[field], value, `stored ${field}`);
    const byName = await server.call('/api/login/loginByPasswd', { username: '小林', password: me.password });
    assert.equal(byName.code, 0, 'the new username logs in');
  });

  test('a partial update changes only what it names', async () => {
    const me = await signUp(server);
    const first = await server.call('/api/user/updateUserInfo', { signature: 'one', height: 170 }, { token: me.token });
    assert.equal(first.code, 0);
    const answer = await server.call('/api/user/updateUserInfo', { signature: 'two' }, { token: me.token });
    assert.equal(answer.code, 0);
    assert.equal(answer.data.signature, 'two');
    assert.equal(answer.data.height, 170);
    const stored = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.deepEqual([stored.data.signature, stored.data.height], ['two', 170]);
  });

  test('each rule refuses with a message a user understands, naming the field', async () => {
    const me = await signUp(server);
    const cases: Array<[object, string, string]> = [
      [{ username: 'a' }, '用户名长度为2到20个字符', 'username'],
      [{ username: '13812345678' }, '用户名不能是手机号或系统保留的格式', 'username'],
      [{ username: 'kk12345678' }, '用户名不能是手机号或系统保留的格式', 'username'],
      [{ signature: '长'.repeat(61) }, '个性签名最多60个字', 'signature'],
      [{ gender: 3 }, '请选择性别', 'gender'],
      [{ birthday: '1990-02-30' }, '请选择正确的生日', 'birthday'],
      [{ birthday: '20-01-1990' }, '请选择正确的生日', 'birthday'],
      [{ birthday: '2010-01-01' }, '未满18周岁不能使用本服务', 'birthday'],
      [{ birthday: '1900-01-01' }, '请选择正确的生日', 'birthday'],
      [{ height: 300 }, '身高应在100到250厘米之间', 'height'],
      [{ height: 170.5 }, '身高应在100到250厘米之间', 'height'],
      [{ weight: 10 }, '体重应在30到200公斤之间', 'weight'],
      [{ marriage: 9 }, '请选择婚姻状况', 'marriage'],
      [{ province: '广东省', city: '杭州市', county: '西湖区' }, '所在地区不存在，请重新选择', 'province'],
      [{ province: '广东省' }, '所在地区不存在，请重新选择', 'province'],
      [{ salary: 'a lot' }, '请选择月收入范围', 'salary'],
      [{ email: 'not-an-email' }, '邮箱格式不正确', 'email'],
      [{ height: '170' }, '身高应在100到250厘米之间', 'height'],
    ];
    for (const [body, msg, field] of cases) {
      const answer = await server.call('/api/user/updateUserInfo', body, { token: me.token });
      assert.equal(answer.code, -2222, JSON.stringify(body));
      assert.equal(answer.msg, msg, JSON.stringify(body));
      assert.deepEqual(answer.data, { field }, JSON.stringify(body));
    }
    const unchanged = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.equal(unchanged.code, 0);
    for (const field of ['height', 'weight', 'gender', 'marriage'] as const) {
      assert.equal(unchanged.data[field], 0, `nothing was saved: ${field}`);
    }
    for (const field of ['username', 'signature', 'birthday', 'province', 'salary', 'email'] as const) {
      assert.equal(unchanged.data[field], me.user[field], `nothing was saved: ${field}`);
    }
  });

  test('exactly 18 today is allowed; the day before is not', async () => {
    const me = await signUp(server);
    const today = new Date(server.clock.now() + 8 * 3_600_000);
    const y = today.getUTCFullYear() - 18;
    const md = `${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    assert.equal(
      (await server.call('/api/user/updateUserInfo', { birthday: `${y}-${md}` }, { token: me.token })).code,
      0,
    );
    const tomorrow = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
    assert.equal(
      (await server.call('/api/user/updateUserInfo', { birthday: tomorrow }, { token: me.token })).code,
      -2222,
    );
  });

  test('a username someone has is refused; keeping your own is fine', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    assert.equal((await server.call('/api/user/updateUserInfo', { username: '阿强' }, { token: a.token })).code, 0);
    const taken = await server.call('/api/user/updateUserInfo', { username: '阿强' }, { token: b.token });
    assert.equal(taken.code, -2010);
    assert.equal(taken.msg, '该用户名已被使用');
    assert.equal((await server.call('/api/user/updateUserInfo', { username: '阿强' }, { token: a.token })).code, 0);
    const ownDefault = await server.call('/api/user/updateUserInfo', { username: b.user.username }, { token: b.token });
    assert.equal(ownDefault.code, 0, 'a default name may be sent back unchanged');
  });

  test('clearing the region and optional fields', async () => {
    const me = await signUp(server);
    const set = await server.call(
      '/api/user/updateUserInfo',
      { province: '北京市', city: '北京市', county: '海淀区', email: 'a@b.cn', birthday: '1990-01-01', height: 180 },
      { token: me.token },
    );
    assert.equal(set.code, 0);
    assert.equal(set.data.county, '海淀区');
    const empty = { province: '', city: '', county: '', email: '', birthday: '', height: 0 };
    const cleared = await server.call('/api/user/updateUserInfo', empty, { token: me.token });
    assert.equal(cleared.code, 0);
    const stored = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    for (const [field, value] of Object.entries(empty)) {
      assert.equal(cleared.data[field], value, `answered ${field}`);
      assert.equal(stored.data[field], value, `stored ${field}`);
    }
  });
});

describe('another user’s profile', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('shows age, province and city, never the phone, the birthday or the finer location', async () => {
    const me = await signUp(server);
    const viewer = await signUp(server);
    const filled = await server.call(
      '/api/user/updateUserInfo',
      {
        birthday: '1990-03-15',
        province: '广东省',
        city: '深圳市',
        county: '南山区',
        address: '某某路1号',
        email: 'secret@example.com',
      },
      { token: me.token },
    );
    assert.equal(filled.code, 0);
    // A photo in the album, so that the album's answer has something in it that could leak.
    const image = await upload(server.url, me.token, await png());
    assert.equal(image.code, 0);
    const added = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [image.data.id] }, { token: me.token });
    assert.equal(added.code, 0);

    const answer = await server.call('/api/user/getUserDetail', { userId: me.user.id }, { token: viewer.token });
    assert.equal(answer.code, 0);
    assert.equal(answer.data.age, 36);
    assert.equal(answer.data.province, '广东省');
    assert.equal(answer.data.city, '深圳市');
    const text = JSON.stringify(answer);
    for (const secret of [me.phone, masked(me.phone), '1990-03-15', '南山区', '某某路', 'secret@example.com']) {
      assert.ok(!text.includes(secret), `leaks ${secret}`);
    }
    for (const shown of readableTexts(answer.data, [me])) {
      assert.ok(!shown.includes(me.phone.slice(-4)), `the last four digits of the phone in "${shown}"`);
    }
    for (const field of ['phone', 'birthday', 'county', 'address', 'email', 'hasPassword']) {
      assert.ok(!(field in answer.data), field);
    }
    const photos = await server.call(
      '/api/userPhoto/getUserPhotoList',
      { userId: me.user.id },
      { token: viewer.token },
    );
    assert.equal(photos.code, 0);
    assert.equal(photos.data.total, 1, 'the album is seen');
    const photosText = JSON.stringify(photos);
    assert.ok(!photosText.includes(me.phone), 'the album leaks the phone');
    assert.ok(!photosText.includes(masked(me.phone)), 'the album leaks the masked phone');
    for (const shown of readableTexts(photos.data, [me])) {
      assert.ok(!shown.includes(me.phone.slice(-4)), `the last four digits of the phone in "${shown}"`);
    }
  });

  test('an unknown user answers -2001', async () => {
    const viewer = await signUp(server);
    const answer = await server.call('/api/user/getUserDetail', { userId: 999_999 }, { token: viewer.token });
    assert.equal(answer.code, -2001);
  });
});

describe('getLocation', () => {
  test('answers the province and city of the caller’s address, empty when unknown or abroad', async () => {
    const server = await startServer();
    try {
      const cases: Array<[string, { province: string; city: string }]> = [
        ['120.24.78.68', { province: '广东省', city: '深圳市' }],
        ['61.135.169.121', { province: '北京市', city: '北京市' }],
        ['8.8.8.8', { province: '', city: '' }],
        ['127.0.0.1', { province: '', city: '' }],
      ];
      for (const [ip, expected] of cases) {
        const answer = await server.call('/api/location/getLocation', undefined, { ip });
        assert.deepEqual(answer.data, expected, ip);
      }
    } finally {
      await server.close();
    }
  });
});
