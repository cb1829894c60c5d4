import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { type Envelope, signUp, startServer, type TestServer } from '../support/harness.ts';
import { jpegWithGps, phpAsJpeg, pixelBomb, png, upload } from '../support/images.ts';

/** An upload the test needs as a step: it must succeed, else the test stops here saying why. */
async function uploaded(server: TestServer, token: string, data: Buffer) {
  const answer = await upload(server.url, token, data, 'photo.png', 'image/png');
  assert.equal(answer.code, 0, `setup upload: ${answer.msg}`);
  return answer.data as { id: string; url: string; thumb: string; name: string; size: number; type: string };
}

describe('uploads', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startServer({ UPLOAD_MAX_BYTES: String(512 * 1024) });
    token = (await signUp(server)).token;
  });
  after(() => server.close());

  test('a JPEG carrying GPS EXIF comes back with no metadata at all', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    assert.ok(before.exif && before.exif.length > 0, 'the test image has EXIF');
    assert.ok(
      before.exif.includes(Buffer.from([0x88, 0x25])) || before.exif.includes(Buffer.from([0x25, 0x88])),
      'GPS',
    );

    const answer = await upload(server.url, token, original, 'IMG_0001.jpg');
    assert.equal(answer.code, 0);
    assert.match(answer.data.id, /^[a-f0-9]{32}$/);
    assert.equal(answer.data.name, 'IMG_0001.jpg');
    assert.equal(answer.data.type, 'image/jpeg');
    assert.ok(!answer.data.url.includes('IMG_0001'), 'the server names the file');

    for (const url of [answer.data.url, answer.data.thumb]) {
      const response = await fetch(server.url + url);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const stored = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(stored).metadata();
      assert.equal(meta.exif, undefined, `${url} exif`);
      assert.equal(meta.xmp, undefined, `${url} xmp`);
      assert.equal(meta.iptc, undefined, `${url} iptc`);
      assert.ok(!stored.includes(Buffer.from('PhoneMaker')), `${url} maker`);
      assert.ok(!stored.includes(Buffer.from('Exif\0\0')), `${url} APP1`);
    }
    const original2 = await fetch(server.url + answer.data.url);
    assert.equal(original2.headers.get('content-type'), 'image/jpeg');
    assert.equal(answer.data.size, Number(original2.headers.get('content-length')));
    const thumb = await fetch(server.url + answer.data.thumb);
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    assert.deepEqual(
      await sharp(Buffer.from(await thumb.arrayBuffer()))
        .metadata()
        .then((m) => [m.width, m.height]),
      [360, 270],
      'the thumbnail keeps the 4:3 shape of the 640x480 original',
    );
  });

  test('a thumbnail keeps the shape of its picture, its longest side 360, never enlarged', async () => {
    const cases: Array<[number, number, [number, number]]> = [
      [1600, 1200, [360, 270]],
      [1200, 1600, [270, 360]],
      [2000, 500, [360, 90]],
      [200, 150, [200, 150]],
    ];
    for (const [width, height, expected] of cases) {
      const answer = await upload(
        server.url,
        token,
        await png(width, height),
        `shape-${width}x${height}.png`,
        'image/png',
      );
      assert.equal(answer.code, 0, answer.msg);
      assert.deepEqual([answer.data.width, answer.data.height], [width, height], 'the answer carries the size');
      const thumb = await fetch(server.url + answer.data.thumb);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      assert.deepEqual([meta.width, meta.height], expected, `${width}x${height}`);
    }
  });

  test('PNG, WebP and GIF are kept in their type', async () => {
    const cases: Array<[Buffer, string]> = [
      [await png(), 'image/png'],
      [
        await sharp(await png())
          .webp()
          .toBuffer(),
        'image/webp',
      ],
      [
        await sharp(await png())
          .gif()
          .toBuffer(),
        'image/gif',
      ],
    ];
    for (const [data, type] of cases) {
      const answer = await upload(server.url, token, data, 'x.bin', 'application/octet-stream');
      assert.equal(answer.code, 0, type);
      assert.equal(answer.data.type, type);
      const stored = await fetch(server.url + answer.data.url);
      assert.equal(stored.headers.get('content-type'), type, `${type} is served as such`);
    }
  });

  test('a PHP file named .jpg is refused by its content', async () => {
    const answer = await upload(server.url, token, phpAsJpeg, 'shell.jpg', 'image/jpeg');
    assert.deepEqual(answer, { status: 200, code: -2302, msg: '仅支持 JPEG、PNG、WebP 和 GIF 图片', data: null });
  });

  test('an image with a valid signature but broken content is refused', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    assert.equal((await upload(server.url, token, broken)).code, -2302);
  });

  test('a file over the size limit is refused with "exceeds size limit" in the user’s language', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(600 * 1024)]);
    const answer = await upload(server.url, token, big);
    assert.equal(answer.code, -2301);
    assert.equal(answer.msg, '文件超出大小限制');
    assert.equal(answer.status, 200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(big)]), 'big.jpg');
    const english = await fetch(`${server.url}/api/file/upload`, {
      method: 'POST',
      headers: { token, 'accept-language': 'en' },
      body: form,
    });
    const englishAnswer = (await english.json()) as { code: number; msg: string };
    assert.deepEqual([englishAnswer.code, englishAnswer.msg], [-2301, 'exceeds size limit']);
  });

  test('a pixel bomb is refused before it is decoded', async () => {
    const bomb = pixelBomb();
    assert.ok(bomb.length < 20_000, `the bomb is small (${bomb.length} bytes)`);
    const answer = await upload(server.url, token, bomb, 'bomb.png', 'image/png');
    assert.equal(answer.code, -2303);
    assert.equal(answer.msg, '图片尺寸过大');
  });

  test('no file, a wrong field, or not multipart at all: a params error naming the file', async () => {
    const empty = await fetch(`${server.url}/api/file/upload`, {
      method: 'POST',
      headers: { token },
      body: new FormData(),
    });
    assert.equal(empty.status, 400);
    assert.deepEqual(await empty.json(), { code: -2222, msg: '请选择图片', data: { field: 'file' } });
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(await png())]), 'a.png');
    const wrong = await fetch(`${server.url}/api/file/upload`, { method: 'POST', headers: { token }, body: form });
    assert.deepEqual(await wrong.json(), { code: -2222, msg: '请选择图片', data: { field: 'file' } });
    const json = await server.call('/api/file/upload', { file: 'x' }, { token });
    assert.equal(json.status, 400);
    assert.equal(json.code, -2222);
    assert.deepEqual(json.data, { field: 'file' });
  });

  test('uploading needs a login', async () => {
    const answer = await upload(server.url, 'nope', await png());
    assert.equal(answer.status, 401);
    assert.equal(answer.code, 401);
  });

  test('a missing file answers 404, and a path that leaves the storage is not served', async () => {
    assert.equal((await fetch(`${server.url}/files/u/00/${'0'.repeat(32)}.jpg`)).status, 404);
    assert.equal((await fetch(`${server.url}/files/..%2F..%2Fsecret.key`)).status, 404);
    assert.equal((await fetch(`${server.url}/files/u/../../secret.key`)).status, 404);
  });

  test('getUploadConfig tells the limits', async () => {
    const answer = await server.call('/api/file/getUploadConfig');
    assert.deepEqual(answer.data, {
      maxBytes: 512 * 1024,
      maxPixels: 40_000_000,
      types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
      photoLimit: 30,
    });
  });
});

