// An account's chat sockets, on one instance and on two (Redis between them, as in two-instances.test.ts): its frames
// share one budget over every socket and instance, it holds at most CHAT_MAX_SOCKETS_PER_ACCOUNT sockets (the
// oldest closes with 4409), and a logout, a password reset or a deletion closes its sockets everywhere within 1 s.
// Sockets are opened in turn on each instance, as a load balancer would spread them.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { CHAT_SOCKET, CODE } from '@kk/contract';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServers, type TestServer, usingRedis } from '../support/harness.ts';

const BUDGET = 20;
const CAP = 20;

for (const instances of [1, 2]) {
  describe(`${instances === 1 ? 'one instance' : 'two instances'}`, () => {
    let servers: TestServer[];
    before(async () => {
      // Two instances reach each other only through Redis: TEST_REDIS_URL, else the local one CI starts.
      const redis: Record<string, string> =
        instances === 1 || usingRedis
          ? {}
          : { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `kktest:${randomBytes(6).toString('hex')}:` };
      servers = await startServers(instances, {
        ...redis,
        CHAT_SOCKET_RATE_LIMIT: String(BUDGET),
        CHAT_MAX_SOCKETS_PER_ACCOUNT: String(CAP),
      });
    });
    after(async () => {
      for (const server of servers) await server.close();
    });

    const first = () => servers[0] as TestServer;
    /** `count` sockets of one token, opened one after another, in turn on each instance. */
    async function openSockets(token: string, count: number, from = 0): Promise<TestSocket[]> {
      const sockets: TestSocket[] = [];
      for (let n = from; n < from + count; n++) {
        sockets.push(await TestSocket.connect(servers[n % servers.length] as TestServer, token));
      }
      return sockets;
    }

    test('one account on 20 sockets, sending as fast as it can, is held to one budget', async () => {
      const [a, b] = [await signUp(first()), await signUp(first())];
      const sockets = await openSockets(a.token, 20);
      // Two budgets of frames (three are a flood).
      for (let round = 0; round < 2; round++) {
        for (const socket of sockets) socket.sendMessage(b.user.id, `第${round}轮`);
      }
      const answers = await Promise.all(sockets.map((socket) => answered(socket, 2)));
      const acks = answers.flatMap((frames) => frames.filter((frame) => frame.type === 'ack'));
      const refused = answers.flatMap((frames) => frames.filter((frame) => frame.type === 'error'));
      assert.equal(acks.length, BUDGET, 'one budget of acks over every socket');
      assert.deepEqual(new Set(refused.map((frame) => frame.code)), new Set([CODE.tooManyRequests]));
      assert.equal(refused.length, 40 - BUDGET);
      assert.equal(await storedFrom(b.token, a.user.id), BUDGET, 'the recipient holds one budget of messages');

      // A fresh socket, on another instance where there are two, is still within the same window.
      const [fresh] = await openSockets(a.token, 1, 1);
      await Promise.all(sockets.map((socket) => socket.close()));
      (fresh as TestSocket).sendMessage(b.user.id, '换个连接再来');
      assert.equal((await (fresh as TestSocket).next('error')).code, CODE.tooManyRequests);
      assert.equal(await storedFrom(b.token, a.user.id), BUDGET);
      await (fresh as TestSocket).close();
    });

    test('a flood over many sockets stores at most one budget, and sockets that go on flooding are closed', async () => {
      const [a, b] = [await signUp(first()), await signUp(first())];
      const sockets = await openSockets(a.token, 20);
      const closes: number[] = [];
      for (const socket of sockets) socket.closed.then((close) => closes.push(close.code));
      for (let round = 0; round < 20; round++) {
        for (const socket of sockets) socket.sendMessage(b.user.id, `洪水${round}`);
      }
      // Each socket is closed, or answered every frame it sent (those that came before the flood's threshold).
      await Promise.all(sockets.map((socket) => Promise.race([socket.closed, answered(socket, 20)])));
      assert.ok(closes.length >= 1, 'the flood closed sockets');
      assert.ok(
        closes.every((code) => code === CHAT_SOCKET.closeFlood),
        `closed with ${closes}`,
      );
      const acks = sockets.flatMap((socket) => socket.drain('ack'));
      const stored = await storedFrom(b.token, a.user.id);
      // A frame let through but still queued when its socket was closed is dropped unanswered (the app resends it).
      assert.ok(stored <= BUDGET, `${stored} messages stored, the budget is ${BUDGET}`);
      assert.ok(acks.length <= stored, `${acks.length} acks for ${stored} messages`);
      await Promise.all(sockets.map((socket) => socket.close()));
    });

    test('past the cap, the account’s oldest sockets close with 4409, wherever they are', async () => {
      const { token, user } = await signUp(first());
      const sockets = await openSockets(token, CAP);
      const [newest] = await openSockets(token, 1, CAP);
      const oldest = await within((sockets[0] as TestSocket).closed, 5_000);
      assert.deepEqual(oldest, { code: CHAT_SOCKET.closeTooManySockets, reason: 'too many sockets' });
      // Two more at once, on different instances where there are two: the next two oldest go, and only they.
      const more = await Promise.all([
        TestSocket.connect(servers[0] as TestServer, token),
        TestSocket.connect(servers[1 % servers.length] as TestServer, token),
      ]);
      for (const socket of sockets.slice(1, 3)) {
        assert.equal((await within(socket.closed, 5_000)).code, CHAT_SOCKET.closeTooManySockets);
      }
      const open = [...sockets.slice(3), newest as TestSocket, ...more];
      assert.equal(open.length, CAP);
      // Each still answers (one budget of pings exactly).
      await Promise.all(open.map((socket) => socket.flush()));
      const held = servers.reduce((sum, server) => sum + server.app.chat.gateway.hub.socketsOf(user.id).size, 0);
      assert.equal(held, CAP, 'the instances hold the cap, no more');
      await Promise.all(open.map((socket) => socket.close()));
    });

    test('logout closes the sockets of that session on every instance within 1 s, and only those', async () => {
      const a = await signUp(first());
      const other = await first().call('/api/login/loginByPasswd', { username: a.phone, password: a.password });
      const ending = await openSockets(a.token, 4);
      const staying = await openSockets(other.data.token, 2);
      const closedAt = ending.map(closeTime);
      const answer = await (servers[1 % servers.length] as TestServer).call(
        '/api/login/logout',
        {},
        { token: a.token },
      );
      assert.equal(answer.code, 0);
      await assertClosedWithin1s(ending, closedAt, Date.now());
      await Promise.all(staying.map((socket) => socket.flush()));
      await Promise.all(staying.map((socket) => socket.close()));
    });

    test('a password reset closes every socket of the account on every instance within 1 s', async () => {
      const a = await signUp(first());
      const other = await first().call('/api/login/loginByPasswd', { username: a.phone, password: a.password });
      const sockets = [...(await openSockets(a.token, 2)), ...(await openSockets(other.data.token, 2))];
      const closedAt = sockets.map(closeTime);
      first().clock.advance(61_000);
      assert.equal((await first().call('/api/sms/sendSms', { phone: a.phone, type: 2 })).code, 0);
      const code = await first().lastCode(a.phone);
      const answer = await first().call('/api/login/resetByPhone', { phone: a.phone, code, password: 'newsecret1' });
      assert.equal(answer.code, 0);
      await assertClosedWithin1s(sockets, closedAt, Date.now());
    });

    test('account deletion closes every socket of the account on every instance within 1 s', async () => {
      const a = await signUp(first());
      const other = await first().call('/api/login/loginByPasswd', { username: a.phone, password: a.password });
      const sockets = [...(await openSockets(a.token, 2)), ...(await openSockets(other.data.token, 2))];
      const closedAt = sockets.map(closeTime);
      first().clock.advance(61_000);
      assert.equal((await first().call('/api/user/sendDeleteAccountSms', {}, { token: a.token })).code, 0);
      const code = await first().lastCode(a.phone);
      const answer = await (servers[1 % servers.length] as TestServer).call(
        '/api/user/deleteAccount',
        { code },
        { token: a.token },
      );
      assert.equal(answer.code, 0);
      await assertClosedWithin1s(sockets, closedAt, Date.now());
    });

    /** The messages `from` sent that the holder of `token` can read. */
    async function storedFrom(token: string, from: number): Promise<number> {
      const history = await first().call('/api/chat/getMessageList', { userId: from, pageSize: 100 }, { token });
      assert.equal(history.code, 0);
      return history.data.list.length;
    }
  });
}

