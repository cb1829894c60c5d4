// Chat around the messages: the session list (pins, mark names, delete), greetings, emotes, Web Push
// to devices with no open socket, and account deletion.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { translate } from '@kk/contract/i18n';
import { RecordingPushSender } from '../../src/platform/push/push.ts';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

const recorder = new RecordingPushSender();
let server: TestServer;
before(async () => {
  server = await startServer({}, { pushSender: recorder });
});
after(() => server.close());

async function person() {
  const account = await signUp(server);
  return { token: account.token, id: account.user.id as number, phone: account.phone };
}

async function say(from: { token: string }, toId: number, content: string) {
  const socket = await TestSocket.connect(server, from.token);
  const id = socket.sendMessage(toId, content);
  await socket.next('ack');
  await socket.close();
  return id;
}

const sessionIds = async (token: string) =>
  (await server.call('/api/chat/getSessionList', { page: 1, pageSize: 20 }, { token })).data.list.map(
    (s: { user_id: number }) => s.user_id,
  );

describe('sessions', () => {
  test('newest first, pinned on top, mark names, and delete hides and clears for one side only', async () => {
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    await say(b, a.id, '我是B');
    server.clock.advance(1000);
    await say(c, a.id, '我是C');
    server.clock.advance(1000);
    await say(a, d.id, '你好D');
    assert.deepEqual(await sessionIds(a.token), [d.id, c.id, b.id]);
    assert.equal((await server.call('/api/chat/top', { userId: b.id }, { token: a.token })).data.is_top, 1);
    const pinned = await server.call('/api/chat/getSessionList', {}, { token: a.token });
    assert.deepEqual(
      pinned.data.list.map((s: { user_id: number; top: number }) => [s.user_id, s.top]),
      [
        [b.id, 1],
        [d.id, 0],
        [c.id, 0],
      ],
    );
    const named = await server.call(
      '/api/chat/updateMarkName',
      { userId: c.id, mark_name: ' 小C ' },
      { token: a.token },
    );
    assert.deepEqual(named.data, { mark_name: '小C' });
    const tooLong = await server.call(
      '/api/chat/updateMarkName',
      { userId: c.id, mark_name: '名'.repeat(21) },
      { token: a.token },
    );
    assert.equal(tooLong.code, -2222);
    const list = (await server.call('/api/chat/getSessionList', {}, { token: a.token })).data.list;
    assert.equal(list.find((s: { user_id: number }) => s.user_id === c.id).mark_name, '小C');

    assert.equal((await server.call('/api/chat/deleteSession', { userId: d.id }, { token: a.token })).code, 0);
    assert.deepEqual(await sessionIds(a.token), [b.id, c.id]);
    const cleared = await server.call('/api/chat/getMessageList', { userId: d.id }, { token: a.token });
    assert.deepEqual(cleared.data, { list: [], hasMore: false });
    const kept = await server.call('/api/chat/getMessageList', { userId: a.id }, { token: d.token });
    assert.equal(kept.data.list.length, 1, 'the peer keeps the conversation');
    server.clock.advance(1000);
    await say(d, a.id, '我又来了');
    assert.deepEqual(await sessionIds(a.token), [b.id, d.id, c.id]);
    const fresh = await server.call('/api/chat/getMessageList', { userId: d.id }, { token: a.token });
    assert.deepEqual(
      fresh.data.list.map((m: { content: string }) => m.content),
      ['我又来了'],
    );
    // A block hides the session and its unread count.
    assert.equal((await server.call('/api/chat/blockUser', { userId: d.id }, { token: a.token })).code, 0);
    assert.deepEqual(await sessionIds(a.token), [b.id, c.id]);
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: a.token })).data.count, 2);
  });

  test('history pages upward with before, oldest first, hasMore until the start', async () => {
    const [a, b] = [await person(), await person()];
    const socket = await TestSocket.connect(server, a.token);
    for (let n = 1; n <= 25; n++) socket.sendMessage(b.id, `${n}`);
    const acks = await socket.take('ack', 25);
    await socket.close();
    const stored = acks.map((ack) => ack.data.message.content);
    const last = await server.call('/api/chat/getMessageList', { userId: b.id }, { token: a.token });
    assert.equal(last.data.list.length, 20);
    assert.equal(last.data.hasMore, true);
    const earlier = await server.call(
      '/api/chat/getMessageList',
      { userId: b.id, before: last.data.list[0].message_id },
      { token: a.token },
    );
    assert.equal(earlier.data.hasMore, false);
    const all = [...earlier.data.list, ...last.data.list].map((m: { content: string }) => m.content);
    assert.equal(all.length, 25);
    assert.deepEqual([...all].sort(), [...stored].sort());
    const outsider = await person();
    const peek = await server.call('/api/chat/getMessageList', { userId: b.id }, { token: outsider.token });
    assert.deepEqual(peek.data.list, []);
  });

  test("say hi sends one of the eight greetings in the caller's language", async () => {
    const [a, b] = [await person(), await person()];
    const lines = (language: 'zh-Hans' | 'en') =>
      Array.from({ length: 8 }, (_, n) => translate(language, `greeting.line${n + 1}`));
    const zh = await server.call('/api/chat/sayHi', { userId: b.id }, { token: a.token, language: 'zh-CN' });
    assert.equal(zh.code, 0);
    assert.ok(lines('zh-Hans').includes(zh.data.content), zh.data.content);
    const en = await server.call('/api/chat/sayHi', { userId: a.id }, { token: b.token, language: 'en' });
    assert.ok(lines('en').includes(en.data.content), en.data.content);
    assert.equal(new Set(lines('zh-Hans')).size, 8);
    const unknown = await server.call('/api/chat/sayHi', { userId: 99_999_999 }, { token: a.token });
    assert.equal(unknown.code, -2001);
  });
});

