// A full or failing file store, for real: a small tmpfs mounted over the uploads folder (the kernel answers
// ENOSPC), and an S3 store behind a proxy that answers what a full bucket answers (507 InsufficientStorage) or
// nothing at all. Whatever fails, the client gets a code that names it, and nothing is left: no temporary
// file, no object, no row, no bytes counted against the quota. Mounting needs root, as on CI.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { upload } from '../support/images.ts';
import { newBucket, storeProxy } from '../support/s3-store.ts';

const FULL = { code: -2307, msg: '服务器存储空间已满，暂时无法保存图片，请稍后再试' };
const FAILED = { code: -2308, msg: '图片保存失败，请稍后再试' };

/** Noise does not compress: an original of some tens of KB and a thumbnail of a few, the same every time. */
function noisyJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What a user has stored, as the quota counts it: their rows in `files` and the sum of their sizes. */
async function usage(server: TestServer, userId: number) {
  const rows = await server
    .database()
    .kysely.selectFrom('files')
    .select(['id', 'size'])
    .where('user_id', '=', userId)
    .execute();
  return { rows: rows.map((row) => row.id).sort(), bytes: rows.reduce((sum, row) => sum + Number(row.size), 0) };
}

const PAGE = 4096;
const pages = (bytes: number) => Math.ceil(bytes / PAGE) * PAGE;

