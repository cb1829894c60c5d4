// Redis stopped for 3 s under chat load, two instances on PostgreSQL (TEST_DATABASE_URL or the local one) and a
// redis-server of this test's own. What a client sees: every message acked and stored once, no 5xx on HTTP (limits
// fall back to per-instance counters), the messages sent meanwhile reaching the other instance's sockets by the
// catch-up the server asks for when its fan-out is back, and live delivery resuming by itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { StreamCursor } from '@kk/contract';
import { type Frame, TestSocket } from '../support/chat-helpers.ts';
import { OwnRedis } from '../support/fault-tools.ts';
import { signUp, startServers, type TestServer } from '../support/harness.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A recipient as the web client behaves: it follows its stream with a cursor and answers a `hello` that is not the
 * first with `sync {after}` (socket-client.ts). Records which message ids reached it, and how (live or caught up).
 */
class Recipient {
  readonly received = new Map<string, 'live' | 'sync'>();
  readonly #cursor: StreamCursor;
  readonly #socket: TestSocket;
  #syncing = false;
  readonly #pump: NodeJS.Timeout;

  constructor(socket: TestSocket, seq: number) {
    this.#socket = socket;
    this.#cursor = new StreamCursor(seq);
    this.#pump = setInterval(() => this.#read(), 20);
  }

  #read(): void {
    const frames = this.#socket.frames.splice(0);
    for (const frame of frames as Frame[]) {
      if (frame.type === 'hello') {
        this.#syncing = true;
        this.#socket.send({ type: 'sync', data: { after: this.#cursor.cursor } });
      } else if (frame.type === 'synced') {
        this.#cursor.synced(frame.data.seq);
        this.#syncing = false;
      } else if (frame.type === 'message' && typeof frame.seq === 'number' && this.#cursor.accept(frame.seq)) {
        this.received.set(frame.data.message_id, this.#syncing ? 'sync' : 'live');
      }
    }
  }

  stop(): void {
    clearInterval(this.#pump);
  }
}

describe('Redis stopped for 3 s under chat load, two instances', () => {
  let redis: OwnRedis;
  let servers: [TestServer, TestServer];
  before(async () => {
    redis = await OwnRedis.start();
    servers = (await startServers(
      2,
      { CHAT_SOCKET_RATE_LIMIT: '100000', RATE_LIMIT_PER_MINUTE: '1000000' },
      {},
      { postgresUrl, redisUrl: redis.url },
    )) as [TestServer, TestServer];
  });
  after(async () => {
    // The servers close their Redis connections cleanly only if Redis is there (a failed test may leave it stopped).
    await redis.resume();
    for (const server of servers) await server.close();
    await redis.stop();
  });

  test('no 5xx, no acknowledged message lost or stored twice, and live delivery resumes', async (t) => {
    const [one, two] = servers;
    const pairs: Array<{
      sender: Awaited<ReturnType<typeof signUp>>;
      recipient: Awaited<ReturnType<typeof signUp>>;
      out: TestSocket;
      receiver: Recipient;
      acked: string[];
    }> = [];
    for (let i = 0; i < 6; i++) {
      const sender = await signUp(one);
      const recipient = await signUp(two);
      const out = await TestSocket.connect(one, sender.token);
      const inbox = await TestSocket.open(two, recipient.token);
      const hello = await inbox.next('hello');
      pairs.push({ sender, recipient, out, receiver: new Recipient(inbox, hello.data.seq), acked: [] as string[] });
    }

    const http = { ok: 0, other: [] as string[] };
    let stop = false;
    const probes = (async () => {
      for (let i = 0; !stop; i++) {
        const server = i % 2 === 0 ? one : two;
        const answer = await server.call('/api/user/getUserInfo', {}, { token: pairs[i % 6]?.sender.token });
        if (answer.code === 0) http.ok++;
        else http.other.push(`${answer.status} ${answer.code}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const sending = Promise.all(
      pairs.map(async (pair, p) => {
        for (let i = 0; !stop; i++) {
          const id = pair.out.sendMessage(pair.recipient.user.id, `第${p}组第${i}条`);
          const answer = await Promise.race([
            pair.out.next('ack', (f) => f.data.message_id === id),
            pair.out.next('error'),
          ]);
          if (answer.type === 'ack') pair.acked.push(id);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await redis.stop();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await redis.resume();
    const resumedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stop = true;
    await Promise.all([sending, probes]);

    // Every acked message reaches its recipient, live or by the catch-up, without a reconnect.
    const deadline = Date.now() + 15_000;
    const missing = () => pairs.flatMap((pair) => pair.acked.filter((id) => !pair.receiver.received.has(id)));
    while (missing().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const caughtUpAt = Date.now();
    assert.deepEqual(missing(), [], 'every acknowledged message reached its recipient');

    // Live delivery is back: a message now arrives without any catch-up.
    const pair = pairs[0] as (typeof pairs)[0];
    const id = pair.out.sendMessage(pair.recipient.user.id, '恢复以后');
    await pair.out.next('ack', (f) => f.data.message_id === id);
    while (!pair.receiver.received.has(id) && Date.now() < caughtUpAt + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(pair.receiver.received.get(id), 'live');

    // Stored once each, every one of them.
    const acked = pairs.flatMap((p) => p.acked);
    const rows = await one
      .database()
      .kysely.selectFrom('chat_messages')
      .select('message_id')
      .where('message_id', 'in', acked)
      .execute();
    assert.equal(rows.length, acked.length, 'each acknowledged message stored exactly once');
    assert.deepEqual(http.other, [], 'every HTTP request answered 0 (limits counted per instance meanwhile)');

    const late = pairs.flatMap((p) => [...p.receiver.received.values()]).filter((how) => how === 'sync').length;
    t.diagnostic(
      `redis stopped 3 s: ${acked.length} messages acked, 0 lost, ${late} delivered by catch-up; ${http.ok} HTTP requests, 0 5xx; all caught up at most ${caughtUpAt - resumedAt} ms after Redis was back (the load ran 2 s past it) (${resumedAt - stoppedAt} ms outage)`,
    );
    for (const p of pairs) {
      p.receiver.stop();
      await p.out.close();
    }
  });
});
