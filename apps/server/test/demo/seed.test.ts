// Demo data (DESIGN §3 "Demo data"): the seed on a fresh database makes complete, believable people whose
// pictures are real stored uploads, the ready accounts log in, a second seed changes nothing, production refuses.
// A smaller population than `npm start` seeds keeps the suite fast; the rules checked are the same.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { ageOn, PHONE_PATTERN } from '@kk/contract';
import { isRealRegion } from '@kk/contract/regions';
import { DEMO_PASSWORD } from '../../src/features/demo/demo.service.ts';
import { avatarSvg, photoSvg } from '../../src/features/demo/demo-art.ts';
import { DEMO_PHONE_PREFIX, demoPeople } from '../../src/features/demo/demo-people.ts';
import { ConfigError, loadConfig } from '../../src/platform/config.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

const COUNT = 16;

async function counts(server: TestServer) {
  const db = server.database().kysely;
  const count = async (table: 'users' | 'files' | 'user_photos' | 'user_relations') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    files: await count('files'),
    photos: await count('user_photos'),
    relations: await count('user_relations'),
  };
}

describe('demo data on a fresh database', () => {
  let server: TestServer;
  let seeded: Awaited<ReturnType<TestServer['app']['demo']['seed']>>;
  before(async () => {
    server = await startServer();
    seeded = await server.app.demo.seed(COUNT);
  });
  after(() => server.close());

  test('makes the people asked for, each a complete, adult profile in a real place', async () => {
    assert.equal(seeded.seeded, true);
    assert.equal(seeded.seeded && seeded.people, COUNT);
    const users = await server.database().kysely.selectFrom('users').selectAll().execute();
    assert.equal(users.length, COUNT);
    const now = server.clock.now();
    for (const user of users) {
      const who = `${user.username} (${user.phone})`;
      assert.doesNotMatch(user.username, /^kk\d{8}$/, `${who} chose a name`);
      assert.ok(user.gender === 1 || user.gender === 2, `${who} has a gender`);
      const age = ageOn(user.birthday, now);
      assert.ok(age != null && age >= 20 && age <= 45, `${who} is ${age}`);
      assert.ok(user.province !== '' && isRealRegion(user.province, user.city, user.county), `${who} lives somewhere`);
      assert.ok(user.height >= 148 && user.height <= 192, `${who} is ${user.height} cm`);
      assert.ok(user.avatar.startsWith('/files/'), `${who} has an uploaded avatar`);
      assert.ok([0, 1, 2].includes(Number(user.want_gender)));
      assert.ok(Number(user.active_time) > now - 15 * 86_400_000 && Number(user.active_time) <= now, 'active lately');
    }
    assert.equal(new Set(users.map((u) => u.phone)).size, COUNT, 'no two share a phone');
    assert.equal(new Set(users.map((u) => u.username)).size, COUNT, 'no two share a name');
    assert.ok(users.some((u) => u.gender === 1) && users.some((u) => u.gender === 2), 'both genders');
    for (const user of users) {
      assert.match(user.phone, PHONE_PATTERN);
      assert.ok(user.phone.startsWith(DEMO_PHONE_PREFIX), 'demo phones come from the documented range');
    }
  });

  test('every avatar and album photo is a stored image that the server serves', async () => {
    const db = server.database().kysely;
    const users = await db.selectFrom('users').select(['id', 'avatar', 'bg_img']).execute();
    const photos = await db
      .selectFrom('user_photos')
      .innerJoin('files', 'files.id', 'user_photos.file_id')
      .select(['user_photos.user_id', 'files.storage_key', 'files.thumb_key'])
      .execute();
    for (const user of users) {
      const album = photos.filter((p) => Number(p.user_id) === Number(user.id));
      assert.ok(album.length >= 1 && album.length <= 4, `user ${user.id} has ${album.length} photos`);
    }
    const urls = [
      ...users.map((u) => u.avatar),
      ...users.map((u) => u.bg_img).filter(Boolean),
      ...photos.flatMap((p) => [`/files/${p.storage_key}`, `/files/${p.thumb_key}`]),
    ];
    for (const url of urls) {
      const answer = await fetch(server.url + url);
      assert.equal(answer.status, 200, url);
      assert.match(answer.headers.get('content-type') ?? '', /^image\//, url);
      // Illustrations, not blank boxes: even the small thumbnails carry some kilobytes of picture.
      assert.ok((await answer.arrayBuffer()).byteLength > 1500, `${url} has a picture in it`);
    }
  });

  test('the two ready accounts log in with their password and find people on Home', async () => {
    assert.ok(seeded.seeded);
    assert.equal(seeded.accounts.length, 2);
    assert.deepEqual(seeded.accounts.map((a) => a.gender).sort(), [1, 2]);
    for (const account of seeded.accounts) {
      assert.equal(account.password, DEMO_PASSWORD);
      const login = await server.call('/api/login/loginByPasswd', {
        username: account.phone,
        password: account.password,
      });
      assert.equal(login.code, 0, login.msg);
      const token = login.data.token as string;
      const me = await server.call('/api/user/getUserInfo', {}, { token });
      assert.equal(me.data.username, account.username);
      assert.ok(me.data.gender && me.data.birthday, 'a complete profile');
      const feed = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 20 }, { token });
      assert.equal(feed.code, 0, feed.msg);
      assert.ok(feed.data.list.length > 0, 'people on Home at the first login');
    }
  });

  test('follows and likes connect them', async () => {
    assert.ok((await counts(server)).relations > 0);
  });

  test('a second seed leaves the database as it is', async () => {
    const before = await counts(server);
    assert.deepEqual(await server.app.demo.seed(COUNT), { seeded: false, reason: 'not-empty' });
    assert.deepEqual(await counts(server), before);
  });
});

