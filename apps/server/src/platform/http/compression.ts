// Compresses API answers (and any other text answer sent whole) above a threshold, brotli first, gzip else.
// Built assets are not compressed here: the build writes .br and .gz beside them and static.ts serves those.
// Threshold and levels: docs/decisions/0020-compression.md.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this many bytes an answer fits in one packet anyway, and compressing it only costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors = {
  // Quality 4 is about gzip's speed with brotli's better ratio; 11 is for build time only.
  br: (body: Buffer) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipAsync(body, { level: 6 }),
};
type Encoding = keyof typeof compressors;

/** The encoding to use for an Accept-Encoding header: br, then gzip, honouring q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function addVary(reply: FastifyReply, header: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes(header.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${header}` : header);
}

export function installCompression(app: FastifyInstance, threshold = COMPRESSION_THRESHOLD_BYTES): void {
  // A callback hook: most answers are small and leave at once, with no promise made for them.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Streams (static files, which bring their own precompressed copies) and empty answers pass through.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    // Measured without copying: a string's UTF-8 bytes are at least its UTF-16 length, so a long one is big.
    const big =
      typeof payload === 'string'
        ? payload.length >= threshold || Buffer.byteLength(payload) >= threshold
        : payload.length >= threshold;
    if (!big) return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    compressors[encoding](typeof payload === 'string' ? Buffer.from(payload) : payload).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