describe('the upload quota', () => {
  test('refuses the upload that would pass a user’s quota, and takes one that still fits', async () => {
    const server = await startServer({ UPLOAD_QUOTA_BYTES: '30000' });
    try {
      const { token } = await signUp(server);
      // Noise does not compress: about 12 KB once stored, so two fit in 30,000 bytes and a third does not.
      const image = await sharp({
        create: {
          width: 150,
          height: 150,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      const sizes: number[] = [];
      let refused: { code: number; msg: string } | undefined;
      for (let i = 0; i < 10 && !refused; i++) {
        const answer = await upload(server.url, token, image);
        if (answer.code === 0) sizes.push(answer.data.size);
        else refused = answer;
      }
      assert.equal(refused?.code, -2304);
      assert.equal(refused?.msg, '存储空间已满，请删除一些图片后再试');
      const stored = sizes.reduce((sum, size) => sum + size, 0);
      assert.ok(sizes.length >= 1, 'uploads under the quota are taken');
      assert.ok(stored <= 30_000, `stored ${stored} bytes against a quota of 30000`);
      assert.ok(stored + (sizes[0] as number) > 30_000, `the refused upload would have fitted (${sizes})`);
      const small = await upload(server.url, token, await png(8, 8), 'dot.png', 'image/png');
      assert.equal(small.code, 0, 'what still fits is taken');
      assert.ok(stored + small.data.size <= 30_000);
    } finally {
      await server.close();
    }
  });
});

describe('avatars, background and album', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('getAvatarList pages the system avatars, which are real PNGs', async () => {
    const first = await server.call('/api/avatar/getAvatarList', { page: 1, pageSize: 10 });
    assert.equal(first.data.total, 24);
    assert.equal(first.data.list.length, 10);
    const third = await server.call('/api/avatar/getAvatarList', { page: 3, pageSize: 10 });
    assert.deepEqual(
      third.data.list.map((a: { id: number }) => a.id),
      [21, 22, 23, 24],
    );
    const image = await fetch(server.url + first.data.list[0].url);
    assert.equal(image.headers.get('content-type'), 'image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 256, 256]);
  });

  test('the avatar is a system one or your own upload, never someone else’s', async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const avatars = await server.call('/api/avatar/getAvatarList', { page: 1, pageSize: 10 });
    assert.equal(avatars.code, 0);
    const system = avatars.data.list[3].url;
    assert.equal((await server.call('/api/userAvatar/updateUserAvatar', { url: system }, { token: me.token })).code, 0);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).data.avatar, system);

    const mine = await uploaded(server, me.token, await png());
    const set = await server.call('/api/userAvatar/addUserAvatar', { fileId: mine.id }, { token: me.token });
    assert.equal(set.code, 0);
    assert.deepEqual(set.data, { url: mine.url });
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).data.avatar, mine.url);

    const theirs = await uploaded(server, other.token, await png());
    const stolen = await server.call('/api/userAvatar/addUserAvatar', { fileId: theirs.id }, { token: me.token });
    assert.equal(stolen.code, -2306);
    const byUrl = await server.call('/api/userAvatar/updateUserAvatar', { url: theirs.url }, { token: me.token });
    assert.equal(byUrl.code, -2306);
    const outside = await server.call(
      '/api/userAvatar/updateUserAvatar',
      { url: 'https://evil.example/x.png' },
      { token: me.token },
    );
    assert.equal(outside.code, -2306);
    const kept = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.equal(kept.data.avatar, mine.url, 'the refusals changed nothing');
  });

  test('the background image: set from an upload, read by you and by others', async () => {
    const me = await signUp(server);
    const viewer = await signUp(server);
    assert.deepEqual((await server.call('/api/user/getUserBgImg', {}, { token: me.token })).data, { url: '' });
    const image = await uploaded(server, me.token, await png(800, 400));
    const set = await server.call('/api/user/changeUserBgImg', { fileId: image.id }, { token: me.token });
    assert.equal(set.code, 0);
    assert.deepEqual(set.data, { url: image.url });
    assert.equal((await server.call('/api/user/getUserBgImg', {}, { token: me.token })).data.url, image.url);
    const seen = await server.call('/api/user/getUserBgImg', { userId: me.user.id }, { token: viewer.token });
    assert.equal(seen.code, 0);
    assert.equal(seen.data.url, image.url);
  });

  test('the album: add several, list newest first, delete one and its file, others see it', async () => {
    const me = await signUp(server);
    const viewer = await signUp(server);
    const files = [];
    for (let i = 0; i < 4; i++) files.push(await uploaded(server, me.token, await png(100 + i, 100)));
    const [a, b, c, d] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0], (typeof files)[0]];
    // Three batches a minute apart: [a, b], then [c], then [d].
    const urls = (answer: Envelope): string[] => answer.data.list.map((p: { url: string }) => p.url);
    const first = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [a.id, b.id] }, { token: me.token });
    assert.equal(first.code, 0);
    assert.deepEqual(urls(first), [a.url, b.url], 'the answer lists what was added, in the order sent');
    for (const file of [c, d]) {
      server.clock.advance(60_000);
      const added = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [file.id] }, { token: me.token });
      assert.equal(added.code, 0);
      assert.deepEqual(urls(added), [file.url]);
    }
    const list = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: viewer.token });
    assert.equal(list.code, 0);
    assert.equal(list.data.total, 4);
    // Newest first; within one batch, the later of the files sent counts as the newer.
    assert.deepEqual(urls(list), [d.url, c.url, b.url, a.url]);
    const own = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token });
    assert.deepEqual(urls(own), [d.url, c.url, b.url, a.url], 'the owner sees the same order');

    const [newest] = list.data.list;
    const deleted = await server.call('/api/userPhoto/deleteUserPhoto', { id: newest.id }, { token: me.token });
    assert.equal(deleted.code, 0);
    assert.equal((await fetch(server.url + newest.url)).status, 404, 'the file is gone');
    assert.equal((await fetch(server.url + c.url)).status, 200, 'the other files stay');
    const after = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: viewer.token });
    assert.equal(after.data.total, 3);
    assert.deepEqual(urls(after), [c.url, b.url, a.url]);
  });

  test('deleting a photo keeps the file while it is the avatar', async () => {
    const me = await signUp(server);
    const image = await uploaded(server, me.token, await png());
    const added = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [image.id] }, { token: me.token });
    assert.equal(added.code, 0);
    const photo = added.data.list[0];
    const avatar = await server.call('/api/userAvatar/addUserAvatar', { fileId: image.id }, { token: me.token });
    assert.equal(avatar.code, 0);
    const deleted = await server.call('/api/userPhoto/deleteUserPhoto', { id: photo.id }, { token: me.token });
    assert.equal(deleted.code, 0);
    const list = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token });
    assert.equal(list.data.total, 0, 'the photo is gone from the album');
    assert.equal((await fetch(server.url + image.url)).status, 200, 'the avatar’s file stays');
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).data.avatar, image.url);
  });

  test('nobody deletes or adds another user’s photos', async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    const image = await uploaded(server, me.token, await png());
    const added = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [image.id] }, { token: me.token });
    assert.equal(added.code, 0);
    const photo = added.data.list[0];
    assert.equal(
      (await server.call('/api/userPhoto/deleteUserPhoto', { id: photo.id }, { token: other.token })).code,
      -2306,
    );
    assert.equal(
      (await server.call('/api/userPhoto/addUserPhoto', { fileIds: [image.id] }, { token: other.token })).code,
      -2306,
    );
    assert.equal(
      (await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token })).data.total,
      1,
    );
    assert.equal(
      (await server.call('/api/userPhoto/getUserPhotoList', { userId: other.user.id }, { token: other.token })).data
        .total,
      0,
      'the other user’s album got nothing',
    );
    assert.equal((await fetch(server.url + image.url)).status, 200, 'the file is still there');
  });

  test('at most 9 at a time and 30 in all', async () => {
    const me = await signUp(server);
    const ten = Array.from({ length: 10 }, (_, i) => i.toString(16).padStart(32, 'a'));
    const tooMany = await server.call('/api/userPhoto/addUserPhoto', { fileIds: ten }, { token: me.token });
    assert.equal(tooMany.code, -2222);
    assert.equal(tooMany.msg, '一次最多添加9张照片');
    const ids: string[] = [];
    for (let i = 0; i < 31; i++) ids.push((await uploaded(server, me.token, await png(10 + i, 10))).id);
    for (let i = 0; i < 30; i += 6) {
      const answer = await server.call(
        '/api/userPhoto/addUserPhoto',
        { fileIds: ids.slice(i, i + 6) },
        { token: me.token },
      );
      assert.equal(answer.code, 0);
    }
    const full = await server.call('/api/userPhoto/addUserPhoto', { fileIds: [ids[30]] }, { token: me.token });
    assert.equal(full.code, -2305);
    assert.equal(full.msg, '相册最多30张照片');
    const list = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token });
    assert.equal(list.data.total, 30);
  });
});
