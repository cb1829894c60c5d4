// searchUser: people by part of their name (any case) or by account number (exactly), never by phone number,
// with the feed's exclusions. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Envelope, signUp, startServer, type TestServer } from '../support/harness.ts';
import { addPerson, block, type Person, viewer } from '../support/people-fixtures.ts';

describe('searchUser', () => {
  let server: TestServer;
  let me: Awaited<ReturnType<typeof viewer>>;
  let anna: Person;
  let annabel: Person;
  let digits: Person;
  let exclaimed: Person;
  before(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    me = await viewer(server);
    anna = await addPerson(server, { username: 'Anna Lin', phone: '13912345678' });
    annabel = await addPerson(server, { username: 'annabel', active_time: 0 });
    // A name may hold digits (not a phone-shaped name: the profile rules refuse those). Search never reads them.
    digits = await addPerson(server, { username: '小鱼13800138000', phone: '13700137000' });
    // Stored as typed: user-written text keeps Chinese punctuation (contract text.ts normalizeText).
    exclaimed = await addPerson(server, { username: '晴天，你好！' });
  });
  after(() => server.close());

  const search = (keyword: unknown, extra: Record<string, unknown> = {}, token = me.token) =>
    server.call('/api/user/searchUser', { keyword, page: 1, pageSize: 20, ...extra }, { token });
  const ids = (answer: Envelope) => (answer.data.list as Array<{ id: number }>).map((card) => card.id);

  test('part of a name, in any case, most recently active first', async () => {
    for (const keyword of ['anna', 'ANNA', ' Ann ', 'ａｎｎａ']) {
      const answer = await search(keyword);
      assert.equal(answer.code, 0, keyword);
      assert.deepEqual(ids(answer), [anna.id, annabel.id], keyword);
      assert.equal(answer.data.total, 2);
    }
    assert.deepEqual(ids(await search('bel')), [annabel.id]);
    assert.deepEqual(ids(await search('小鱼')), [digits.id]);
    const card = (await search('Anna Lin')).data.list[0];
    assert.equal(card.username, 'Anna Lin');
    assert.ok(Array.isArray(card.photos));
    assert.equal('phone' in card, false);
    assert.equal('birthday' in card, false);
  });

  test('Chinese punctuation is read as names keep it', async () => {
    for (const keyword of ['晴天，你好！', '你好！', '，你']) {
      assert.deepEqual(ids(await search(keyword)), [exclaimed.id], keyword);
    }
  });

  test('wildcards are plain characters', async () => {
    for (const keyword of ['%', '_', 'a%n', 'ann_', '\\']) {
      const answer = await search(keyword);
      assert.equal(answer.code, 0, keyword);
      assert.equal(answer.data.total, 0, keyword);
    }
  });

  test('an account number finds its person, exactly', async () => {
    assert.deepEqual(ids(await search(anna.userid)), [anna.id]);
    assert.deepEqual(ids(await search(anna.userid.slice(0, 7))), [], 'part of a number finds nobody');
    assert.deepEqual(ids(await search(`${anna.userid}1`)), []);
  });

  test('never by phone number, in any spelling, even where a name holds it', async () => {
    for (const keyword of [
      '13912345678',
      '139 1234 5678',
      '139-1234-5678',
      '+86 139 1234 5678',
      '１３９１２３４５６７８',
      '13800138000',
      '鱼13800138000',
      '1380013',
      '3912345678',
    ]) {
      const answer = await search(keyword);
      assert.equal(answer.code, 0, keyword);
      assert.deepEqual(answer.data, { list: [], total: 0 }, keyword);
    }
  });

  test('pages', async () => {
    const first = await search('ann', { pageSize: 1 });
    const second = await search('ann', { pageSize: 1, page: 2 });
    assert.deepEqual([...ids(first), ...ids(second)], [anna.id, annabel.id]);
    assert.equal(second.data.total, 2);
    assert.deepEqual(ids(await search('ann', { pageSize: 1, page: 3 })), []);
  });

  test('the feed exclusions: me, blocks either way, incomplete profiles, deleted accounts', async () => {
    const blockedByMe = await addPerson(server, { username: 'zoe one' });
    const blockedMe = await addPerson(server, { username: 'zoe two' });
    const incomplete = await addPerson(server, { username: 'zoe three', birthday: '' });
    const gone = await addPerson(server, { username: 'zoe four' });
    const shown = await addPerson(server, { username: 'zoe five' });
    await block(server, me.id, blockedByMe.id);
    await block(server, blockedMe.id, me.id);
    await server.database().kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    assert.deepEqual(ids(await search('zoe')), [shown.id]);
    assert.deepEqual(ids(await search(incomplete.userid)), []);
    assert.deepEqual(ids(await search(me.info.userid)), [], 'not myself');
    assert.deepEqual(ids(await search(me.info.username)), []);
    const stranger = await signUp(server);
    assert.deepEqual(ids(await search(me.info.userid, {}, stranger.token)), [me.id], 'others find me');
  });

  test('a keyword that is empty, too long or not text is a params error; no token is 401', async () => {
    for (const keyword of ['', '   ', 'x'.repeat(31), 12345678, null]) {
      const answer = await search(keyword);
      assert.equal(answer.code, -2222, String(keyword));
      assert.equal(answer.data.field, 'keyword');
    }
    const anonymous = await server.call('/api/user/searchUser', { keyword: 'ann' });
    assert.equal(anonymous.code, 401);
  });
});
