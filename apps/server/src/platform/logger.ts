// Structured logs (pino through Fastify). Requests are logged by method and path only: no body, no query
// string (the chat socket carries its token there), and the token header is redacted wherever it appears.
import type { FastifyServerOptions } from 'fastify';

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.token', 'headers.token', '*.token', '*.password', '*.code'], censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, path: request.url.split('?')[0], id: request.id };
      },
    },
  };
}
