// Who learns a chat image's address. An image is served to whoever presents its URL (a 128-bit random name,
// docs/decisions.md "Profile and media"), so what keeps it between the two people is that the server hands the URL
// to them alone: the sender's and the recipient's sockets and histories, never a third person's frames, sessions,
// histories or unread counts, and the file id cannot be borrowed by anyone else to send or keep it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newMessageId, TestSocket } from './chat-helpers.ts';
import { signUp, startServer, type TestServer } from './harness.ts';
import { png, upload } from './images.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

async function person() {
  const account = await signUp(server);
  return { token: account.token, id: account.user.id as number };
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