describe('emotes', () => {
  test('the default set and the icons are listed and served; sending one records it in the history', async () => {
    const defaults = await server.call('/api/emote/getDefaultEmoteList', { page: 1, pageSize: 999 });
    assert.ok(defaults.data.list.length >= 50);
    assert.equal(defaults.data.total, defaults.data.list.length);
    const icons = await server.call('/api/emoteIcon/getEmoteIconList', { page: 1, pageSize: 999 });
    const smile = icons.data.list.find((icon: { id: string }) => icon.id === '1f600');
    assert.equal(smile.code, '😀');
    const svg = await fetch(server.url + smile.url);
    assert.equal(svg.status, 200);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    assert.match(await svg.text(), /<svg/);
    assert.equal((await fetch(`${server.url}/emotes/..%2Fpackage.json`)).status, 404);

    const [a, b] = [await person(), await person()];
    const socket = await TestSocket.connect(server, a.token);
    const emote = defaults.data.list[3];
    socket.send({
      type: 'message',
      data: { message_id: crypto.randomUUID().replace(/-/g, ''), to_user_id: b.id, emote_id: emote.id },
    });
    const ack = await socket.next('ack');
    assert.deepEqual(
      [ack.data.message.type, ack.data.message.images, ack.data.message.emote_id],
      ['emote', [emote.url], emote.id],
    );
    await socket.close();
    const history = await server.call('/api/emote/getUserEmoteHistory', {}, { token: a.token });
    assert.deepEqual(
      history.data.list.map((e: { id: string }) => e.id),
      [emote.id],
    );
  });

  test('my emotes: from an upload or a received image, sent as an emote, deleted', async () => {
    const [a, b] = [await person(), await person()];
    const file = await upload(server.url, a.token, await png(200, 120), 'cat.png', 'image/png');
    assert.equal(file.code, 0);
    const sa = await TestSocket.connect(server, a.token);
    const imageMessage = crypto.randomUUID().replace(/-/g, '');
    sa.send({ type: 'message', data: { message_id: imageMessage, to_user_id: b.id, images: [file.data.id] } });
    const ack = await sa.next('ack');
    assert.equal(ack.data.message.type, 'image');
    assert.deepEqual(ack.data.message.image_list[0], {
      url: file.data.url,
      thumb: file.data.thumb,
      width: 200,
      height: 120,
    });
    // B keeps A's picture as an emote, twice: one emote.
    for (let n = 0; n < 2; n++) {
      const added = await server.call('/api/emote/addUserEmote', { messageId: imageMessage }, { token: b.token });
      assert.equal(added.code, 0);
      assert.match(added.data.id, /^m\d+$/);
    }
    const mine = await server.call('/api/emote/getMyEmote', { page: 1, pageSize: 999 }, { token: b.token });
    assert.equal(mine.data.total, 1);
    const emoteId = mine.data.list[0].id;
    const sb = await TestSocket.connect(server, b.token);
    sb.send({
      type: 'message',
      data: { message_id: crypto.randomUUID().replace(/-/g, ''), to_user_id: a.id, emote_id: emoteId },
    });
    const sent = await sb.next('ack');
    // A chat image is seen by its conversation only: the emote is a public copy of it.
    assert.deepEqual(sent.data.message.images, [mine.data.list[0].url]);
    assert.notEqual(mine.data.list[0].url, file.data.url);
    // Not someone else's emote, not a message one has no part in.
    sa.send({
      type: 'message',
      data: { message_id: crypto.randomUUID().replace(/-/g, ''), to_user_id: b.id, emote_id: emoteId },
    });
    assert.equal((await sa.next('error')).code, -2606);
    const outsider = await person();
    const stolen = await server.call('/api/emote/addUserEmote', { messageId: imageMessage }, { token: outsider.token });
    assert.equal(stolen.code, -2603);
    const own = await server.call('/api/emote/addUserEmote', { fileId: file.data.id }, { token: a.token });
    assert.equal(own.code, 0);
    const foreign = await server.call('/api/emote/addUserEmote', { fileId: file.data.id }, { token: b.token });
    assert.equal(foreign.code, -2306);
    assert.equal((await server.call('/api/emote/deleteMyEmote', { id: emoteId }, { token: b.token })).code, 0);
    assert.equal((await server.call('/api/emote/deleteMyEmote', { id: emoteId }, { token: b.token })).code, -2606);
    assert.equal((await server.call('/api/emote/getMyEmote', {}, { token: b.token })).data.total, 0);
    await Promise.all([sa.close(), sb.close()]);
  });
});

