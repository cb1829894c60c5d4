import fastifyMultipart from '@fastify/multipart';
import { CODE, endpoints, HEADER, UPLOAD_FIELD, UPLOAD_PATH, uploadedFile } from '@kk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import { requireUser, tokenOf } from '../../platform/http/auth.ts';
import { sendEnvelope, sendOk } from '../../platform/http/envelope.ts';
import { languageOf, message } from '../../platform/http/language.ts';
import { type RouteOptions, registerEndpoint } from '../../platform/http/route.ts';
import { FILES_PREFIX, StoreFailed } from '../../platform/storage/storage.ts';
import type { FileService } from './file.service.ts';

/** How long the viewer's own browser keeps a chat image. */
const CHAT_IMAGE_MAX_AGE_S = 600;

const CONTENT_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function fileRoutes(app: FastifyInstance, options: RouteOptions, files: FileService) {
  registerEndpoint(app, options, endpoints.getUploadConfig, async () => files.uploadConfig());

  // Multipart, so not a contract JSON endpoint; the answer is still validated with the contract's schema. The
  // multipart plugin lives in a scope of its own with this one route: registered on the whole server, its three
  // hooks (async, one adding a socket listener) ran on every request of every endpoint.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: files.uploadConfig().maxBytes, files: 1, fields: 4, parts: 5 },
    });
    uploadRoute(scope, options, files);
  });

  // Server-made names with 128 random bits, never sniffed as anything else. A public file is safe to cache for a
  // year; a chat image is served only to its conversation's two people, who name themselves by the `token`
  // header as for the API, and no shared cache may keep it.
  app.get(`${FILES_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let found: Awaited<ReturnType<FileService['read']>>;
    try {
      const viewer = async () => {
        const token = tokenOf(request);
        return token ? options.resolveSession(token) : null;
      };
      found = await files.read(key, viewer);
    } catch (error) {
      if (!(error instanceof StoreFailed)) throw error;
      // The store could not be read (an S3 store down): -1030 with HTTP 503, never cached, so it is tried again.
      request.log.error({ err: error.cause }, 'a file could not be read from the store');
      reply.header('cache-control', 'no-store');
      return sendEnvelope(reply, CODE.serviceBusy, message(languageOf(request), 'code.serviceBusy'));
    }
    // Someone else's chat image is answered as a missing file: its existence is not told either.
    if (!found) return sendEnvelope(reply, CODE.notFound, message(languageOf(request), 'code.notFound'));
    const { file } = found;
    if (found.private) {
      // The viewer's browser may keep it a while (scrolling back does not fetch it again), for that token only;
      // a revoke is heard by the app, which stops showing it.
      reply.header('cache-control', `private, max-age=${CHAT_IMAGE_MAX_AGE_S}`).header('vary', HEADER.token);
    } else reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Streamed from the store as it comes (a local file, or the object's body from S3), never held whole.
    return reply
      .header('content-type', CONTENT_TYPE[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}

/** `POST /api/file/upload`: one file in the multipart field `file`. */
function uploadRoute(app: FastifyInstance, options: RouteOptions, files: FileService) {
  app.post(UPLOAD_PATH, async (request, reply) => {
    const userId = await requireUser(request, options.resolveSession);
    let part: Awaited<ReturnType<typeof request.file>>;
    let data: Buffer;
    try {
      part = await request.file();
      if (part?.fieldname !== UPLOAD_FIELD) {
        throw paramsError('validation.fileRequired', UPLOAD_FIELD);
      }
      data = await part.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(CODE.fileTooLarge);
      throw paramsError('validation.fileRequired', UPLOAD_FIELD);
    }
    const answer = uploadedFile.parse(await files.upload(userId, part.filename, data));
    return sendOk(reply, message(languageOf(request), 'code.ok'), answer);
  });
}
