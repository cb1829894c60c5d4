// The chat socket's gateway on Fastify's HTTP server (`ws`, no server of its own): it checks the Origin, logs
// the socket in from `?token=` (a bad or revoked token gets a 401 frame, then close 4401), caps frames at 64 KiB
// (close 1009, by `ws` itself), limits the frames each account may send (frame-budget.ts) and the sockets it
// may hold (the oldest is closed with 4409), closes the sockets of a session that ended as soon as any instance
// says so (a broker notice), pings every socket and drops the ones that stop answering, and re-checks every
// token on that beat (in slices, one query each) in case a notice was lost.
// The token is never logged: requests on this path never reach Fastify's logger, and nothing here logs a URL.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CHAT_SOCKET, CODE } from '@kk/contract';
import { type Language, resolveLanguage } from '@kk/contract/i18n';
import { type WebSocket, WebSocketServer } from 'ws';
import { hashToken } from '../crypto.ts';
import type { Broker, SocketNotice } from './broker.ts';
import { FrameBudget, type FrameVerdict, type SharedFrameCount } from './frame-budget.ts';
import { errorFrameText } from './frames.ts';
import { Hub, type HubSocket } from './hub.ts';

/**
 * Sockets the heartbeat handles in one turn of the event loop (and sessions it checks in one query). A slice of
 * 200 held the loop up to 25 ms in the chat-delivery bench, a slice of 50 up to 12 ms: every message that arrives
 * meanwhile waits that long, and a heartbeat every 30 s lands in the latency's tail.
 */
const BEAT_SLICE = 50;
/**
 * Between two slices at least: their pongs come back spread out too. 10,000 pongs in one turn (every socket
 * pinged at once) held the loop for about 50 ms.
 */
const BEAT_GAP_MS = 10;
/**
 * The beat spreads its slices over this share of its interval: 10,000 sockets are 200 slices, 75 ms apart of 30 s.
 * Packed 10 ms apart (2.4 s), a beat's pings and queries added about 40% to the loop's work for those seconds,
 * and at 1,000 messages a second the round it fell in had the run's worst p99 (chat-delivery bench).
 */
const BEAT_SPREAD = 0.5;

/** A socket holding more than this unsent is too slow to follow: it is dropped and catches up on reconnect. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class ChatSocket implements HubSocket {
  readonly id: string;
  readonly userId: number;
  readonly language: Language;
  /** Kept to re-check the session on the heartbeat and to bind push subscriptions; never logged. */
  readonly token: string;
  /** The token's hash: what a "session ended" notice names. */
  readonly session: string;
  alive = true;
  readonly #ws: WebSocket;
  readonly #handleFrame: FrameRunner;
  /**
   * Frames are handled one after another per socket: a sender's messages are stored in the order it sent them
   * (none reordered within a conversation, DESIGN §4) even when it does not wait for each ack. Those that came
   * while one was handled wait here, each as its verdict then its text. Nothing of a frame stays on the socket
   * once handled: a promise chained per frame (the socket's last one kept) outlived the young generation and
   * filled the old one with a dead promise per message (docs/decisions/0101-chat-promotes-like-the-relay.md).
   */
  readonly #waiting: Array<Verdict | string> = [];
  #handling = false;

  constructor(ws: WebSocket, id: string, userId: number, token: string, language: Language, frames: FrameRunner) {
    this.#ws = ws;
    this.#handleFrame = frames;
    this.id = id;
    this.userId = userId;
    this.token = token;
    this.session = hashToken(token);
    this.language = language;
  }

  #ended = false;

  /** Handles a frame the budget let through once the frames before it are handled. */
  handle(verdict: Verdict, text: string): void {
    this.#waiting.push(verdict, text);
    if (this.#handling) return;
    this.#handling = true;
    this.#next();
  }

  /** Handles the next waiting frame, if any (its runner never rejects; a rejection would not stop the rest). */
  readonly #next = (): void => {
    if (this.#waiting.length === 0) {
      this.#handling = false;
      return;
    }
    const verdict = this.#waiting.shift() as Verdict;
    const text = this.#waiting.shift() as string;
    this.#handleFrame(this, verdict, text).then(this.#next, this.#next);
  };

  send(frame: string): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    if (this.#ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.#ws.terminate();
      return;
    }
    this.#ws.send(frame);
  }

  close(code: number, reason = ''): void {
    this.#ended = true;
    this.#ws.close(code, reason);
  }

  /**
   * Closed by the server (an ended session, a flood, a newer socket, shutdown): frames still arriving or queued
   * are not handled. A socket the client closes still has the frames it sent before handled.
   */
  get ended(): boolean {
    return this.#ended;
  }

  ping(): void {
    if (this.#ws.readyState === this.#ws.OPEN) this.#ws.ping();
  }

  terminate(): void {
    this.#ws.terminate();
  }
}

