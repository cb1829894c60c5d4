// Chat test helpers: a socket client over Node's global WebSocket that queues the frames it receives, so a test
// waits for the frame it expects (and fails on a timeout instead of hanging).
import { randomBytes } from 'node:crypto';
import type { TestServer } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read frames of every shape and assert them field by field.
export type Frame = { code: number; msg: string; type: string; data: any; seq?: number };

const WAIT_MS = 15_000;

export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: Array<() => void> = [];
  readonly #ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    ws.addEventListener('message', (event) => {
      this.frames.push(JSON.parse(String(event.data)) as Frame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.addEventListener('close', (event) => {
        resolve({ code: event.code, reason: event.reason });
        for (const wake of this.#waiters.splice(0)) wake();
      });
    });
  }

  /** Opens a socket as the holder of `token`; resolves once open (the server may still refuse with a 401 frame). */
  static open(server: TestServer | string, token: string, query = ''): Promise<TestSocket> {
    const base = typeof server === 'string' ? server : server.url;
    const url = `${base.replace(/^http/, 'ws')}/ws/chat?token=${encodeURIComponent(token)}${query}`;
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.addEventListener('open', () => resolve(socket), { once: true });
      ws.addEventListener('error', () => reject(new Error('socket failed to open')), { once: true });
    });
  }

  /** Opens a socket and waits for its `hello`. */
  static async connect(server: TestServer | string, token: string): Promise<TestSocket> {
    const socket = await TestSocket.open(server, token);
    await socket.next('hello');
    return socket;
  }

  send(frame: unknown): void {
    this.#ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendMessage(toUserId: number, content: string, messageId = newMessageId()): string {
    this.send({ type: 'message', data: { message_id: messageId, to_user_id: toUserId, content } });
    return messageId;
  }

  /** Removes and answers the first queued frame of this type (and matching `where`), waiting for it if needed. */
  async next(type: string, where: (frame: Frame) => boolean = () => true, waitMs = WAIT_MS): Promise<Frame> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type && where(frame));
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
      if (this.#ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${waitMs} ms; queued: ${this.frames.map((f) => f.type)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for `count` frames of a type, in arrival order. */
  async take(type: string, count: number, waitMs = WAIT_MS): Promise<Frame[]> {
    const taken: Frame[] = [];
    while (taken.length < count) taken.push(await this.next(type, () => true, waitMs));
    return taken;
  }

  /** A round trip: every frame the server sent before its pong is queued once this resolves. */
  async flush(): Promise<void> {
    this.send({ type: 'ping' });
    await this.next('pong');
  }

  /** Frames of a type queued now, removed from the queue. */
  drain(type: string): Frame[] {
    const found = this.frames.filter((frame) => frame.type === type);
    for (const frame of found) this.frames.splice(this.frames.indexOf(frame), 1);
    return found;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.#ws.close();
    return this.closed;
  }
}

export function newMessageId(): string {
  return randomBytes(16).toString('hex');
}
