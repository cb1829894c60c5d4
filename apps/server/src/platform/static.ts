// Serves the built SPA from the same port as the API, and the operators' console (apps/console) under /console/.
// Hashed assets are cached for a year; index.html never. The builds write a brotli (.br) and a gzip (.gz) copy
// beside every text asset (apps/web/scripts/compress.ts, apps/console/vite.config.ts); they are sent to browsers
// that accept them, with Vary: Accept-Encoding, and never listed as files of their own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the console is served; its build's `base` (apps/console/vite.config.ts) is the same. */
export const CONSOLE_PREFIX = '/console/';

function staticOptions(dist: string) {
  const assets = join(dist, 'assets');
  return {
    root: dist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
    setHeaders(res: { header(name: string, value: string): unknown }, path: string) {
      res.header('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}

export async function serveSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, staticOptions(webDist));
  return true;
}

/**
 * The console's build under /console/ (hash routing: only its index.html and assets are files; /console redirects
 * to /console/). A second root of the same plugin, so it must not decorate the reply again.
 */
export async function serveConsole(app: FastifyInstance, consoleDist: string): Promise<boolean> {
  if (!existsSync(join(consoleDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    ...staticOptions(consoleDist),
    prefix: CONSOLE_PREFIX,
    decorateReply: false,
    redirect: true,
  });
  return true;
}