/** The frame budget's verdict for a frame: a promise while the shared count is asked. */
type Verdict = FrameVerdict | Promise<FrameVerdict>;

/** Answers one frame of a socket (Gateway's, one function for every socket). */
type FrameRunner = (socket: ChatSocket, verdict: Verdict, text: string) => Promise<void>;

/** What the chat feature does with a socket: greet it, answer its frames, forget it. */
export interface SocketHandler {
  open(socket: ChatSocket): Promise<void>;
  /**
   * Tells an open socket to catch up: `hello` with the stream's latest seq, which a client that saw less answers
   * with `sync` (after this instance may have missed deliveries).
   */
  hello(socket: ChatSocket): Promise<void>;
  frame(socket: ChatSocket, text: string): Promise<void>;
  close(socket: ChatSocket): void;
}

export interface GatewayOptions {
  /** Browser origins allowed besides the page's own (CHAT_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** Frames per account per CHAT_SOCKET.rateLimitWindowMs, over all its sockets. */
  rateLimitFrames: number;
  /** The account's frames on every instance (Redis); null counts on this instance only. */
  sharedFrameCount: SharedFrameCount | null;
  /** Sockets one account may hold open on every instance; the newest past it closes the oldest. */
  maxSocketsPerAccount: number;
  heartbeatMs?: number;
  authenticate(token: string): Promise<number | null>;
  /** Of these tokens, those that still hold a session (the heartbeat's re-check, one query for many). */
  signedIn(tokens: readonly string[]): Promise<ReadonlySet<string>>;
  broker: Broker;
  log: { error(details: object, text: string): void };
}

