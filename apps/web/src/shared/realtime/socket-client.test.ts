// The chat socket client against a fake socket and a fake clock: SPEC §4's 5 retries 2 s apart then failure,
// the heartbeat, catch-up from the last sequence without duplicates, acks, and sending while disconnected.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AckLostError,
  type MessageFrame,
  NotConnectedError,
  type ReceivedFrame,
  RefusedError,
  SOCKET_STATUS,
  SocketClient,
  type SocketClientDeps,
  type SocketLike,
  type SocketStatus,
} from './socket-client.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closed = code;
    this.readyState = 3;
  }
  // What the server does:
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** Any frame text, as it comes over the wire (the client reads only what it needs of each). */
  push(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** A clock that runs scheduled work only when told, in time order. */
function fakeClock() {
  let now = 0;
  let tasks: Array<{ at: number; fn: () => void; id: number }> = [];
  let ids = 0;
  return {
    schedule(fn: () => void, ms: number) {
      const id = ++ids;
      tasks.push({ at: now + ms, fn, id });
      return () => {
        tasks = tasks.filter((task) => task.id !== id);
      };
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        tasks.sort((a, b) => a.at - b.at);
        const next = tasks[0];
        if (!next || next.at > until) break;
        tasks.shift();
        now = next.at;
        next.fn();
      }
      now = until;
    },
    get now() {
      return now;
    },
  };
}

