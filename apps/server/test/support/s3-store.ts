// A real S3-compatible server for the tests: s3rver (from the npm registry), started once per test process on a
// free port with its objects in a temporary folder, and a fresh bucket for every group of servers. The harness
// uses it when TEST_STORAGE=s3; a test may also use it on its own (platform/storage-full.test.ts).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, readdir, stat, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config } from '../../src/platform/config.ts';

/** s3rver accepts any signature made with these. */
const KEY = 'S3RVER';

export const usingS3 = process.env.TEST_STORAGE === 's3';

let started: Promise<string> | undefined;

/** The endpoint of this process's s3rver, started on first use; it ends with the process. */
export function s3Endpoint(): Promise<string> {
  started ??= (async () => {
    const directory = await mkdtemp(join(tmpdir(), 'kk-s3-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    keepFolders(server);
    const { port } = await server.run();
    // Never what keeps a finished test process alive; its folder goes with the process.
    server.httpServer.unref();
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    return `http://127.0.0.1:${port}`;
  })();
  return started;
}

/**
 * s3rver keeps a key's slashes as folders and, on deleting an object, removes the folders it leaves empty. A
 * PUT of another key into the same folder at that moment then finds no folder, and s3rver, which does not
 * listen for that write's error, throws it in this process (CI saw it once: `u/db/…png._S3rver_object`). S3 has
 * no folders, so its deletion here only removes the object's own files.
 */
function keepFolders(server: S3rver): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      (['object', 'object.md5', 'metadata.json'] as const).map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}

function client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
}

/** A new, empty bucket on this process's s3rver, and the environment that points STORAGE=s3 at it. */
export async function newBucket(): Promise<{ bucket: string; endpoint: string; env: Record<string, string> }> {
  const endpoint = await s3Endpoint();
  const bucket = `kk-test-${randomBytes(6).toString('hex')}`;
  const s3 = client(endpoint);
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  s3.destroy();
  return { bucket, endpoint, env: s3Env(endpoint, bucket) };
}

export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/**
 * Every stored file under `prefix` (uploads are `u/`) with its size, sorted by key: the bucket's objects, or the
 * files under DATA_DIR/files, whichever store the server uses. Temporary files are listed too: none may stay.
 */
export async function storedFiles(
  config: Config,
  dataDir: string,
  prefix = 'u/',
): Promise<Array<{ key: string; size: number }>> {
  const files: Array<{ key: string; size: number }> = [];
  if (config.storage.kind === 's3') {
    const { s3 } = config.storage;
    // Always this process's s3rver, even when the server itself talks to it through a proxy.
    const s3Client = client(await s3Endpoint());
    let token: string | undefined;
    do {
      const page = await s3Client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix + prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        files.push({ key: (object.Key as string).slice(s3.prefix.length), size: Number(object.Size) });
      }
      token = page.NextContinuationToken;
    } while (token);
    s3Client.destroy();
  } else {
    const root = join(dataDir, 'files');
    const entries = await readdir(join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const path = join(entry.parentPath, entry.name);
      files.push({ key: relative(root, path), size: (await stat(path)).size });
    }
  }
  return files.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}

export type StoreMode = 'pass' | 'full' | 'fullThumbnails' | 'frozen';

/**
 * A proxy in front of s3rver: passes everything in mode `pass`; answers uploads (PUT of `u/` keys) as a full
 * bucket does (`full`), or only those of thumbnails (`fullThumbnails`); or never answers them (`frozen`), nor
 * reads of them either when `frozenReads` is set.
 */
export async function storeProxy(target: string) {
  const state = { mode: 'pass' as StoreMode, refused: 0, frozenReads: false };
  const held: Array<() => void> = [];
  const server: Server = createServer((incoming, outgoing) => {
    const ofUploads = /\/u\//.test(incoming.url ?? '');
    const upload = incoming.method === 'PUT' && ofUploads;
    const read = incoming.method === 'GET' && ofUploads;
    const refuse =
      upload &&
      (state.mode === 'full' || (state.mode === 'fullThumbnails' && /_t\.webp(\?|$)/.test(incoming.url ?? '')));
    if (refuse) {
      state.refused++;
      incoming.resume();
      incoming.on('end', () => {
        outgoing.writeHead(507, { 'content-type': 'application/xml' });
        outgoing.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InsufficientStorage</Code>' +
            '<Message>Insufficient storage to complete the request.</Message></Error>',
        );
      });
      return;
    }
    if (state.mode === 'frozen' && (upload || (read && state.frozenReads))) {
      incoming.resume();
      held.push(() => outgoing.destroy());
      return;
    }
    const forward = request(target + incoming.url, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    async close() {
      for (const release of held) release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