/** Waits until `socket` answered `count` frames (ack or error) and hands them over. */
async function answered(socket: TestSocket, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const frames = socket.frames.filter((frame) => frame.type === 'ack' || frame.type === 'error');
    if (frames.length >= count) return frames;
    assert.ok(Date.now() < deadline, `only ${frames.length} of ${count} frames answered`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** When the socket's close event came. */
function closeTime(socket: TestSocket): Promise<number> {
  return socket.closed.then(() => Date.now());
}

/** Each socket got the 401 frame and closed with 4401, at most 1 s after the HTTP answer came at `answeredAt`. */
async function assertClosedWithin1s(sockets: TestSocket[], closedAt: Promise<number>[], answeredAt: number) {
  const times = await Promise.all(closedAt.map((time) => within(time, 5_000)));
  for (const [n, socket] of sockets.entries()) {
    assert.equal((await socket.closed).code, CHAT_SOCKET.closeNotLoggedIn);
    assert.ok(
      socket.frames.some((frame) => frame.type === 'error' && frame.code === CODE.notLoggedIn),
      'the 401 frame came before the close',
    );
    const late = (times[n] as number) - answeredAt;
    assert.ok(late <= 1_000, `socket ${n} closed ${late} ms after the answer`);
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms).unref()),
  ]);
}
