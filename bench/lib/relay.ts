// The chat baselines' relay (DESIGN §4 budgets): a bare `ws` server on node:http, with the gateway's own `ws`
// settings (no server of its own, 64 KiB frames, no compression, no client tracking), that knows its people by a
// Map of tokens. It holds idle sockets (chat-sockets) and relays text messages with the app's frames
// (chat-delivery): `hello` on connect; for a `message` frame, the same `message` frame to every socket of the
// recipient (and the sender's other sockets), then the `ack` to the sender, each with a per-user `seq`. No
// validation beyond what a relay needs, no heartbeat, no rate limit.
//
// Bare (no `dataDir`): nothing stored, seqs counted in memory: the floor. Stored (`dataDir`): the same relay that
// first stores each message as the app does (lib/relay-store.ts: the app's schema, pragmas, SQL and group commit)
// and frames it with the seqs the store handed out once its batch committed, the batch's `message` frames first,
// then its acks, as the app publishes a batch then answers it. Between the two lies the cost of storing; between
// the stored relay and the app, the cost of the app.
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { RelayMessage, Storable } from './relay-store.ts';

export interface RelayOptions {
  /** Token -> user id: who each socket is. */
  tokens: Record<string, number>;
  /** A folder with the app's kk.sqlite (lib/chat-data.ts): the relay then stores every message in it. */
  dataDir?: string;
  /** 0 (the default): any free port. */
  port?: number;
}

export interface Relay {
  port: number;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 64 * 1024;

interface Pending extends Storable {
  origin: WebSocket;
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const users = new Map<string, number>(Object.entries(options.tokens));
  const sockets = new Map<number, Set<WebSocket>>();
  /** The last seq each user's stream handed out (the stored relay's come from the store). */
  const seqs = new Map<number, number>();
  const nextSeq = (userId: number) => {
    const seq = (seqs.get(userId) ?? 0) + 1;
    seqs.set(userId, seq);
    return seq;
  };
  const frame = (type: string, data: unknown, seq?: number) =>
    JSON.stringify(seq === undefined ? { code: 0, msg: '', type, data } : { code: 0, msg: '', type, data, seq });

  /** The `message` frame to the recipient's sockets and the sender's others. */
  const deliver = (origin: WebSocket, message: RelayMessage, fromSeq: number, toSeq: number) => {
    const toRecipient = frame('message', message, toSeq);
    for (const peer of sockets.get(message.to_user_id) ?? []) peer.send(toRecipient);
    const mine = sockets.get(message.from_user_id);
    if (mine && mine.size > 1) {
      const echo = frame('message', message, fromSeq);
      for (const other of mine) if (other !== origin) other.send(echo);
    }
  };
  const ack = (origin: WebSocket, message: RelayMessage, fromSeq: number) =>
    origin.send(frame('ack', { message_id: message.message_id, create_time: message.create_time, message }, fromSeq));

  const store =
    options.dataDir === undefined
      ? null
      : // Loaded only here: the bare relay never loads better-sqlite3 nor the server's modules (chat-sockets
        // measures its memory).
        (await import('./relay-store.ts')).openRelayStore<Pending>(options.dataDir, (batch) => {
          for (const { origin, message, fromSeq, toSeq } of batch) {
            if (fromSeq === 0) continue; // stored already: nothing new to tell anyone
            seqs.set(message.from_user_id, fromSeq);
            seqs.set(message.to_user_id, toSeq);
            deliver(origin, message, fromSeq, toSeq);
          }
          for (const { origin, message, fromSeq } of batch)
            ack(origin, message, fromSeq || (seqs.get(message.from_user_id) ?? 0));
        });

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const server = createServer((_req, res) => {
    res.writeHead(404).end();
  });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://socket');
    const userId = users.get(url.searchParams.get('token') ?? '');
    if (url.pathname !== '/ws/chat' || userId === undefined) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      let own = sockets.get(userId);
      if (!own) {
        own = new Set();
        sockets.set(userId, own);
      }
      own.add(ws);
      ws.on('error', () => {});
      ws.on('close', () => {
        own.delete(ws);
        if (own.size === 0) sockets.delete(userId);
      });
      ws.on('message', (data) => {
        const parsed = JSON.parse(data.toString()) as {
          type: string;
          data: { message_id: string; to_user_id: number; content?: string };
        };
        if (parsed.type !== 'message') return;
        const { message_id, to_user_id: toId, content = '' } = parsed.data;
        const message: RelayMessage = {
          message_id,
          from_user_id: userId,
          to_user_id: toId,
          type: 'text',
          content,
          images: [],
          image_list: [],
          emote_id: '',
          create_time: Date.now(),
          read: 0,
          revoked: 0,
        };
        if (store !== null) {
          store.submit({ message, origin: ws, fromSeq: 0, toSeq: 0 });
          return;
        }
        const toSeq = nextSeq(toId);
        const fromSeq = nextSeq(userId);
        deliver(ws, message, fromSeq, toSeq);
        ack(ws, message, fromSeq);
      });
      ws.send(frame('hello', { user_id: userId, seq: seqs.get(userId) ?? 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const own of sockets.values()) for (const ws of own) ws.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => {
          (store?.close() ?? Promise.resolve()).then(resolve, reject);
        });
      }),
  };
}
