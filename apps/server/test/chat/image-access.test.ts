// Who may see a chat image (docs/decisions/0035-who-is-served-a-chat-image.md). The server hands its URL to the two
// people alone (their sockets and histories, never a third person's), the file id cannot be borrowed by anyone
// else to send or keep it, and `/files/` serves it only to a request with the session of one of them: anyone
// else, signed in or not, is told there is no such file, on every instance and whatever the store.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { markSentImages } from '../../src/platform/db/migrations/0014-chat-images.ts';
import { newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServers, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

let servers: TestServer[];
let server: TestServer;
before(async () => {
  servers = await startServers(2);
  server = servers[0] as TestServer;
});
after(() => Promise.all(servers.map((one) => one.close())));

async function person(on = server) {
  const account = await signUp(on);
  return { token: account.token, id: account.user.id as number };
}

/** GET of a file's URL on one instance, as the holder of `token` (or nobody). */
async function get(on: TestServer, url: string, token?: string) {
  const response = await fetch(on.url + url, { headers: token ? { token } : {} });
  return {
    status: response.status,
    cache: response.headers.get('cache-control') ?? '',
    vary: response.headers.get('vary') ?? '',
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** An image sent from A to B over A's socket: the ack's message. */
async function sendImage(socket: TestSocket, to: number, fileId: string) {
  socket.send({ type: 'message', data: { message_id: newMessageId(), to_user_id: to, images: [fileId] } });
  return (await socket.next('ack')).data.message;
}

describe('a chat image', () => {
  test('reaches the two people in the conversation and nobody else', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const sockets = await Promise.all([a, b, c].map((who) => TestSocket.connect(server, who.token)));
    const [sa, sb, sc] = sockets as [TestSocket, TestSocket, TestSocket];
    // C talks with both, so C's lists and histories have something in them to look through.
    sc.sendMessage(a.id, 'C 对 A');
    sc.sendMessage(b.id, 'C 对 B');
    await sc.take('ack', 2);

    const file = await upload(server.url, a.token, await png(120, 80), 'private.png', 'image/png');
    assert.equal(file.code, 0, file.msg);
    const id = file.data.id as string;
    const name = (file.data.url as string).split('/').pop()?.split('.')[0] as string;
    sa.send({ type: 'message', data: { message_id: newMessageId(), to_user_id: b.id, images: [id] } });
    const ack = await sa.next('ack');
    assert.equal(ack.data.message.image_list[0].url, file.data.url);
    const received = await sb.next('message', (frame) => frame.data.type === 'image');
    assert.equal(received.data.image_list[0].url, file.data.url);
    const history = await server.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token });
    assert.ok(JSON.stringify(history.data).includes(file.data.url), 'in the recipient’s history');

    // Everything C can read about chat: no trace of the image's id or name.
    await sc.flush();
    const seenByC = JSON.stringify([
      sc.frames,
      await server.call('/api/chat/getSessionList', { page: 1, pageSize: 50 }, { token: c.token }),
      await server.call('/api/chat/getMessageList', { userId: a.id, pageSize: 100 }, { token: c.token }),
      await server.call('/api/chat/getMessageList', { userId: b.id, pageSize: 100 }, { token: c.token }),
      await server.call('/api/chat/getUnreadNum', {}, { token: c.token }),
    ]);
    assert.ok(seenByC.includes('C 对 A'), 'C’s own reads work');
    assert.ok(!seenByC.includes(id) && !seenByC.includes(name), 'C never sees the image');

    // Nor can C use the file id: not in a message of C's own, not as an emote, not from A's message.
    sc.send({ type: 'message', data: { message_id: newMessageId(), to_user_id: b.id, images: [id] } });
    assert.equal((await sc.next('error')).code, -2306);
    const asEmote = await server.call('/api/emote/addUserEmote', { fileId: id }, { token: c.token });
    assert.equal(asEmote.code, -2306);
    const fromMessage = await server.call(
      '/api/emote/addUserEmote',
      { messageId: ack.data.message.message_id },
      { token: c.token },
    );
    assert.equal(fromMessage.code, -2603);
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});

describe('serving a chat image', () => {
  test('to its sender and its recipient on either instance, to nobody else', async () => {
    const [a, b, c] = [await person(), await person(servers[1]), await person()];
    const sa = await TestSocket.connect(server, a.token);
    const file = await upload(server.url, a.token, await png(90, 60), 'us.png', 'image/png');
    assert.equal(file.code, 0, file.msg);
    const missing = await get(server, `/files/u/00/${'0'.repeat(32)}.png`);
    assert.equal(missing.status, 404);

    await sendImage(sa, b.id, file.data.id);
    // B reads it through the other instance (live delivery across instances is chat-cluster's test).
    const history = await servers[1]?.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token });
    assert.ok(JSON.stringify(history?.data).includes(file.data.url));
    for (const url of [file.data.url, file.data.thumb] as string[]) {
      for (const on of servers) {
        for (const who of [a, b]) {
          const seen = await get(on, url, who.token);
          assert.equal(seen.status, 200, `${url} for its own people`);
          assert.match(seen.type, /^image\//);
          assert.ok(seen.body.length > 0);
          // Their browser alone may keep it, per token; never a shared cache, never for a year.
          assert.match(seen.cache, /^private/);
          assert.doesNotMatch(seen.cache, /public|immutable/);
          assert.match(seen.vary, /token/i);
        }
        // Anyone else is answered as for a file that does not exist: not even its existence is told.
        for (const token of [c.token, undefined, 'not-a-token']) {
          const refused = await get(on, url, token);
          assert.equal(refused.status, missing.status, `${url} refused to ${token ?? 'nobody'}`);
          assert.deepEqual(refused.body, missing.body);
        }
      }
    }
    // The same bytes for both, as stored.
    const [forA, forB] = [
      await get(server, file.data.url, a.token),
      await get(servers[1] as TestServer, file.data.url, b.token),
    ];
    assert.ok(forA.body.equals(forB.body));
    await sa.close();
  });

  test('other files stay public; a chat image is shown nowhere public', async () => {
    const [a, b] = [await person(), await person()];
    const photo = await upload(server.url, a.token, await png(64, 64), 'album.png', 'image/png');
    const added = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [photo.data.id] }, { token: a.token });
    assert.equal(added.code, 0, added.msg);
    const sa = await TestSocket.connect(server, a.token);
    // An album photo sent in chat is no secret: it stays public, and the album keeps showing it.
    await sendImage(sa, b.id, photo.data.id);
    const chat = await upload(server.url, a.token, await png(70, 50), 'chat.png', 'image/png');
    await sendImage(sa, b.id, chat.data.id);
    for (const on of servers) {
      const seen = await get(on, photo.data.url);
      assert.equal(seen.status, 200);
      assert.equal(seen.cache, 'public, max-age=31536000, immutable');
    }
    // A chat image cannot be made public by putting it in the album, an update, the avatar or the background.
    for (const [path, body] of [
      ['/api/userPhoto/addUserPhoto', { fileIds: [chat.data.id] }],
      ['/api/userAvatar/addUserAvatar', { fileId: chat.data.id }],
      ['/api/userAvatar/updateUserAvatar', { url: chat.data.url }],
      ['/api/user/changeUserBgImg', { fileId: chat.data.id }],
      ['/api/updates/addUpdates', { images: [chat.data.id] }],
    ] as const) {
      assert.equal((await server.call(path, body, { token: a.token })).code, -2306, path);
    }
    assert.equal((await get(server, chat.data.url)).status, 404);
    await sa.close();
  });

  test("a kept emote is a public copy; a revoke ends both people's access", async () => {
    const [a, b, c] = [await person(), await person(servers[1]), await person()];
    const sa = await TestSocket.connect(server, a.token);
    const file = await upload(server.url, a.token, await png(80, 80), 'keep.png', 'image/png');
    const message = await sendImage(sa, b.id, file.data.id);

    const kept = await server.call('/api/emote/addUserEmote', { messageId: message.message_id }, { token: b.token });
    assert.equal(kept.code, 0, kept.msg);
    const mine = await servers[1]?.call('/api/emote/getMyEmote', { page: 1, pageSize: 10 }, { token: b.token });
    const emote = mine?.data.list[0];
    assert.notEqual(emote.url, file.data.url, 'the emote names a copy, not the chat image');
    // Sent to C, who is no part of A and B's conversation: C sees the emote.
    const sb = await TestSocket.connect(servers[1] as TestServer, b.token);
    sb.send({ type: 'message', data: { message_id: newMessageId(), to_user_id: c.id, emote_id: emote.id } });
    assert.deepEqual((await sb.next('ack')).data.message.images, [emote.url]);
    assert.equal((await get(server, emote.url, c.token)).status, 200);
    assert.ok((await get(server, emote.url)).body.equals((await get(server, file.data.url, a.token)).body));
    // A's own chat image kept by its id: a copy too.
    const own = await server.call('/api/emote/addUserEmote', { fileId: file.data.id }, { token: a.token });
    assert.equal(own.code, 0, own.msg);
    assert.notEqual(own.data.url, file.data.url);

    assert.equal(
      (await server.call('/api/chat/revokeMessage', { messageId: message.message_id }, { token: a.token })).code,
      0,
    );
    for (const on of servers) {
      for (const who of [a, b]) {
        for (const url of [file.data.url, file.data.thumb]) assert.equal((await get(on, url, who.token)).status, 404);
      }
    }
    // What B kept before stays B's.
    assert.equal((await get(servers[1] as TestServer, emote.url)).status, 200);
    await Promise.all([sa.close(), sb.close()]);
  });

  test("the recipient's account deleted: served to nobody", async () => {
    const [a, b] = [await person(), await signUp(server)];
    const sa = await TestSocket.connect(server, a.token);
    const file = await upload(server.url, a.token, await png(40, 40), 'gone.png', 'image/png');
    await sendImage(sa, b.user.id, file.data.id);
    assert.equal((await get(server, file.data.url, b.token)).status, 200);
    server.clock.advance(60_000);
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: b.token })).code, 0);
    const code = await server.lastCode(b.phone);
    assert.equal((await server.call('/api/user/deleteAccount', { code }, { token: b.token })).code, 0);
    for (const on of servers) assert.equal((await get(on, file.data.url, a.token)).status, 404);
    await sa.close();
  });
});

