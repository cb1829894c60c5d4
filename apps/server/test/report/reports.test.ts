// Reports, and what account deletion does to relations and reports, both ways.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REPORTS_PER_DAY } from '@kk/contract';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';
import { makeVip } from '../support/pay-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

async function ok(server: TestServer, path: string, body: unknown, token: string) {
  const answer = await server.call(path, body, { token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function uploaded(server: TestServer, who: Person): Promise<string> {
  const answer = await upload(server.url, who.token, await png(), 's.png', 'image/png');
  assert.equal(answer.code, 0, answer.msg);
  return answer.data.id;
}

function reportsIn(server: TestServer) {
  return server.database().kysely.selectFrom('reports').selectAll().orderBy('id').execute();
}

const report = (server: TestServer, who: Person, body: Record<string, unknown>, language?: string) =>
  server.call('/api/report/addReport', { target_type: 1, reason: 1, ...body }, { token: who.token, language });

async function deleteAccount(server: TestServer, who: Person): Promise<void> {
  server.clock.advance(120_000);
  await ok(server, '/api/user/sendDeleteAccountSms', {}, who.token);
  await ok(server, '/api/user/deleteAccount', { code: await server.lastCode(who.phone) }, who.token);
}

describe('addReport', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('stores the report with its reason, normalised text and screenshots, for the operator', async () => {
    const [me, him] = [await signUp(server), await signUp(server)];
    const shots = [await uploaded(server, me), await uploaded(server, me)];
    const answer = await report(server, me, {
      target_id: him.user.id,
      reason: 2,
      // Full-width letters are stored as NFKC makes them.
      content: '  他向我借钱 ＡＢＣ  ',
      images: shots,
    });
    assert.equal(answer.code, 0, answer.msg);
    assert.equal(answer.msg, '举报已提交，我们会尽快核实处理');
    assert.equal(typeof answer.data.id, 'number');
    const rows = (await reportsIn(server)).filter((row) => Number(row.id) === answer.data.id);
    assert.equal(rows.length, 1);
    const row = rows[0] as (typeof rows)[number];
    assert.equal(Number(row.reporter_id), me.user.id);
    assert.equal(row.target_type, 1);
    assert.equal(Number(row.target_id), him.user.id);
    assert.equal(row.reason, 2);
    assert.equal(row.content, '他向我借钱 ABC');
    assert.deepEqual(JSON.parse(row.images), shots);
    assert.equal(row.status, 0);
    assert.equal(Number(row.create_time), server.clock.now());

    const bare = await report(server, me, { target_id: him.user.id, reason: 6 });
    assert.equal(bare.code, 0, bare.msg);
    const stored = (await reportsIn(server)).find((r) => Number(r.id) === bare.data.id);
    assert.equal(stored?.content, '');
    assert.equal(stored?.images, '[]');
    const english = await report(server, me, { target_id: him.user.id, reason: 3 }, 'en');
    assert.equal(english.msg, 'Report sent. We will look into it soon');
  });

  test('refuses an unknown person, yourself, another’s file and malformed fields, storing nothing', async () => {
    const [me, him] = [await signUp(server), await signUp(server)];
    const hisShot = await uploaded(server, him);
    const before = (await reportsIn(server)).length;
    const cases: [Record<string, unknown>, number][] = [
      [{ target_id: 987_654_321 }, -2001],
      [{ target_id: me.user.id }, -2401],
      [{ target_id: him.user.id, images: [hisShot] }, -2306],
      [{ target_id: him.user.id, images: ['f'.repeat(32)] }, -2306],
      [{ target_id: him.user.id, reason: 7 }, -2222],
      [{ target_id: him.user.id, reason: undefined }, -2222],
      // Updates (2) and comments (3) can be reported since the square landed (updates/updates.test.ts); 9 is nothing.
      [{ target_id: him.user.id, target_type: 9 }, -2222],
      [{ target_id: 987_654_321, target_type: 2 }, -2501],
      [{ target_id: 987_654_321, target_type: 3 }, -2502],
      [{ target_id: him.user.id, content: '长'.repeat(201) }, -2222],
      [{ target_id: him.user.id, content: 'a\u0000b' }, -2222],
      [{ target_id: him.user.id, images: Array.from({ length: 4 }, () => 'a'.repeat(32)) }, -2222],
      [{ target_id: 'x' }, -2222],
    ];
    for (const [body, code] of cases) {
      const answer = await report(server, me, body);
      assert.equal(answer.code, code, `${JSON.stringify(body).slice(0, 80)}: ${answer.msg}`);
      assert.ok(answer.msg.length > 0);
    }
    assert.equal((await reportsIn(server)).length, before);
    assert.equal(
      (await server.call('/api/report/addReport', { target_type: 1, reason: 1, target_id: him.user.id })).code,
      401,
    );
  });

  test('works across a block, either way', async () => {
    const [me, him] = [await signUp(server), await signUp(server)];
    await ok(server, '/api/chat/blockUser', { userId: me.user.id }, him.token);
    assert.equal((await report(server, me, { target_id: him.user.id })).code, 0);
    assert.equal((await report(server, him, { target_id: me.user.id })).code, 0);
  });
});

describe('the daily cap of reports', () => {
  test(`at most ${REPORTS_PER_DAY} a day per reporter, even sent at once to two instances`, async () => {
    const servers = await startServers(2);
    const [a, b] = servers as [TestServer, TestServer];
    try {
      const me = await signUp(a);
      const him = await signUp(a);
      const answers = await Promise.all(
        Array.from({ length: REPORTS_PER_DAY + 6 }, (_, i) =>
          report(i % 2 ? b : a, me, { target_id: him.user.id, reason: (i % 6) + 1 }),
        ),
      );
      assert.equal(answers.filter((answer) => answer.code === 0).length, REPORTS_PER_DAY);
      const refused = answers.filter((answer) => answer.code !== 0);
      assert.equal(refused.length, 6);
      for (const answer of refused) {
        assert.equal(answer.code, -1029);
        assert.equal(answer.msg, `每天最多提交${REPORTS_PER_DAY}次举报，请明天再试`);
      }
      assert.equal((await reportsIn(a)).length, REPORTS_PER_DAY);
      // Another reporter has a cap of their own.
      assert.equal((await report(b, him, { target_id: me.user.id })).code, 0);

      // A day after the first ones, reporting works again (each instance has its own clock).
      for (const server of servers) server.clock.advance(86_400_000 + 1);
      assert.equal((await report(b, me, { target_id: him.user.id })).code, 0);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});

describe('account deletion and people', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('removes the account’s relations and reports, both ways, and nobody else’s', async () => {
    const [leaving, me, other] = [await signUp(server), await signUp(server), await signUp(server)];
    for (const path of ['/api/chat/followUser', '/api/chat/zan', '/api/chat/top', '/api/user/noSeeUser']) {
      await ok(server, path, { userId: me.user.id }, leaving.token);
      await ok(server, path, { userId: leaving.user.id }, me.token);
    }
    await ok(server, '/api/chat/blockUser', { userId: leaving.user.id }, other.token);
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, other.token);
    await ok(server, '/api/report/addReport', { target_type: 1, target_id: me.user.id, reason: 1 }, leaving.token);
    await ok(server, '/api/report/addReport', { target_type: 1, target_id: leaving.user.id, reason: 2 }, me.token);
    const kept = await ok(
      server,
      '/api/report/addReport',
      { target_type: 1, target_id: me.user.id, reason: 3 },
      other.token,
    );

    await deleteAccount(server, leaving);

    const db = server.database().kysely;
    const relations = await db
      .selectFrom('user_relations')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', leaving.user.id), eb('target_id', '=', leaving.user.id)]))
      .execute();
    assert.deepEqual(relations, []);
    const reports = await reportsIn(server);
    assert.deepEqual(
      reports.filter((row) => Number(row.reporter_id) === leaving.user.id || Number(row.target_id) === leaving.user.id),
      [],
    );
    assert.ok(
      reports.some((row) => Number(row.id) === kept.id),
      'another person’s report stays',
    );
    // What the others see: the person is gone from every list and every count.
    assert.deepEqual(
      (await ok(server, '/api/user/getFansList', {}, me.token)).list.map((p: { id: number }) => p.id),
      [other.user.id],
    );
    await makeVip(server, me.user.id); // who liked me is VIP's
    for (const list of ['getFollowList', 'getZanMeList', 'getNoSeeList']) {
      assert.equal((await ok(server, `/api/user/${list}`, {}, me.token)).total, 0, list);
    }
    assert.equal((await ok(server, '/api/user/getBlockList', {}, other.token)).total, 0);
    const seen = await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, other.token);
    assert.deepEqual([seen.follow_count, seen.fans_count, seen.zan_count], [0, 1, 0]);
    const gone = await server.call('/api/user/getUserDetail', { userId: leaving.user.id }, { token: me.token });
    assert.equal(gone.code, -2012, 'the account is told as deleted, and nothing more of it');
  });

  test('the foreign keys alone remove relations both ways and reports made, but not reports about the user', async () => {
    // Why account deletion erases reports itself: reports.target_id names users, updates, comments or messages,
    // so it has no foreign key. This pins what ON DELETE CASCADE does on this dialect.
    const [leaving, me] = [await signUp(server), await signUp(server)];
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, leaving.token);
    await ok(server, '/api/chat/followUser', { userId: leaving.user.id }, me.token);
    await ok(server, '/api/report/addReport', { target_type: 1, target_id: me.user.id, reason: 1 }, leaving.token);
    const about = await ok(
      server,
      '/api/report/addReport',
      { target_type: 1, target_id: leaving.user.id, reason: 1 },
      me.token,
    );
    const db = server.database().kysely;
    await db.deleteFrom('sessions').where('user_id', '=', leaving.user.id).execute();
    await db.deleteFrom('users').where('id', '=', leaving.user.id).execute();
    const relations = await db
      .selectFrom('user_relations')
      .select('kind')
      .where((eb) => eb.or([eb('user_id', '=', leaving.user.id), eb('target_id', '=', leaving.user.id)]))
      .execute();
    assert.deepEqual(relations, []);
    const reports = await reportsIn(server);
    assert.ok(!reports.some((row) => Number(row.reporter_id) === leaving.user.id));
    assert.ok(reports.some((row) => Number(row.id) === about.id));
  });
});
