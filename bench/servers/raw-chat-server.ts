// The chat baselines (DESIGN §4 budgets): a bare `ws` server on node:http, with the gateway's own `ws` settings
// (no server of its own, 64 KiB frames, no compression, no client tracking), that knows its people by a Map of
// tokens. It holds idle sockets (chat-sockets) and relays text messages with the app's frames (chat-delivery):
// `hello` on connect; for a `message` frame, the same `message` frame to every socket of the recipient (and the
// sender's other sockets), then the `ack` to the sender, each with a per-user `seq`. No storage, no validation
// beyond what a relay needs, no heartbeat, no rate limit: what the app's budget is measured against.
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { serveProbedChild } from '../lib/probed-child.ts';

export interface RawChatServerInit {
  /** Token -> user id: who each socket is. */
  tokens: Record<string, number>;
}

const MAX_FRAME_BYTES = 64 * 1024;

serveProbedChild<RawChatServerInit>(async (init) => {
  const users = new Map<string, number>(Object.entries(init.tokens));
  const sockets = new Map<number, Set<WebSocket>>();
  const seqs = new Map<number, number>();
  const nextSeq = (userId: number) => {
    const seq = (seqs.get(userId) ?? 0) + 1;
    seqs.set(userId, seq);
    return seq;
  };
  const frame = (type: string, data: unknown, seq?: number) =>
    JSON.stringify(seq === undefined ? { code: 0, msg: '', type, data } : { code: 0, msg: '', type, data, seq });

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
        const now = Date.now();
        const message = {
          message_id,
          from_user_id: userId,
          to_user_id: toId,
          type: 'text',
          content,
          images: [],
          image_list: [],
          emote_id: '',
          create_time: now,
          read: 0,
          revoked: 0,
        };
        const toRecipient = frame('message', message, nextSeq(toId));
        for (const peer of sockets.get(toId) ?? []) peer.send(toRecipient);
        const seq = nextSeq(userId);
        const mine = sockets.get(userId);
        if (mine && mine.size > 1) {
          const echo = frame('message', message, seq);
          for (const other of mine) if (other !== ws) other.send(echo);
        }
        ws.send(frame('ack', { message_id, create_time: now, message }, seq));
      });
      ws.send(frame('hello', { user_id: userId, seq: seqs.get(userId) ?? 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const own of sockets.values()) for (const ws of own) ws.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
