// The chat socket (SPEC §4 "Socket", §7, §8; DESIGN §3 "Chat"): a plain class with a status, outside React,
// the way Bluesky's messages agent is built. It connects to /ws/chat?token=..., retries up to
// SOCKET_RETRY_COUNT times SOCKET_RETRY_DELAY_MS apart and then fails (连接失败，请刷新重试), sends a heartbeat
// so that a dead connection is noticed, resumes after a reconnect with `sync {after: cursor}` (the contract's
// StreamCursor: no gap, no duplicate), and matches acks to the messages waiting for them. Every effect is injected (socket-client.test.ts).
import {
  type ClientFrame,
  CODE,
  type ServerFrame,
  type ServerFrameOf,
  SOCKET_RETRY_COUNT,
  SOCKET_RETRY_DELAY_MS,
  StreamCursor,
} from '@kk/contract';

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export const SOCKET_STATUS = {
  /** Not started, or closed on purpose (logout). */
  idle: 'idle',
  connecting: 'connecting',
  open: 'open',
  /** Lost; the next try is scheduled. */
  reconnecting: 'reconnecting',
  /** Every retry failed: 连接失败，请刷新重试. */
  failed: 'failed',
  /**
   * The token was refused (a 401 frame), or the account was suspended or banned (a -2902 or -2903 frame, `ended`
   * says which): login opens, nothing retries.
   */
  unauthorized: 'unauthorized',
} as const;
export type SocketStatus = (typeof SOCKET_STATUS)[keyof typeof SOCKET_STATUS];

/**
 * A frame from the server (DESIGN §3): one of the contract's frames (realtime.ts `ServerFrame`), told apart by
 * `type`, so each kind's `data` reads as the contract declares it. `fresh` is the client's own: set on the first
 * `hello` after a start (nothing to catch up: reload what is shown).
 */
export type ReceivedFrame = ServerFrame & { fresh?: boolean };

/** A message frame: the one kind of frame the server acknowledges. */
export type MessageFrame = Extract<ClientFrame, { type: 'message' }>;

export interface SocketClientDeps {
  /** The address to open; null when there is no token. */
  url(): string | null;
  createSocket(url: string): SocketLike;
  /** Runs `fn` after `ms`; returns its cancel. */
  schedule(fn: () => void, ms: number): () => void;
  /** Every frame that passed the sequence check, in order. */
  onFrame(frame: ReceivedFrame): void;
  onStatus?(status: SocketStatus): void;
  log?(text: string): void;
  retryCount?: number;
  retryDelayMs?: number;
  /** How often a quiet connection is probed, and how long the answer may take. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** How long a sent message may wait for its ack before it counts as failed. */
  ackTimeoutMs?: number;
  /** A close code that means the token was refused (besides a frame with code 401). */
  unauthorizedCloseCode?: number;
  /**
   * A close code that means newer sockets of the account took this one's place (past the server's cap): no
   * retry, which would only close another of the account's tabs or devices in turn. It counts as failed, so the
   * tab gets its fresh set of retries when it is shown again.
   */
  replacedCloseCode?: number;
}

export interface PendingAck {
  resolve(frame: ServerFrameOf<'ack'>): void;
  reject(error: Error): void;
}

/** Sending while the socket is not open (SPEC §8 WebSocket未连接): the message stays failed, with a resend. */
export class NotConnectedError extends Error {
  constructor() {
    super('WebSocket not connected');
    this.name = 'NotConnectedError';
  }
}

/** A message whose ack did not come in time, or whose socket closed before it came. */
export class AckLostError extends Error {
  constructor() {
    super('no ack');
    this.name = 'AckLostError';
  }
}

/** A message the server refused with a catalogue code (blocked, locked, bad content), and the frame's data. */
export class RefusedError extends Error {
  readonly code: number;
  /** The error frame's `data` (a mute's or a budget's `until`, a refusing policy). */
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'RefusedError';
    this.code = code;
    this.data = data ?? null;
  }
}

/** The frames that end the session for a sanction (contract realtime.ts): a close follows, and login shows `msg`. */
const SANCTION_CODES: readonly number[] = [CODE.suspended, CODE.banned];

/** Why the account's session ended while connected: the sanction's code and the server's text (until when). */
export interface SessionEnded {
  code: number;
  msg: string;
}

export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
export const ACK_TIMEOUT_MS = 15_000;

