// A copy of my data (issue 24 part 6): what the archive holds, and what it never holds (another person's phone,
// birthday or address; a revoked message's words; who blocked the member), and that only its owner downloads it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, DATA_EXPORT, maskPhone } from '@kk/contract';
import { TestSocket } from '../support/chat-helpers.ts';
import { loginOperator } from '../support/console.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { comment, ok, type Person, post, uploadImage } from '../support/square-fixtures.ts';
import { download, readyExport, refusal, toDownload, unzip } from './export-fixtures.ts';

const json = (entries: Map<string, Buffer>, name: string) => {
  const entry = entries.get(name);
  assert.ok(entry, `${name} is in the archive`);
  return JSON.parse(entry.toString('utf8'));
};

describe('a copy of my data: the archive', () => {
  let server: TestServer;
  let me: Person;
  let friend: Person;
  let blocked: Person;
  let blocker: Person;
  let entries: Map<string, Buffer>;
  let url: string;
  let updateId: number;
  const secret = '这句话我撤回了';
  const friendBirthday = '1991-03-15';
  const friendAddress = '和平里七号楼三单元';

  before(async () => {
    server = await startServer();
    [me, friend, blocked, blocker] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    await ok(server, '/api/user/updateUserInfo', { username: '导出的我', signature: '我的签名' }, me);
    await ok(
      server,
      '/api/user/updateUserInfo',
      { username: '朋友甲', birthday: friendBirthday, address: friendAddress },
      friend,
    );
    await ok(server, '/api/user/updateUserInfo', { username: '被拉黑的人' }, blocked);
    await ok(server, '/api/user/updateUserInfo', { username: '拉黑我的人' }, blocker);

    // Pictures: an avatar, an album photo, an update's image.
    const avatarFile = await uploadImage(server, me, 48);
    await ok(server, '/api/userAvatar/addUserAvatar', { fileId: avatarFile }, me);
    await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [await uploadImage(server, me, 56)] }, me);
    updateId = (await post(server, me, '今天天气很好', [await uploadImage(server, me, 72)])).id;
    const theirs = await comment(server, friend, updateId, '真好看');
    await comment(server, me, updateId, '谢谢你', theirs.id);

    // Relations both ways, a block by me and one of me.
    await ok(server, '/api/chat/followUser', { userId: friend.user.id }, me);
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, friend);
    await ok(server, '/api/chat/zan', { userId: friend.user.id }, me);
    await ok(server, '/api/chat/blockUser', { userId: blocked.user.id }, me);
    await ok(server, '/api/chat/blockUser', { userId: me.user.id }, blocker);

    // Messages: one sent, one received, one sent then revoked.
    const mine = await TestSocket.connect(server, me.token);
    const theirSocket = await TestSocket.connect(server, friend.token);
    mine.sendMessage(friend.user.id, '你好，朋友甲');
    await mine.next('ack');
    theirSocket.sendMessage(me.user.id, '你好呀');
    await theirSocket.next('ack');
    const revoked = mine.sendMessage(friend.user.id, secret);
    await mine.next('ack');
    await ok(server, '/api/chat/revokeMessage', { messageId: revoked }, me);
    mine.close();
    theirSocket.close();

    // A recharge order (the payment's own flow needs Alipay's sandbox; the row is what it would leave).
    await server
      .database()
      .kysely.insertInto('pay_orders')
      .values({
        out_trade_no: 'KKTEST0001',
        user_id: me.user.id,
        amount_fen: 600,
        coins: 60,
        channel: 'wap',
        state: 'paid',
        create_time: server.clock.now(),
        paid_time: server.clock.now(),
      })
      .execute();

    const ready = await readyExport(server, me.token, 'fr-FR,fr;q=0.9');
    url = ready.url;
    const answer = await download(server, url, me.token);
    assert.equal(answer.status, 200);
    assert.equal(answer.type, 'application/zip');
    assert.match(answer.disposition, /^attachment; filename="kk-data-\d{8}\.zip"$/);
    assert.match(answer.cache, /no-store/);
    entries = await unzip(answer.body);
  });
  after(() => server.close());

  test('the archive holds every part, and a README in the language of the request', () => {
    for (const name of [
      'README.txt',
      'profile.json',
      'updates.json',
      'comments.json',
      'messages.json',
      'orders.json',
      'relations.json',
    ]) {
      assert.ok(entries.has(name), `${name} is in the archive`);
    }
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    assert.match(readme, /Votre copie de vos données/);
    assert.match(readme, /messages\.json/);
  });

  test('profile.json is my user info as I see it, phone masked, with my pictures named', async () => {
    const profile = json(entries, 'profile.json');
    const info = (await server.call('/api/user/getUserInfo', {}, { token: me.token })).data;
    assert.equal(profile.id, me.user.id);
    assert.equal(profile.username, '导出的我');
    assert.equal(profile.signature, '我的签名');
    assert.equal(profile.phone, maskPhone(me.phone));
    assert.equal(profile.birthday, info.birthday);
    assert.ok(!JSON.stringify(profile).includes(me.phone), 'my full phone is not written out either');
    assert.match(profile.avatar_file, /^photos\/avatar\.(png|webp|jpg)$/);
    assert.equal(profile.album.length, 1);
  });

  test('photos/ holds the actual image files: avatar, album, the update`s image', () => {
    const profile = json(entries, 'profile.json');
    const updates = json(entries, 'updates.json');
    const names = [profile.avatar_file, profile.album[0].file, ...updates[0].images];
    assert.equal(names.length, 3);
    for (const name of names) {
      const bytes = entries.get(name);
      assert.ok(bytes && bytes.length > 0, `${name} is in the archive`);
      // An image the server re-encoded: PNG, JPEG or WebP by its first bytes.
      const magic = bytes.subarray(0, 4).toString('hex');
      assert.ok(['89504e47', 'ffd8ffe0', 'ffd8ffdb', 'ffd8ffe1', '52494646'].includes(magic), `${name}: ${magic}`);
    }
  });

  test('updates.json and comments.json hold what I wrote; the person I answered by public name', () => {
    const updates = json(entries, 'updates.json');
    assert.deepEqual(
      updates.map((item: { id: number; content: string }) => [item.id, item.content]),
      [[updateId, '今天天气很好']],
    );
    const comments = json(entries, 'comments.json');
    assert.equal(comments.length, 1, 'only my comment, not theirs');
    assert.equal(comments[0].content, '谢谢你');
    assert.deepEqual(comments[0].reply_to, { userid: friend.user.userid, username: '朋友甲' });
  });

  test('messages.json holds what I sent and received, the other by public name, and no revoked words', () => {
    const messages = json(entries, 'messages.json');
    const shown = messages.map((m: { direction: string; content: string; revoked: number }) => [
      m.direction,
      m.content,
      m.revoked,
    ]);
    assert.deepEqual(shown, [
      ['sent', '你好，朋友甲', 0],
      ['received', '你好呀', 0],
      ['sent', '', 1],
    ]);
    for (const message of messages) assert.deepEqual(message.with, { userid: friend.user.userid, username: '朋友甲' });
  });

  test('relations.json and orders.json: my follows, fans, likes and blocks, never who blocked me', () => {
    const relations = json(entries, 'relations.json');
    const who = (list: Array<{ person: { userid: string } }>) => list.map((item) => item.person.userid);
    assert.deepEqual(who(relations.following), [friend.user.userid]);
    assert.deepEqual(who(relations.followers), [friend.user.userid]);
    assert.deepEqual(who(relations.liked), [friend.user.userid]);
    assert.deepEqual(who(relations.blocked), [blocked.user.userid]);
    const orders = json(entries, 'orders.json');
    assert.deepEqual(
      orders.recharges.map((o: { out_trade_no: string; amount_fen: number }) => [o.out_trade_no, o.amount_fen]),
      [['KKTEST0001', 600]],
    );
  });

  test("another person's phone, birthday and address, a revoked message and who blocked me appear nowhere", () => {
    const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const person of [friend, blocked, blocker]) {
      assert.ok(!everything.includes(person.phone), 'a full phone');
      assert.ok(!everything.includes(maskPhone(person.phone)), 'a masked phone');
    }
    assert.ok(!everything.includes(friendBirthday), "the friend's birthday");
    assert.ok(!everything.includes(friendAddress), "the friend's address");
    assert.ok(!everything.includes(secret), 'the revoked message');
    assert.ok(!everything.includes(blocker.user.userid), 'who blocked me');
    assert.ok(!everything.includes('拉黑我的人'), 'who blocked me, by name');
  });

  test('only its owner downloads it: another member gets -2918, no login 401, never the file', async () => {
    const other = await download(server, url, friend.token);
    assert.equal(refusal(other).code, -2918);
    const anonymous = await download(server, url);
    assert.equal(anonymous.status, 401);
    assert.equal(refusal(anonymous).code, CODE.notLoggedIn);
    const forged = await download(server, `${url.slice(0, -4)}0000`, me.token);
    assert.equal(refusal(forged).code, -2918);
    // Nor is it served as a file of the store.
    const key = `exports/${url.split('/').pop()}.zip`;
    const asFile = await fetch(`${server.url}/files/${key}`, { headers: { token: me.token } });
    assert.notEqual(asFile.headers.get('content-type'), 'application/zip');
    await asFile.body?.cancel();
    // Nor does an operator open it through the console's route for evidence.
    const operator = await loginOperator(server);
    const asEvidence = await fetch(`${server.url}/api/console/evidence/${key}`, {
      headers: { cookie: operator.cookie },
    });
    assert.equal(refusal(await toDownload(asEvidence)).code, CODE.notFound);
  });

  test('once a day: a second request is -2917 with retryAfter; the link expires after a day, and its archive goes', async () => {
    server.clock.advance(60_000);
    const again = await server.call('/api/user/requestDataExport', {}, { token: me.token });
    assert.equal(again.code, -2917);
    assert.equal(again.data.retryAfter, Math.ceil((DATA_EXPORT.everyMs - 60_000) / 1000));
    const key = `exports/${url.split('/').pop()}.zip`;
    assert.ok((await server.storedKeys('exports/')).includes(key));

    server.clock.advance(DATA_EXPORT.linkTtlMs);
    const late = await download(server, url, me.token);
    assert.equal(refusal(late).code, -2918);
    assert.equal((await server.call('/api/user/getDataExport', {}, { token: me.token })).data.status, 'expired');
    assert.ok(!(await server.storedKeys('exports/')).includes(key), 'the archive is deleted');
    // A day after the first request, a new one is taken.
    const next = await server.call('/api/user/requestDataExport', {}, { token: me.token });
    assert.equal(next.code, 0);
    assert.equal(next.data.status, 'pending');
    await server.app.dataExport.settled();
  });
});