describe('demo data elsewhere', () => {
  test('a database with a real account is left alone', async () => {
    const server = await startServer();
    try {
      await signUp(server);
      assert.deepEqual(await server.app.demo.seed(4), { seeded: false, reason: 'not-empty' });
      assert.equal((await counts(server)).users, 1);
    } finally {
      await server.close();
    }
  });

  test('the same seed draws the same people and pictures', () => {
    const now = Date.UTC(2026, 10, 21);
    assert.deepEqual(demoPeople(30, now), demoPeople(30, now));
    assert.notDeepEqual(demoPeople(30, now, 'other'), demoPeople(30, now));
    assert.equal(avatarSvg('kk-demo-3', 2), avatarSvg('kk-demo-3', 2));
    assert.equal(photoSvg('kk-demo-3', 2, 1), photoSvg('kk-demo-3', 2, 1));
    assert.notEqual(avatarSvg('kk-demo-3', 2), avatarSvg('kk-demo-4', 2));
  });

  test('DEMO defaults to on in development only, and production refuses DEMO=1', () => {
    // A SECRET_KEY, so that loading the configuration writes no secret file.
    const local = { SECRET_KEY: 'y'.repeat(40) };
    assert.equal(loadConfig(local).demo, true);
    assert.equal(loadConfig({ ...local, DEMO: '0' }).demo, false);
    assert.equal(loadConfig({ ...local, NODE_ENV: 'test' }).demo, false);
    assert.equal(loadConfig({ ...local, NODE_ENV: 'test', DEMO: '1' }).demo, true);
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(40),
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'kk',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    assert.equal(loadConfig(production).demo, false);
    assert.throws(
      () => loadConfig({ ...production, DEMO: '1' }),
      (error: unknown) => error instanceof ConfigError && /DEMO: demo data is never seeded/.test(error.message),
    );
  });

  test('npm run seed refuses production, whatever DEMO says', async () => {
    const script = new URL('../../src/seed.ts', import.meta.url).pathname;
    for (const demo of ['1', '0']) {
      const child = spawn(process.execPath, [script, '--count', '2'], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          DEMO: demo,
          SECRET_KEY: 'x'.repeat(40),
          ALIYUN_SMS_ACCESS_KEY_ID: 'id',
          ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
          ALIYUN_SMS_SIGN_NAME: 'kk',
          ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
          DATA_DIR: '/tmp/kk-demo-production-never',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      assert.equal(code, 1);
      assert.match(output, /DEMO: demo data is never seeded|refused when NODE_ENV=production/);
    }
  });
});