describe('my emotes cap', () => {
  test('at most 100, however many adds race (the user row is held while counting)', async () => {
    const a = await person();
    const image = await png(8, 8);
    const files: string[] = [];
    for (let n = 0; n < 104; n++) {
      const file = await upload(server.url, a.token, image, `e${n}.png`, 'image/png');
      assert.equal(file.code, 0);
      files.push(file.data.id);
    }
    const answers = await Promise.all(
      files.map((fileId) => server.call('/api/emote/addUserEmote', { fileId }, { token: a.token })),
    );
    assert.equal(answers.filter((answer) => answer.code === 0).length, 100);
    assert.equal(answers.filter((answer) => answer.code === -2605).length, 4);
    assert.equal(
      (await server.call('/api/emote/getMyEmote', { page: 1, pageSize: 999 }, { token: a.token })).data.total,
      100,
    );
  });
});

describe('web push', () => {
  const subscription = (n: number) =>
    JSON.stringify({
      endpoint: `https://push.example.com/send/${n}-${Math.random()}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 10_000;
    while (recorder.sent.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };

  test('a user with no open socket is notified; no content unless that device allows previews', async () => {
    const config = await server.call('/api/push/getPushConfig', undefined);
    assert.deepEqual(config.data, { enabled: true, publicKey: recorder.publicKey });
    const [a, b] = [await person(), await person()];
    const bad = await server.call(
      '/api/push/addPushId',
      { push_id: '{"endpoint":"http://10.0.0.1/x"}' },
      { token: b.token },
    );
    assert.equal(bad.code, -2222);
    const plain = subscription(1);
    assert.equal((await server.call('/api/push/addPushId', { push_id: plain }, { token: b.token })).code, 0);
    const start = recorder.sent.length;
    await say(a, b.id, '秘密内容');
    await waitFor(start + 1);
    const notice = recorder.sent[start];
    assert.equal(notice?.endpoint, JSON.parse(plain).endpoint);
    assert.deepEqual(notice?.payload, {
      title: translate('zh-Hans', 'chat.newMessage'),
      body: translate('zh-Hans', 'chat.newMessage'),
      userId: a.id,
      tag: `chat-${a.id}`,
    });
    assert.ok(!JSON.stringify(recorder.sent).includes('秘密内容'), 'no content without previews');
    // Another device of B's that allows previews.
    const preview = subscription(2);
    await server.call('/api/push/addPushId', { push_id: preview, preview: 1 }, { token: b.token });
    await say(a, b.id, '可以预览');
    await waitFor(start + 3);
    const shown = recorder.sent.slice(start + 1).find((s) => s.endpoint === JSON.parse(preview).endpoint);
    assert.ok(shown, 'the preview device was notified');
    assert.equal((shown.payload as { body: string }).body, '可以预览');
    // With a socket open anywhere, no push.
    const online = await TestSocket.connect(server, b.token);
    const before = recorder.sent.length;
    await say(a, b.id, '在线');
    await online.next('message');
    await online.close();
    // After logout the device's subscription is dead.
    await server.call('/api/login/logout', {}, { token: b.token });
    await say(a, b.id, '已退出');
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(recorder.sent.length, before);
  });
});

describe('account deletion', () => {
  test("a deleted account's conversations disappear from the other side, and only those", async () => {
    // b's peers on both sides of its id: messages are found by conversation, b as the lower id and the higher.
    const [a, b, c] = [await person(), await person(), await person()];
    await say(b, a.id, '再见');
    await say(a, b.id, '好的');
    await say(b, c.id, '你好');
    await say(c, b.id, '你好呀');
    await say(a, c.id, '留下的');
    assert.deepEqual((await sessionIds(a.token)).sort(), [b.id, c.id].sort());
    server.clock.advance(61_000);
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: b.token })).code, 0);
    const code = await server.lastCode(b.phone);
    assert.equal((await server.call('/api/user/deleteAccount', { code }, { token: b.token })).code, 0);
    assert.deepEqual(await sessionIds(a.token), [c.id]);
    assert.deepEqual(await sessionIds(c.token), [a.id]);
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: a.token })).data.count, 0);
    const rows = await server
      .database()
      .kysely.selectFrom('chat_messages')
      .select(['from_user_id', 'to_user_id', 'content'])
      .where((eb) => eb.or([eb('from_user_id', 'in', [a.id, b.id, c.id]), eb('to_user_id', 'in', [a.id, b.id, c.id])]))
      .execute();
    assert.deepEqual(
      rows.map((row) => [Number(row.from_user_id), Number(row.to_user_id), row.content]),
      [[a.id, c.id, '留下的']],
    );
  });
});