describe('a full disk (tmpfs over DATA_DIR/files/u)', () => {
  let server: TestServer;
  let me: Awaited<ReturnType<typeof signUp>>;
  let uploads: string;
  let image: Buffer;
  let sizes: { original: number; thumb: number };
  let mounted = false;

  before(async () => {
    // Local disk whatever TEST_STORAGE says: this is the disk's own full.
    server = await startServer({ STORAGE: 'local' });
    me = await signUp(server);
    image = await noisyJpeg();
    // The sizes this image takes once stored, measured on the ordinary disk, then removed with the photo's row.
    const measured = await upload(server.url, me.token, image);
    assert.equal(measured.code, 0, measured.msg);
    const thumb = await fetch(server.url + measured.data.thumb);
    sizes = { original: measured.data.size, thumb: Number(thumb.headers.get('content-length')) };
    await thumb.arrayBuffer();
    await server.database().kysely.deleteFrom('files').where('id', '=', measured.data.id).execute();
    uploads = join(server.app.dataDir, 'files', 'u');
    await rm(uploads, { recursive: true, force: true });
    await mkdir(uploads);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${pages(sizes.original) + 16 * PAGE}`, 'tmpfs', uploads]);
    mounted = true;
  });
  after(async () => {
    if (mounted) execFileSync('umount', [uploads]);
    await server?.close();
  });

  /** Fills the tmpfs so that exactly `room` bytes (whole pages) stay free. */
  async function leave(room: number) {
    await rm(join(uploads, 'filler'), { force: true });
    const { bavail, bsize } = await statfs(uploads);
    await writeFile(join(uploads, 'filler'), Buffer.alloc(bavail * bsize - room));
    const left = await statfs(uploads);
    assert.equal(left.bavail * left.bsize, room, 'the filler leaves the room asked for');
  }

  test('no room at all: -2307, and no temporary file, object, row or quota left', async () => {
    await leave(0);
    const before = await usage(server, me.user.id);
    const answer = await upload(server.url, me.token, image);
    assert.deepEqual({ code: answer.code, msg: answer.msg }, FULL);
    assert.equal(answer.status, 200);
    assert.deepEqual(await usage(server, me.user.id), before);
    assert.deepEqual(await server.storedKeys(), ['u/filler'], 'nothing but the filler, no .tmp');
  });

  test('room for the original but not its thumbnail: the stored original is removed too', async () => {
    assert.ok(sizes.thumb > 0 && sizes.original > PAGE, `sizes ${JSON.stringify(sizes)}`);
    await leave(pages(sizes.original));
    const before = await usage(server, me.user.id);
    const answer = await upload(server.url, me.token, image);
    assert.deepEqual({ code: answer.code, msg: answer.msg }, FULL);
    assert.deepEqual(await usage(server, me.user.id), before);
    assert.deepEqual(await server.storedKeys(), ['u/filler']);
  });

  test('with room again, the same upload is stored and served', async () => {
    await rm(join(uploads, 'filler'));
    const answer = await upload(server.url, me.token, image);
    assert.equal(answer.code, 0, answer.msg);
    assert.equal((await fetch(server.url + answer.data.url)).status, 200);
    const stored = await server.storedKeys();
    assert.equal(stored.length, 2);
    assert.ok(stored.every((key) => key.includes(answer.data.id)));
  });
});

describe('a disk that fails otherwise', () => {
  test('the uploads folder is not a folder: -2308, nothing left', async () => {
    const server = await startServer({ STORAGE: 'local' });
    try {
      const me = await signUp(server);
      const uploads = join(server.app.dataDir, 'files', 'u');
      await rm(uploads, { recursive: true, force: true });
      await writeFile(uploads, 'not a folder');
      const answer = await upload(server.url, me.token, await noisyJpeg());
      assert.deepEqual({ code: answer.code, msg: answer.msg }, FAILED);
      assert.deepEqual(await usage(server, me.user.id), { rows: [], bytes: 0 });
    } finally {
      await server.close();
    }
  });
});

describe('a full or frozen S3 store (s3rver behind a proxy)', () => {
  let proxy: Awaited<ReturnType<typeof storeProxy>>;
  let server: TestServer;
  let me: Awaited<ReturnType<typeof signUp>>;
  let image: Buffer;

  before(async () => {
    const bucket = await newBucket();
    proxy = await storeProxy(bucket.endpoint);
    server = await startServer({ ...bucket.env, S3_ENDPOINT: proxy.url });
    me = await signUp(server);
    image = await noisyJpeg();
  });
  after(async () => {
    await server.close();
    await proxy.close();
  });

  test('a bucket that answers 507 InsufficientStorage: -2307, no object, no row, quota unchanged', async () => {
    proxy.state.mode = 'full';
    proxy.state.refused = 0;
    const answer = await upload(server.url, me.token, image);
    assert.deepEqual({ code: answer.code, msg: answer.msg }, FULL);
    assert.ok(proxy.state.refused >= 1, 'the store was asked and refused');
    assert.deepEqual(await usage(server, me.user.id), { rows: [], bytes: 0 });
    assert.deepEqual(await server.storedKeys(), []);
  });

  test('the original stored, the thumbnail refused: the original object is removed', async () => {
    proxy.state.mode = 'fullThumbnails';
    proxy.state.refused = 0;
    const answer = await upload(server.url, me.token, image);
    assert.deepEqual({ code: answer.code, msg: answer.msg }, FULL);
    assert.ok(proxy.state.refused >= 1);
    assert.deepEqual(await usage(server, me.user.id), { rows: [], bytes: 0 });
    assert.deepEqual(await server.storedKeys(), []);
  });

  test('a store that never answers: -2308 in seconds, nothing left', async () => {
    proxy.state.mode = 'frozen';
    const started = Date.now();
    const answer = await upload(server.url, me.token, image);
    const seconds = (Date.now() - started) / 1000;
    assert.deepEqual({ code: answer.code, msg: answer.msg }, FAILED);
    // Two tries of 3 s of silence each, and a little backoff: an upload is never held by a dead store.
    assert.ok(seconds < 10, `answered after ${seconds} s`);
    assert.deepEqual(await usage(server, me.user.id), { rows: [], bytes: 0 });
    assert.deepEqual(await server.storedKeys(), []);
  });

  test('when the store takes writes again, the upload is stored and served through it', async () => {
    proxy.state.mode = 'pass';
    const answer = await upload(server.url, me.token, image);
    assert.equal(answer.code, 0, answer.msg);
    const served = await fetch(server.url + answer.data.url);
    assert.equal(served.status, 200);
    assert.equal(Buffer.from(await served.arrayBuffer()).length, answer.data.size);
    assert.equal((await server.storedKeys()).length, 2);
    assert.equal((await usage(server, me.user.id)).bytes, answer.data.size);
  });
});

describe('an unreachable S3 store', () => {
  test('nothing listens at the endpoint: uploads answer -2308, never 500', async () => {
    const bucket = await newBucket();
    const proxy = await storeProxy(bucket.endpoint);
    const server = await startServer({ ...bucket.env, S3_ENDPOINT: proxy.url });
    try {
      const me = await signUp(server);
      await proxy.close();
      const answer = await upload(server.url, me.token, await noisyJpeg());
      assert.deepEqual({ code: answer.code, msg: answer.msg }, FAILED);
      assert.deepEqual(await usage(server, me.user.id), { rows: [], bytes: 0 });
    } finally {
      await server.close();
    }
  });
});