export class SocketClient {
  #deps: SocketClientDeps;
  #socket: SocketLike | null = null;
  #status: SocketStatus = SOCKET_STATUS.idle;
  #retries = 0;
  #cursor = new StreamCursor();
  /** No connection opened yet since connect() from idle: the lists load over HTTP, nothing to catch up. */
  #fresh = true;
  #cancelRetry: (() => void) | null = null;
  #cancelHeartbeat: (() => void) | null = null;
  #cancelDeadline: (() => void) | null = null;
  #pending = new Map<string, PendingAck & { cancel: () => void }>();
  #listeners = new Set<(status: SocketStatus) => void>();
  #ended: SessionEnded | null = null;

  constructor(deps: SocketClientDeps) {
    this.#deps = deps;
  }

  get status(): SocketStatus {
    return this.#status;
  }

  /** Every event up to here was seen: a reconnect asks for what came after it. */
  get cursor(): number {
    return this.#cursor.cursor;
  }

  /** Set when a sanction ended the session (status `unauthorized`); null otherwise, and again after connect(). */
  get ended(): SessionEnded | null {
    return this.#ended;
  }

  subscribe(listener: (status: SocketStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Opens the socket (after login); a fresh start after a failure counts its retries again. */
  connect(): void {
    if (this.#status === SOCKET_STATUS.open || this.#status === SOCKET_STATUS.connecting) return;
    this.#cancelRetry?.();
    this.#cancelRetry = null;
    this.#retries = 0;
    this.#ended = null;
    this.#open();
  }

  /** Closes on purpose (logout): no retry, every waiting message fails, the sequence starts over. */
  close(): void {
    this.#cancelRetry?.();
    this.#cancelRetry = null;
    this.#stopHeartbeat();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close(1000);
    }
    this.#failPending();
    this.#cursor = new StreamCursor();
    this.#fresh = true;
    this.#setStatus(SOCKET_STATUS.idle);
  }

  /** Sends a frame now; false when the socket is not open (nothing is queued: SPEC §8 WebSocket未连接). */
  send(frame: ClientFrame): boolean {
    const socket = this.#socket;
    if (this.#status !== SOCKET_STATUS.open || !socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  /**
   * Sends a frame that carries `data.message_id` and resolves with its ack (the server acks only after the
   * store committed). Rejects with NotConnectedError at once when not connected, AckLostError when the socket
   * drops or the ack does not come in time, RefusedError when the server refuses it with a code.
   */
  sendForAck(frame: MessageFrame): Promise<ServerFrameOf<'ack'>> {
    const id = frame.data.message_id;
    if (!this.send(frame)) return Promise.reject(new NotConnectedError());
    this.#pending.get(id)?.reject(new AckLostError());
    return new Promise<ServerFrameOf<'ack'>>((resolve, reject) => {
      const cancel = this.#deps.schedule(() => {
        this.#pending.delete(id);
        reject(new AckLostError());
      }, this.#deps.ackTimeoutMs ?? ACK_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, cancel });
    });
  }

  #setStatus(status: SocketStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#deps.log?.(`status ${status}`);
    this.#deps.onStatus?.(status);
    for (const listener of this.#listeners) listener(status);
  }

  #open(): void {
    const url = this.#deps.url();
    if (!url) {
      this.#setStatus(SOCKET_STATUS.idle);
      return;
    }
    this.#setStatus(this.#retries === 0 ? SOCKET_STATUS.connecting : SOCKET_STATUS.reconnecting);
    let socket: SocketLike;
    try {
      socket = this.#deps.createSocket(url);
    } catch {
      this.#lost();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#retries = 0;
      this.#setStatus(SOCKET_STATUS.open);
      this.#startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (this.#socket !== socket) return;
      this.#receive(event.data);
    };
    // An error is always followed by a close; the close decides.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#stopHeartbeat();
      if (event.code === this.#deps.unauthorizedCloseCode) this.#unauthorized();
      else if (event.code === this.#deps.replacedCloseCode) this.#replaced();
      else this.#lost();
    };
  }

  #lost(): void {
    this.#failPending();
    if (this.#status === SOCKET_STATUS.unauthorized) return;
    const max = this.#deps.retryCount ?? SOCKET_RETRY_COUNT;
    if (this.#retries >= max) {
      this.#setStatus(SOCKET_STATUS.failed);
      return;
    }
    this.#retries += 1;
    this.#setStatus(SOCKET_STATUS.reconnecting);
    this.#cancelRetry = this.#deps.schedule(() => {
      this.#cancelRetry = null;
      this.#open();
    }, this.#deps.retryDelayMs ?? SOCKET_RETRY_DELAY_MS);
  }

  #replaced(): void {
    this.#failPending();
    this.#deps.log?.('replaced by a newer socket');
    this.#setStatus(SOCKET_STATUS.failed);
  }

  #unauthorized(): void {
    this.#failPending();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.#stopHeartbeat();
    this.#cancelRetry?.();
    this.#cancelRetry = null;
    this.#setStatus(SOCKET_STATUS.unauthorized);
  }

