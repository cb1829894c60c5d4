// The baseline: bare node:http, no framework, no database. It checks the `token` header against an
// in-memory Map and answers the very bytes the real endpoint answered for that user.
import { createServer } from 'node:http';
import { serveChild } from '../lib/child.ts';

export interface RawServerInit {
  /** Token -> the JSON body to answer for it. */
  sessions: Record<string, string>;
}

const UNAUTHORIZED = Buffer.from('{"code":401,"msg":"not logged in","data":null}');

serveChild<RawServerInit>(async (init) => {
  const sessions = new Map<string, Buffer>();
  for (const [token, body] of Object.entries(init.sessions)) sessions.set(token, Buffer.from(body));

  const server = createServer((req, res) => {
    // Read and parse the request body, as any JSON endpoint must before answering.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString());
      const token = req.headers.token;
      const body = typeof token === 'string' ? sessions.get(token) : undefined;
      res.writeHead(body ? 200 : 401, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': (body ?? UNAUTHORIZED).length,
      });
      res.end(body ?? UNAUTHORIZED);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
