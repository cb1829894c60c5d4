// A copy of my data (issue 24 part 6): once a day under concurrent requests on two instances, the background
// build taken up again after an instance stopped (or marked failed, never stuck), expiry deleting the archive on
// the sweep, and account deletion taking the export with it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { CODE, DATA_EXPORT } from '@kk/contract';
import { BUILD_ATTEMPTS, BUILD_LEASE_MS } from '../../src/features/data-export/data-export.service.ts';
import { signUp, startServers, type TestServer } from '../support/harness.ts';
import { download, readyExport, refusal, unzip } from './export-fixtures.ts';

const status = async (server: TestServer, token: string) =>
  (await server.call('/api/user/getDataExport', {}, { token })).data.status as string;

describe('a copy of my data: its life', () => {
  let one: TestServer;
  let two: TestServer;
  const settled = () => Promise.all([one.app.dataExport.settled(), two.app.dataExport.settled()]);
  /** Both instances' clocks, moved together (they share one database). */
  const advance = (ms: number) => {
    one.clock.advance(ms);
    two.clock.advance(ms);
  };

  before(async () => {
    [one, two] = (await startServers(2)) as [TestServer, TestServer];
  });
  after(async () => {
    await one.close();
    await two.close();
  });

  test('requests at once over two instances (ten from each of four members) make one export each; the rest are -2917', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signUp(one)));
    const answers = await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: 10 }, (_, n) =>
          (n % 2 === 0 ? one : two).call('/api/user/requestDataExport', {}, { token: member.token }),
        ),
      ),
    );
    for (const [index, member] of members.entries()) {
      const mine = answers.slice(index * 10, index * 10 + 10);
      const codes = mine.map((answer) => answer.code);
      assert.equal(codes.filter((code) => code === 0).length, 1, `codes: ${codes.join(',')}`);
      assert.equal(codes.filter((code) => code === CODE.dataExportLimit).length, 9, `codes: ${codes.join(',')}`);
      for (const refused of mine.filter((answer) => answer.code !== 0)) assert.ok(refused.data.retryAfter >= 1);
      await settled();
      const rows = await one
        .database()
        .kysely.selectFrom('data_exports')
        .select(['id', 'status'])
        .where('user_id', '=', member.user.id)
        .execute();
      assert.deepEqual(
        rows.map((row) => row.status),
        ['ready'],
      );
      const archives = (await one.storedKeys('exports/')).filter((key) => key.includes(rows[0]?.id ?? '-'));
      assert.equal(archives.length, 1, 'one archive');
    }
  });

  test('an export left pending by an instance that stopped is built by another after its lease', async () => {
    const member = await signUp(one);
    // What an instance leaves when it stops between the request's commit and the end of the build.
    const id = randomBytes(16).toString('hex');
    const now = one.clock.now();
    await one
      .database()
      .kysely.insertInto('data_exports')
      .values({
        id,
        user_id: member.user.id,
        status: 'pending',
        language: 'en',
        create_time: now,
        claim_time: now,
        attempts: 1,
      })
      .execute();
    assert.equal(await status(two, member.token), 'pending');
    // Within the lease the build is its instance's: nobody takes it.
    assert.equal((await two.app.dataExport.sweep()).rebuilt, 0);
    advance(BUILD_LEASE_MS);
    // Both sweep at once: one of them takes it up.
    const [a, b] = await Promise.all([one.app.dataExport.sweep(), two.app.dataExport.sweep()]);
    assert.equal(a.rebuilt + b.rebuilt, 1);
    await settled();
    const info = (await one.call('/api/user/getDataExport', {}, { token: member.token })).data;
    assert.equal(info.status, 'ready');
    assert.equal(info.url, `/api/user/dataExport/${id}`);
    const zip = await download(two, info.url, member.token);
    assert.equal(zip.status, 200);
    const entries = await unzip(zip.body);
    assert.match(entries.get('README.txt')?.toString('utf8') ?? '', /Your copy of your data/);
    assert.equal(JSON.parse(entries.get('profile.json')?.toString('utf8') ?? '{}').id, member.user.id);
  });

  test('out of attempts it is marked failed, never stuck, and the member may ask again at once', async () => {
    const member = await signUp(one);
    const now = one.clock.now();
    await one
      .database()
      .kysely.insertInto('data_exports')
      .values({
        id: randomBytes(16).toString('hex'),
        user_id: member.user.id,
        status: 'pending',
        language: 'zh-Hans',
        create_time: now,
        claim_time: now,
        attempts: BUILD_ATTEMPTS,
      })
      .execute();
    advance(BUILD_LEASE_MS);
    const swept = await Promise.all([one.app.dataExport.sweep(), two.app.dataExport.sweep()]);
    assert.equal(swept[0].failed + swept[1].failed, 1);
    assert.equal(await status(one, member.token), 'failed');
    const again = await two.call('/api/user/requestDataExport', {}, { token: member.token });
    assert.equal(again.code, 0);
    await settled();
    assert.equal(await status(one, member.token), 'ready');
  });

  test('the sweep deletes an archive whose time is up, on whichever instance, and leaves the row expired', async () => {
    const member = await signUp(one);
    const ready = await readyExport(one, member.token);
    assert.equal(ready.expires_at, one.clock.now() + DATA_EXPORT.linkTtlMs);
    const key = `exports/${ready.url.split('/').pop()}.zip`;
    assert.ok((await two.storedKeys('exports/')).includes(key));
    advance(DATA_EXPORT.linkTtlMs - 1);
    await two.app.dataExport.sweep();
    assert.ok((await one.storedKeys('exports/')).includes(key), 'not a moment early');
    assert.equal((await download(two, ready.url, member.token)).status, 200);
    advance(1);
    // Both instances sweep at once (the earlier tests' exports expire too): each archive goes once.
    await Promise.all([one.app.dataExport.sweep(), two.app.dataExport.sweep()]);
    assert.ok(!(await one.storedKeys('exports/')).includes(key), 'the archive is gone from the store');
    assert.equal(await status(two, member.token), 'expired');
    assert.equal(refusal(await download(one, ready.url, member.token)).code, CODE.dataExportNotFound);
  });

  test('a long history is written whole, a page at a time, in order; a message shadowed from me is left out', async () => {
    const [member, other] = [await signUp(one), await signUp(one)];
    const now = one.clock.now();
    const pair = member.user.id < other.user.id ? [member.user.id, other.user.id] : [other.user.id, member.user.id];
    // More than two pages of messages (500 a page), as the chat would store them.
    const rows = Array.from({ length: 1_201 }, (_, n) => ({
      message_id: randomBytes(16).toString('hex'),
      from_user_id: n % 2 === 0 ? member.user.id : other.user.id,
      to_user_id: n % 2 === 0 ? other.user.id : member.user.id,
      low_id: pair[0] as number,
      high_id: pair[1] as number,
      type: 'text',
      content: `第${n}条`,
      create_time: now + n,
      // One to the member was shadowed (its sender is shadowbanned): they never saw it.
      shadow: n === 1_199 ? 1 : 0,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await one
        .database()
        .kysely.insertInto('chat_messages')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    const ready = await readyExport(two, member.token);
    const entries = await unzip((await download(one, ready.url, member.token)).body);
    const messages = JSON.parse(entries.get('messages.json')?.toString('utf8') ?? '[]');
    assert.equal(messages.length, 1_200);
    assert.deepEqual(
      messages.map((m: { content: string }) => m.content),
      rows.filter((row) => row.shadow === 0).map((row) => row.content),
    );
  });

  test('deleting the account deletes its export, row and archive', async () => {
    const member = await signUp(one);
    const ready = await readyExport(one, member.token);
    const key = `exports/${ready.url.split('/').pop()}.zip`;
    assert.ok((await one.storedKeys('exports/')).includes(key));
    one.clock.advance(60_000);
    two.clock.advance(60_000);
    assert.equal((await one.call('/api/user/sendDeleteAccountSms', {}, { token: member.token })).code, 0);
    const code = await one.lastCode(member.phone);
    assert.equal((await one.call('/api/user/deleteAccount', { code }, { token: member.token })).code, 0);
    // The archive goes once the deletion committed, right after the answer.
    await settled();
    assert.ok(!(await one.storedKeys('exports/')).includes(key), 'the archive is gone');
    const rows = await one
      .database()
      .kysely.selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    assert.equal(rows.length, 0);
  });
});