  #receive(raw: unknown): void {
    // Any frame proves the connection alive.
    this.#cancelDeadline?.();
    this.#cancelDeadline = null;
    // The server writes only the contract's frames (its frames.ts is typed by the same union): trusted as such.
    let frame: ReceivedFrame;
    try {
      frame = JSON.parse(String(raw));
    } catch {
      this.#deps.log?.('unreadable frame');
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    // The answer to the heartbeat, never shown.
    if (frame.type === 'pong') return;
    if (frame.code === CODE.notLoggedIn) {
      this.#unauthorized();
      this.#deps.onFrame(frame);
      return;
    }
    // Suspended or banned: told once, on the login page (the status' listeners read `ended`), never as a toast.
    if (SANCTION_CODES.includes(frame.code)) {
      this.#ended = { code: frame.code, msg: frame.msg };
      this.#unauthorized();
      return;
    }
    if (frame.type === 'hello') this.#hello(frame);
    // A replayed event already applied (the catch-up overlaps what arrived live): drop it.
    if (typeof frame.seq === 'number' && !this.#cursor.accept(frame.seq)) return;
    if (frame.type === 'synced') {
      // Everything up to `seq` was sent (events of erased messages are skipped); `reset`: too old, start over.
      const { seq, reset } = frame.data;
      if (reset) this.#cursor.reset(seq);
      else this.#cursor.synced(seq);
    }
    this.#settleAck(frame);
    this.#deps.onFrame(frame);
  }

  /**
   * `hello {seq}` opens every connection. The first one after a start: the screens load their lists over HTTP,
   * so the stream starts at its latest seq (the hook refetches what is on screen). After a drop: catch up.
   */
  #hello(frame: Extract<ReceivedFrame, { type: 'hello' }>): void {
    const { seq } = frame.data;
    if (this.#fresh) {
      this.#fresh = false;
      this.#cursor.reset(seq);
      frame.fresh = true;
      return;
    }
    this.send({ type: 'sync', data: { after: this.#cursor.cursor } });
  }

  /** An ack settles its message's wait; so does an error frame naming the message (the server refused it). */
  #settleAck(frame: ReceivedFrame): void {
    if (frame.type === 'ack' && frame.code === CODE.ok) {
      this.#takePending(frame.data.message_id)?.resolve(frame);
    } else if (frame.type === 'error' && frame.code !== CODE.ok && frame.data?.message_id !== undefined) {
      this.#takePending(frame.data.message_id)?.reject(new RefusedError(frame.code, frame.msg, frame.data));
    }
  }

  #takePending(id: string): PendingAck | undefined {
    const waiting = this.#pending.get(id);
    if (!waiting) return undefined;
    this.#pending.delete(id);
    waiting.cancel();
    return waiting;
  }

  #failPending(): void {
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const entry of waiting) {
      entry.cancel();
      entry.reject(new AckLostError());
    }
  }

  #startHeartbeat(): void {
    this.#stopHeartbeat();
    const beat = () => {
      this.#cancelHeartbeat = this.#deps.schedule(() => {
        // The server answers any frame; the answer only has to arrive.
        if (!this.send({ type: 'ping' })) return;
        this.#cancelDeadline?.();
        // No frame at all before the deadline: the peer is gone even if the socket says open (a phone that
        // changed networks keeps a half-open socket for minutes). Closing it runs the retries.
        this.#cancelDeadline = this.#deps.schedule(() => {
          this.#cancelDeadline = null;
          this.#deps.log?.('heartbeat missed');
          const socket = this.#socket;
          if (socket) {
            socket.onclose?.({ code: 1006 });
            socket.onclose = null;
            socket.close(4000);
          }
        }, this.#deps.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS);
        beat();
      }, this.#deps.heartbeatMs ?? HEARTBEAT_MS);
    };
    beat();
  }

  #stopHeartbeat(): void {
    this.#cancelHeartbeat?.();
    this.#cancelHeartbeat = null;
    this.#cancelDeadline?.();
    this.#cancelDeadline = null;
  }
}
