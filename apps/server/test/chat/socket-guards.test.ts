// The chat socket's own guards: the frame budget seen from one socket (many sockets of one account:
// account-sockets.test.ts), the heartbeat that drops a peer that stops answering, and no token in the logs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WebSocket as NodeWs } from 'ws';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

const lines: string[] = [];
let server: TestServer;
before(async () => {
  server = await startServer(
    { CHAT_SOCKET_RATE_LIMIT: '5', LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
});
after(() => server.close());

test('past its budget a socket gets -1029 for each frame, and far past it the socket is closed', async () => {
  const { token } = await signUp(server);
  const socket = await TestSocket.connect(server, token);
  for (let n = 0; n < 8; n++) socket.send({ type: 'ping' });
  assert.equal((await socket.take('pong', 5)).length, 5);
  const refused = await socket.take('error', 3);
  assert.deepEqual(
    refused.map((frame) => frame.code),
    [-1029, -1029, -1029],
  );
  for (let n = 0; n < 10; n++) socket.send({ type: 'ping' });
  assert.equal((await socket.closed).code, 4429);
});

test('a peer that stops answering pings is dropped on the next beat; one that answers stays', async () => {
  const { token, user } = await signUp(server);
  const url = `${server.url.replace(/^http/, 'ws')}/ws/chat?token=${token}`;
  const open = (autoPong: boolean) =>
    new Promise<NodeWs>((resolve) => {
      const ws = new NodeWs(url, { autoPong });
      ws.once('message', () => resolve(ws));
    });
  const [dead, alive] = [await open(false), await open(true)];
  const deadClosed = new Promise<number>((resolve) => dead.on('close', (code) => resolve(code)));
  let aliveClosed = false;
  alive.on('close', () => {
    aliveClosed = true;
  });
  const ponged = new Promise<void>((resolve) => alive.once('ping', () => setTimeout(resolve, 100)));
  await server.app.chat.gateway.beat();
  await ponged;
  await server.app.chat.gateway.beat();
  assert.equal(await deadClosed, 1006, 'terminated without a closing handshake');
  assert.equal(aliveClosed, false);
  assert.equal(server.app.chat.gateway.hub.socketsOf(user.id).size, 1, 'only the answering socket is held');
  alive.close();
});

test('tokens never reach the log, whether accepted or refused', async () => {
  const { token } = await signUp(server);
  const socket = await TestSocket.connect(server, token);
  socket.send('{ broken');
  await socket.next('error');
  await socket.close();
  const refused = await TestSocket.open(server, `${token}x`);
  await refused.closed;
  const log = lines.join('\n');
  assert.ok(lines.length > 0);
  assert.ok(!log.includes(token), 'the token is in the log');
});