function setup(overrides: Partial<SocketClientDeps> = {}) {
  const clock = fakeClock();
  const sockets: FakeSocket[] = [];
  const frames: ReceivedFrame[] = [];
  const statuses: SocketStatus[] = [];
  const opened: Array<{ at: number; url: string }> = [];
  const client = new SocketClient({
    url: () => '/ws/chat?token=t',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      opened.push({ at: clock.now, url });
      return socket;
    },
    schedule: clock.schedule,
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    ...overrides,
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { client, clock, sockets, frames, statuses, opened, last };
}

describe('socket client: connecting and retrying (SPEC §4)', () => {
  it('retries 5 times 2 s apart, then fails', () => {
    const { client, clock, opened, last, statuses } = setup();
    client.connect();
    last().drop();
    for (let i = 0; i < 10; i++) {
      clock.advance(2_000);
      last().drop();
    }
    assert.deepEqual(
      opened.map((entry) => entry.at),
      [0, 2_000, 4_000, 6_000, 8_000, 10_000],
    );
    assert.equal(client.status, SOCKET_STATUS.failed);
    assert.equal(statuses.at(-1), SOCKET_STATUS.failed);
    // A fresh start (the user asks again) gets its 5 retries back.
    client.connect();
    assert.equal(opened.length, 7);
  });

  it('an open connection resets the retry count', () => {
    const { client, clock, opened, last } = setup();
    client.connect();
    for (let i = 0; i < 4; i++) {
      last().drop();
      clock.advance(2_000);
    }
    last().accept();
    assert.equal(client.status, SOCKET_STATUS.open);
    for (let i = 0; i < 5; i++) {
      last().drop();
      clock.advance(2_000);
    }
    assert.equal(client.status, SOCKET_STATUS.reconnecting);
    assert.equal(opened.length, 10);
  });

  it('a 401 frame stops for good: no retry', () => {
    const { client, clock, opened, last, frames } = setup();
    client.connect();
    last().accept();
    last().push({ code: 401, msg: '请先登录', type: 'error' });
    last().drop(1008);
    clock.advance(20_000);
    assert.equal(client.status, SOCKET_STATUS.unauthorized);
    assert.equal(opened.length, 1);
    assert.equal(frames[0]?.code, 401);
  });

  it('a -2903 (banned) frame stops for good, keeping the server’s words for the login page', () => {
    const { client, clock, opened, last, frames } = setup();
    client.connect();
    last().accept();
    last().push({ code: -2903, msg: '你的账号已被封禁', type: 'error' });
    last().drop(1008);
    clock.advance(20_000);
    assert.equal(client.status, SOCKET_STATUS.unauthorized);
    assert.equal(opened.length, 1);
    assert.deepEqual(client.ended, { code: -2903, msg: '你的账号已被封禁' });
    assert.equal(frames.length, 0);
  });

  it('a -2902 (suspended) frame ends it the same way; a later connect starts clean', () => {
    const { client, last } = setup();
    client.connect();
    last().accept();
    last().push({ code: -2902, msg: '你的账号已被暂停使用，至 11月28日 14:00', type: 'error' });
    assert.equal(client.status, SOCKET_STATUS.unauthorized);
    assert.equal(client.ended?.code, -2902);
    client.connect();
    assert.equal(client.ended, null);
  });

  it('closed in favour of newer sockets of the account: no retry, failed until asked again', () => {
    const { client, clock, opened, last } = setup({ replacedCloseCode: 4409 });
    client.connect();
    last().accept();
    last().drop(4409);
    clock.advance(20_000);
    assert.equal(client.status, SOCKET_STATUS.failed);
    assert.equal(opened.length, 1);
    client.connect();
    assert.equal(opened.length, 2);
  });

  it('close (logout) stops retrying and forgets the sequence', () => {
    const { client, clock, opened, last } = setup();
    client.connect();
    last().accept();
    last().push({ code: 0, type: 'hello', data: { user_id: 1, seq: 3 } });
    client.close();
    clock.advance(20_000);
    assert.equal(client.status, SOCKET_STATUS.idle);
    assert.equal(opened.length, 1);
    assert.equal(client.cursor, 0);
  });
});

describe('socket client: catch-up after a reconnect', () => {
  it('starts at the stream head on the first hello, then asks for what it missed after a drop', () => {
    const { client, clock, last, frames } = setup();
    client.connect();
    last().accept();
    last().push({ code: 0, msg: '', type: 'hello', data: { user_id: 1, seq: 40 } });
    assert.equal(frames[0]?.fresh, true);
    assert.equal(client.cursor, 40);
    last().push({ code: 0, type: 'message', data: { n: 41 }, seq: 41 });
    // Two events sent at once may arrive out of order: the cursor waits for the gap to fill.
    last().push({ code: 0, type: 'message', data: { n: 43 }, seq: 43 });
    assert.equal(client.cursor, 41);
    last().drop();
    clock.advance(2_000);
    last().accept();
    last().push({ code: 0, msg: '', type: 'hello', data: { user_id: 1, seq: 45 } });
    assert.deepEqual(last().sent, [{ type: 'sync', data: { after: 41 } }]);
    // The catch-up repeats 43, which was seen live: it is dropped.
    for (const seq of [42, 43, 44, 45]) last().push({ code: 0, type: 'message', data: { n: seq }, seq });
    last().push({ code: 0, type: 'synced', data: { seq: 45, reset: false } });
    assert.deepEqual(
      frames.filter((frame) => frame.type === 'message').map((frame) => frame.seq),
      [41, 43, 42, 44, 45],
    );
    assert.equal(client.cursor, 45);
    assert.equal(frames.filter((frame) => frame.fresh).length, 1);
  });

  it('synced moves the cursor past events the catch-up skipped (their messages were erased)', () => {
    const { client, clock, last } = setup();
    client.connect();
    last().accept();
    last().push({ code: 0, type: 'hello', data: { user_id: 1, seq: 10 } });
    last().drop();
    clock.advance(2_000);
    last().accept();
    last().push({ code: 0, type: 'hello', data: { user_id: 1, seq: 14 } });
    last().push({ code: 0, type: 'message', data: {}, seq: 11 });
    last().push({ code: 0, type: 'message', data: {}, seq: 14 });
    assert.equal(client.cursor, 11);
    last().push({ code: 0, type: 'synced', data: { seq: 14, reset: false } });
    assert.equal(client.cursor, 14);
  });

  it('a reset catch-up (events pruned) restarts the cursor at the stream head', () => {
    const { client, clock, last, frames } = setup();
    client.connect();
    last().accept();
    last().push({ code: 0, type: 'hello', data: { user_id: 1, seq: 2 } });
    last().drop();
    clock.advance(2_000);
    last().accept();
    last().push({ code: 0, type: 'hello', data: { user_id: 1, seq: 900 } });
    last().push({ code: 0, type: 'synced', data: { seq: 900, reset: true } });
    assert.equal(client.cursor, 900);
    assert.equal(frames.at(-1)?.type, 'synced');
  });

  it('passes frames without a sequence (typing) and ignores pongs and garbage', () => {
    const { client, last, frames } = setup();
    client.connect();
    last().accept();
    last().push({ code: 0, type: 'pong' });
    last().onmessage?.({ data: 'not json' });
    last().push({ code: 0, type: 'typing', data: { from_user_id: 2 } });
    assert.deepEqual(
      frames.map((frame) => frame.type),
      ['typing'],
    );
  });
});

describe('socket client: heartbeat', () => {
  it('pings a quiet connection and reconnects when nothing answers', () => {
    const { client, clock, last, opened } = setup({ heartbeatMs: 25_000, heartbeatTimeoutMs: 10_000 });
    client.connect();
    last().accept();
    clock.advance(25_000);
    assert.deepEqual(last().sent, [{ type: 'ping' }]);
    last().push({ code: 0, type: 'pong' });
    clock.advance(10_000);
    assert.equal(client.status, SOCKET_STATUS.open);
    clock.advance(15_000);
    assert.equal(last().sent.length, 2);
    clock.advance(10_000);
    assert.equal(client.status, SOCKET_STATUS.reconnecting);
    clock.advance(2_000);
    assert.equal(opened.length, 2);
  });
});

describe('socket client: sending and acks', () => {
  const frame = (id: string): MessageFrame => ({
    type: 'message',
    data: { message_id: id, to_user_id: 2, content: 'hi', images: [] },
  });

  it('refuses at once while not connected (WebSocket未连接)', async () => {
    const { client } = setup();
    await assert.rejects(client.sendForAck(frame('m1')), NotConnectedError);
    client.connect();
    await assert.rejects(client.sendForAck(frame('m1')), NotConnectedError);
  });

  it('resolves with the ack of its message_id', async () => {
    const { client, last } = setup();
    client.connect();
    last().accept();
    const acked = client.sendForAck(frame('m1'));
    assert.deepEqual(last().sent, [frame('m1')]);
    last().push({ code: 0, type: 'ack', data: { message_id: 'other' } });
    last().push({ code: 0, type: 'ack', data: { message_id: 'm1', create_time: 5 }, seq: 1 });
    assert.deepEqual((await acked).data, { message_id: 'm1', create_time: 5 });
  });

  it('rejects with the code of an error frame naming the message', async () => {
    const { client, last } = setup();
    client.connect();
    last().accept();
    const acked = client.sendForAck(frame('m1'));
    last().push({ code: -2301, msg: '对方已将你拉黑', type: 'error', data: { message_id: 'm1' } });
    await assert.rejects(acked, (error) => error instanceof RefusedError && error.code === -2301);
  });

  it('fails the waiting messages when the socket drops or the ack is late', async () => {
    const { client, clock, last } = setup({ ackTimeoutMs: 15_000 });
    client.connect();
    last().accept();
    const dropped = client.sendForAck(frame('m1'));
    last().drop();
    await assert.rejects(dropped, AckLostError);
    clock.advance(2_000);
    last().accept();
    const late = client.sendForAck(frame('m2'));
    clock.advance(15_000);
    await assert.rejects(late, AckLostError);
  });
});