export class Gateway {
  readonly hub = new Hub<ChatSocket>();
  readonly #options: GatewayOptions;
  readonly #budget: FrameBudget;
  readonly #wss = new WebSocketServer({
    noServer: true,
    maxPayload: CHAT_SOCKET.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  readonly #instance = randomBytes(6).toString('hex');
  #sequence = 0;
  #handler: SocketHandler | null = null;
  #server: Server | null = null;
  #closed = false;
  readonly #beat: NodeJS.Timeout;
  readonly #onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    this.#upgrade(request, socket, head).catch((error: unknown) => {
      this.#options.log.error({ err: error }, 'chat socket upgrade failed');
      socket.destroy();
    });
  };

  constructor(options: GatewayOptions) {
    this.#options = options;
    this.#budget = new FrameBudget(options.rateLimitFrames, CHAT_SOCKET.rateLimitWindowMs, options.sharedFrameCount);
    options.broker.onDelivery((delivery) => this.hub.deliver(delivery));
    options.broker.onMissed(() => void this.#catchUp());
    options.broker.onNotice((notice) => this.#notice(notice));
    const heartbeatMs = options.heartbeatMs ?? CHAT_SOCKET.heartbeatMs;
    this.#beat = setInterval(() => void this.#heartbeat(heartbeatMs * BEAT_SPREAD), heartbeatMs);
    this.#beat.unref();
  }

  /** Listens for upgrades on the HTTP server; `handler` answers the sockets. */
  attach(server: Server, handler: SocketHandler): void {
    this.#handler = handler;
    this.#server = server;
    server.on('upgrade', this.#onUpgrade);
  }

  async #upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://socket');
    if (url.pathname !== CHAT_SOCKET.path || !this.#handler) return refuse(socket, 404, 'Not Found');
    if (!this.#originAllowed(request)) return refuse(socket, 403, 'Forbidden');
    const language = resolveLanguage(url.searchParams.get('lang') ?? request.headers['accept-language']);
    const token = url.searchParams.get('token') ?? '';
    const userId = token && token.length <= 200 ? await this.#options.authenticate(token) : null;
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      if (userId == null) {
        ws.send(errorFrameText(language, CODE.notLoggedIn));
        ws.close(CHAT_SOCKET.closeNotLoggedIn, 'not logged in');
        return;
      }
      this.#open(ws, userId, token, language);
    });
  }

  /**
   * Browsers always send Origin; a page of another site must not use a visitor's token (cross-site WebSocket
   * hijacking). Same origin means the Origin's host is the Host the request came to. Clients that are not
   * browsers send no Origin and prove themselves by the token alone.
   */
  #originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (!origin) return true;
    if (this.#options.allowedOrigins.includes(origin)) return true;
    const forwarded = this.#options.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || request.headers.host;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  #open(ws: WebSocket, userId: number, token: string, language: Language): void {
    const handler = this.#handler as SocketHandler;
    const socket = new ChatSocket(ws, this.#socketId(), userId, token, language, this.#frame);
    this.hub.add(socket);
    const { broker, log } = this.#options;
    this.#join(socket).catch((error: unknown) => log.error({ err: error }, 'presence failed'));
    ws.on('pong', () => {
      socket.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      if (socket.ended) return;
      socket.alive = true;
      const verdict = this.#budget.take(userId, Date.now());
      if (verdict === 'flood') return socket.close(CHAT_SOCKET.closeFlood, 'too many frames');
      if (verdict === 'over') return socket.send(errorFrameText(language, CODE.tooManyRequests));
      socket.handle(verdict, isBinary ? '' : data.toString());
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      this.hub.remove(socket);
      broker.setOnline(userId, socket.id, false).catch(() => {});
      handler.close(socket);
    });
    handler.open(socket).catch((error: unknown) => {
      log.error({ err: error, userId }, 'chat socket open failed');
      socket.close(1011, 'server error');
    });
  }

  /** One frame of a socket, in its turn: never rejects, so the socket's next frame always follows. */
  readonly #frame: FrameRunner = async (socket, verdict, text) => {
    // Asked of the shared count: answered in the order sent, like the frames themselves.
    if (verdict !== 'ok' && (await verdict) !== 'ok') {
      return socket.send(errorFrameText(socket.language, CODE.tooManyRequests));
    }
    if (socket.ended) return;
    try {
      await (this.#handler as SocketHandler).frame(socket, text);
    } catch (error) {
      this.#options.log.error({ err: error, userId: socket.userId }, 'chat frame failed');
      socket.send(errorFrameText(socket.language, CODE.serverError));
    }
  };

  /**
   * Sortable by when they opened (then by instance and order), and unique across instances: the account's
   * oldest sockets are the first ids.
   */
  #socketId(): string {
    const time = Date.now().toString(36).padStart(9, '0');
    return `${time}-${this.#instance}-${(++this.#sequence).toString(36).padStart(8, '0')}`;
  }

  /**
   * Counts the socket online and holds the account to its cap over every instance: past it, the oldest close
   * with 4409 wherever they are (and leave presence at once, in case their instance is gone). Two sockets
   * opening at once both close the oldest ones, which are the same ones.
   */
  async #join(socket: ChatSocket): Promise<void> {
    const { broker, maxSocketsPerAccount } = this.#options;
    const open = (await broker.join(socket.userId, socket.id)).sort();
    if (open.length <= maxSocketsPerAccount) return;
    const replaced = open.slice(0, open.length - maxSocketsPerAccount);
    await broker.notify({ kind: 'replaced', userId: socket.userId, socketIds: replaced });
    await Promise.all(replaced.map((id) => broker.setOnline(socket.userId, id, false)));
  }

  /** A notice from any instance (this one too): closes the sockets it names that this instance holds. */
  #notice(notice: SocketNotice): void {
    if (notice.kind === 'safetyWords') return;
    for (const socket of [...this.hub.socketsOf(notice.userId)]) {
      if (notice.kind === 'replaced') {
        if (notice.socketIds.includes(socket.id)) socket.close(CHAT_SOCKET.closeTooManySockets, 'too many sockets');
        continue;
      }
      if (notice.session !== undefined && notice.session !== socket.session) continue;
      // Out of the hub at once: nothing more reaches a session that ended while its close is on the way.
      this.hub.remove(socket);
      socket.send(endedFrameText(socket.language, notice.code, notice.until));
      socket.close(CHAT_SOCKET.closeNotLoggedIn, 'not logged in');
    }
  }

  /**
   * Drops sockets that missed the last ping, pings the rest, keeps presence fresh, ends logged-out sessions. In
   * slices of BEAT_SLICE sockets spread over `spreadMs` (BEAT_GAP_MS apart at least), one session query per
   * slice: with 10,000 sockets, one turn that did it all (a query per token) held every frame behind it for half a
   * second.
   */
  async #heartbeat(spreadMs: number): Promise<void> {
    this.#budget.sweep(Date.now());
    const sockets = [...this.hub.all()];
    const gapMs = Math.max(BEAT_GAP_MS, spreadMs / Math.ceil(sockets.length / BEAT_SLICE));
    for (let start = 0; start < sockets.length; start += BEAT_SLICE) {
      // Unref'd, and the beat ends with the gateway: a beat in progress never holds a closing process open.
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, gapMs).unref());
      if (this.#closed) return;
      await this.#beatSlice(sockets.slice(start, start + BEAT_SLICE));
    }
  }

  async #beatSlice(slice: readonly ChatSocket[]): Promise<void> {
    const sockets: ChatSocket[] = [];
    for (const socket of slice) {
      // Closed since the beat began: the hub forgot it already.
      if (!this.hub.socketsOf(socket.userId).has(socket)) continue;
      if (!socket.alive) {
        // Out of the hub at once: nothing more is written to a dead peer while its close is still on the way.
        this.hub.remove(socket);
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
      sockets.push(socket);
    }
    if (sockets.length === 0) return;
    const { broker, signedIn, log } = this.#options;
    try {
      // Presence is best effort (Redis may be away): the sessions are re-checked all the same.
      await broker.refreshOnline(sockets.map((s) => ({ userId: s.userId, socketId: s.id }))).catch(() => {});
      // One lookup per session, however many sockets it has open.
      const live = await signedIn([...new Set(sockets.map((socket) => socket.token))]);
      for (const socket of sockets) {
        if (live.has(socket.token)) continue;
        socket.send(errorFrameText(socket.language, CODE.notLoggedIn));
        socket.close(CHAT_SOCKET.closeNotLoggedIn, 'not logged in');
      }
    } catch (error) {
      log.error({ err: error }, 'chat heartbeat failed');
    }
  }

  /**
   * Every socket here is told to catch up, in slices like the heartbeat's: after an outage of the fan-out, one
   * `sync` from each of 10,000 clients at once would hold the loop and the database.
   */
  async #catchUp(): Promise<void> {
    const handler = this.#handler;
    if (!handler) return;
    const sockets = [...this.hub.all()];
    for (let start = 0; start < sockets.length; start += BEAT_SLICE) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, BEAT_GAP_MS).unref());
      if (this.#closed) return;
      await Promise.all(
        sockets.slice(start, start + BEAT_SLICE).map((socket) =>
          handler.hello(socket).catch((error: unknown) => {
            this.#options.log.error({ err: error, userId: socket.userId }, 'chat catch-up failed');
          }),
        ),
      );
    }
  }

  /** For tests and the bench: run one heartbeat now, its slices as close as they may be. */
  beat(): Promise<void> {
    return this.#heartbeat(0);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#beat);
    this.#server?.off('upgrade', this.#onUpgrade);
    for (const socket of [...this.hub.all()]) socket.close(1001, 'server shutting down');
    this.#wss.close();
  }
}

/**
 * What a socket whose session ended is told: 401, or why moderation ended it (-2903 banned; -2902 suspended, its
 * message naming the end in the socket's language), which the app shows on its login page.
 */
function endedFrameText(language: Language, code: number | undefined, until: number | undefined): string {
  if (code === CODE.banned) return errorFrameText(language, CODE.banned);
  if (code === CODE.suspended && until !== undefined) {
    return errorFrameText(language, CODE.suspended, { until }, undefined, undefined, { until });
  }
  return errorFrameText(language, CODE.notLoggedIn);
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
