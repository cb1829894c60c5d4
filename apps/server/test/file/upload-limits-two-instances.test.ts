// The album cap and the upload quota under real concurrency: two server instances over one store (one SQLite
// file, or one PostgreSQL schema and Redis prefix) and one DATA_DIR, many requests in flight at once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { PHOTO_LIMIT } from '@kk/contract';
import sharp from 'sharp';
import { processImage } from '../../src/platform/images/image.ts';
import { signUp, startServers, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

/** Every stored upload (system avatars live elsewhere), from the disk or the bucket. */
async function storedUploads(server: TestServer): Promise<{ name: string; size: number }[]> {
  return (await server.storedFiles()).map((file) => ({ name: file.key.split('/').pop() as string, size: file.size }));
}

describe('the album cap across two instances', () => {
  test('concurrent additions end with exactly the cap, the others refused with -2305', async () => {
    const servers = await startServers(2);
    const [a, b] = servers as [TestServer, TestServer];
    try {
      const me = await signUp(a);
      const extra = 10;
      const fileIds: string[] = [];
      // Uploaded a few at a time: re-encoding is not what this test is about.
      for (let i = 0; i < PHOTO_LIMIT + extra; i += 5) {
        const batch = await Promise.all(
          [0, 1, 2, 3, 4].map(async (j) => upload((j % 2 ? b : a).url, me.token, await png(20 + i + j, 20))),
        );
        for (const answer of batch) {
          assert.equal(answer.code, 0, answer.msg);
          fileIds.push(answer.data.id);
        }
      }

      const answers = await Promise.all(
        fileIds.map((fileId, i) =>
          (i % 2 ? b : a).call(
            '/api/userPhoto/addUserPhoto',
            { fileIds: [fileId] },
            { token: me.token, language: i % 3 ? 'zh-Hans' : 'en' },
          ),
        ),
      );
      const added = answers.filter((answer) => answer.code === 0);
      const refused = answers.filter((answer) => answer.code !== 0);
      assert.equal(added.length, PHOTO_LIMIT);
      assert.equal(refused.length, extra);
      answers.forEach((answer, i) => {
        if (answer.code === 0) return;
        assert.equal(answer.code, -2305);
        assert.equal(
          answer.msg,
          i % 3 ? `相册最多${PHOTO_LIMIT}张照片` : `An album holds at most ${PHOTO_LIMIT} photos`,
        );
      });

      for (const server of servers) {
        const list = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token });
        assert.equal(list.code, 0);
        assert.equal(list.data.total, PHOTO_LIMIT);
      }
      const stored = await a
        .database()
        .kysely.selectFrom('user_photos')
        .select('file_id')
        .where('user_id', '=', me.user.id)
        .execute();
      assert.equal(stored.length, PHOTO_LIMIT);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});

describe('the upload quota across two instances', () => {
  test('concurrent uploads never store more than the quota, in the database or on disk', async () => {
    // Noise, so the stored file weighs some kilobytes; uniform colour would compress to nothing.
    const image = await sharp(randomBytes(96 * 96 * 3), { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toBuffer();
    // The quota counts the stored (re-encoded) bytes: room for exactly two copies of this image.
    const storedSize = (await processImage(image, 40_000_000)).data.length;
    const fit = 2;
    const quota = fit * storedSize + Math.floor(storedSize / 2);
    const servers = await startServers(2, { UPLOAD_QUOTA_BYTES: String(quota) });
    const [a, b] = servers as [TestServer, TestServer];
    try {
      // Several users at once, each with 12 uploads in flight over both instances: every user is a chance for
      // a check-then-insert to let two uploads through on the same free room.
      const users = [await signUp(a), await signUp(b), await signUp(a), await signUp(b)];
      const results = await Promise.all(
        users.map(async (user) => ({
          user,
          answers: await Promise.all(
            Array.from({ length: 12 }, (_, i) =>
              upload((i % 2 ? b : a).url, user.token, image, `p${i}.png`, 'image/png'),
            ),
          ),
        })),
      );

      const expectedOnDisk: string[] = [];
      for (const { user, answers } of results) {
        const accepted = answers.filter((answer) => answer.code === 0);
        for (const answer of answers) {
          if (answer.code !== 0) assert.equal(answer.code, -2304, answer.msg);
        }
        assert.equal(accepted.length, fit);
        assert.ok(accepted.every((answer) => answer.data.size === storedSize));

        const rows = await a
          .database()
          .kysely.selectFrom('files')
          .select(['id', 'size'])
          .where('user_id', '=', user.user.id)
          .execute();
        assert.deepEqual(rows.map((row) => row.id).sort(), accepted.map((answer) => answer.data.id).sort());
        const storedBytes = rows.reduce((sum, row) => sum + Number(row.size), 0);
        assert.ok(storedBytes <= quota, `${storedBytes} stored against a quota of ${quota}`);
        expectedOnDisk.push(...accepted.flatMap((answer) => [`${answer.data.id}.png`, `${answer.data.id}_t.webp`]));
      }

      // Refused uploads leave nothing behind: stored are the accepted originals and their thumbnails only.
      const onDisk = await storedUploads(a);
      assert.deepEqual(onDisk.map((file) => file.name).sort(), expectedOnDisk.sort());
      const originals = onDisk.filter((file) => !file.name.includes('_t.'));
      assert.ok(originals.reduce((sum, file) => sum + file.size, 0) <= users.length * quota);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