describe('images sent before chat images were protected', () => {
  test('are protected by the migration, but those already shown in public', async () => {
    const [a, b] = [await person(), await person()];
    const sa = await TestSocket.connect(server, a.token);
    const chat = await upload(server.url, a.token, await png(30, 30), 'old.png', 'image/png');
    const shown = await upload(server.url, a.token, await png(31, 31), 'shown.png', 'image/png');
    const revoked = await upload(server.url, a.token, await png(32, 32), 'taken.png', 'image/png');
    await sendImage(sa, b.id, chat.data.id);
    await sendImage(sa, b.id, shown.data.id);
    const back = await sendImage(sa, b.id, revoked.data.id);
    assert.equal(
      (await server.call('/api/chat/revokeMessage', { messageId: back.message_id }, { token: a.token })).code,
      0,
    );
    // As the database was before migration 0014: nothing marked; and B had kept the second as an emote, which
    // then named the sender's file itself.
    const db = server.database().kysely;
    await db.deleteFrom('chat_files').execute();
    await db.updateTable('files').set({ chat_image: 0 }).execute();
    await db
      .insertInto('my_emotes')
      .values({
        user_id: b.id,
        file_id: shown.data.id,
        url: shown.data.url,
        thumb: shown.data.thumb,
        width: 31,
        height: 31,
        create_time: 1,
      })
      .execute();
    for (const file of [chat, shown, revoked]) assert.equal((await get(server, file.data.url)).status, 200);

    await markSentImages(db as unknown as Parameters<typeof markSentImages>[0]);
    assert.equal((await get(server, chat.data.url)).status, 404);
    assert.equal((await get(server, chat.data.thumb, b.token)).status, 200);
    // Kept as an emote, which others see when it is sent: it stays public.
    assert.equal((await get(server, shown.data.url)).status, 200);
    // A message revoked before had its images emptied: nothing names its file, which stays as it was.
    assert.equal((await get(server, revoked.data.url)).status, 200);
    await sa.close();
  });
});
