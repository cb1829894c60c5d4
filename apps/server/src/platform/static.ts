// Serves the built SPA from the same port as the API. Hashed assets are cached for a year; index.html never.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every text asset (apps/web/scripts/compress.ts);
// they are sent to browsers that accept them, with Vary: Accept-Encoding, and never listed as files of their own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  const assets = join(webDist, 'assets');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
    setHeaders(res, path) {
      res.header('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
