// One per user, under real concurrency: a like of an update, and follow, zan, top, no-see and block of a person
// are toggles that must run one after another per person, whatever instance each request reaches. Every round,
// three people each send an odd number of toggles at once, spread over the instances; each answer must be a
// real flip (as many "on" answers as a strict alternation gives), the state must end flipped, and what the lists
// and profiles show must agree. Run on one instance and on two, the second its own process over the same store
// (process-instance.ts says why a process); on PostgreSQL with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Envelope, signUp, startServer, type TestServer } from '../support/harness.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { type Instance, startProcessInstance } from '../support/process-instance.ts';
import { type Person, post } from '../support/square-fixtures.ts';

/** Even, so every test ends with the state it began with. */
const ROUNDS = 20;
/** Odd, so every round flips the state. */
const TOGGLES = 9;
const PAIRS = 3;

type Flag = 0 | 1;

interface Toggle {
  path: string;
  flag: string;
  /** The count the answer carries, when it carries one: one person's like, so equal to the flag. */
  count?: string;
  /** The id the toggle is sent for: a person, or an update of theirs. */
  target(local: TestServer, person: Person): Promise<number>;
  body(targetId: number): object;
  /** The state a client sees afterwards, from lists and profile pages. */
  observe(server: Instance, fan: Person, person: Person, targetId: number): Promise<Flag>;
}

const personTarget = async (_local: TestServer, person: Person) => person.user.id as number;

async function flagOnProfile(server: Instance, fan: Person, person: Person, flag: string): Promise<Flag> {
  const answer = await server.call('/api/user/getUserDetail', { userId: person.user.id }, { token: fan.token });
  assert.equal(answer.code, 0, answer.msg);
  return answer.data[flag];
}

const KINDS: Record<string, Toggle> = {
  'a like of an update': {
    path: '/api/updates/zanUpdates',
    flag: 'is_zan',
    count: 'zan_count',
    target: async (local, person) => (await post(local, person, '一起点赞')).id,
    body: (id) => ({ id }),
    async observe(server, fan, _person, id) {
      const seen = await server.call('/api/updates/getUpdatesDetail', { id }, { token: fan.token });
      assert.equal(seen.code, 0, seen.msg);
      assert.equal(seen.data.zan_count, seen.data.is_zan, 'one person liked it at most');
      return seen.data.is_zan;
    },
  },
  follow: {
    path: '/api/chat/followUser',
    flag: 'is_follow',
    target: personTarget,
    body: (userId) => ({ userId }),
    async observe(server, fan, person) {
      const flag = await flagOnProfile(server, fan, person, 'is_follow');
      const fans = await server.call('/api/user/getFansList', { page: 1, pageSize: 100 }, { token: person.token });
      assert.equal(fans.code, 0, fans.msg);
      assert.deepEqual(
        fans.data.list.map((item: { id: number }) => item.id),
        flag ? [fan.user.id] : [],
      );
      assert.equal(fans.data.total, flag);
      return flag;
    },
  },
  'zan of a person': {
    path: '/api/chat/zan',
    flag: 'is_zan',
    count: 'zan_count',
    target: personTarget,
    body: (userId) => ({ userId }),
    async observe(server, fan, person) {
      const seen = await server.call('/api/user/getUserDetail', { userId: person.user.id }, { token: fan.token });
      assert.equal(seen.code, 0, seen.msg);
      assert.equal(seen.data.zan_count, seen.data.is_zan, 'one person liked them at most');
      const zanMe = await server.call('/api/user/getZanMeList', { page: 1, pageSize: 100 }, { token: person.token });
      assert.equal(zanMe.code, 0, zanMe.msg);
      assert.equal(zanMe.data.total, seen.data.is_zan);
      return seen.data.is_zan;
    },
  },
  top: {
    path: '/api/chat/top',
    flag: 'is_top',
    target: personTarget,
    body: (userId) => ({ userId }),
    observe: (server, fan, person) => flagOnProfile(server, fan, person, 'is_top'),
  },
  'no-see': {
    path: '/api/user/noSeeUser',
    flag: 'is_nosee',
    target: personTarget,
    body: (userId) => ({ userId }),
    async observe(server, fan, person) {
      const flag = await flagOnProfile(server, fan, person, 'is_nosee');
      const list = await server.call('/api/user/getNoSeeList', { page: 1, pageSize: 100 }, { token: fan.token });
      assert.equal(list.code, 0, list.msg);
      assert.equal(list.data.total, flag);
      return flag;
    },
  },
  block: {
    path: '/api/chat/blockUser',
    flag: 'is_block',
    target: personTarget,
    body: (userId) => ({ userId }),
    async observe(server, fan, person) {
      const list = await server.call('/api/user/getBlockList', { page: 1, pageSize: 100 }, { token: fan.token });
      assert.equal(list.code, 0, list.msg);
      assert.equal(list.data.total, list.data.list.length);
      assert.deepEqual(
        list.data.list.map((item: { id: number }) => item.id),
        list.data.total ? [person.user.id] : [],
      );
      return list.data.total;
    },
  },
};

for (const topology of ['one instance', 'two instances, the second its own process'] as const) {
  describe(`toggles raced on ${topology}`, () => {
    let local: TestServer;
    let instances: Instance[];
    /** The same people for every kind: each test ends where it began (an even number of rounds), all off. */
    let people: Array<{ fan: Person; person: Person }>;
    before(async () => {
      // A person sends many toggles a second here: the per-minute request limit is not what is tested.
      local = await startServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
      instances = topology === 'one instance' ? [local] : [local, await startProcessInstance(local)];
      people = await Promise.all(
        Array.from({ length: PAIRS }, async () => {
          const [fan, person] = await Promise.all([signUp(local), signUp(local)]);
          await makeVip(local, person.user.id); // who liked me is VIP's
          return { fan, person };
        }),
      );
    });
    after(async () => {
      for (const instance of instances.toReversed()) await instance.close();
    });

    for (const [name, kind] of Object.entries(KINDS)) {
      test(`${name}: ${ROUNDS} rounds of ${PAIRS}×${TOGGLES} toggles, each answer a real flip`, async () => {
        const pairs = await Promise.all(
          people.map(async ({ fan, person }) => {
            const targetId = await kind.target(local, person);
            assert.equal(await kind.observe(local, fan, person, targetId), 0, `${name}: off before the first round`);
            return { fan, person, targetId, state: 0 as Flag };
          }),
        );
        for (let round = 0; round < ROUNDS; round++) {
          await Promise.all(
            pairs.map(async (pair) => {
              const answers: Array<Envelope & { status: number }> = await Promise.all(
                Array.from({ length: TOGGLES }, (_, i) =>
                  (instances[i % instances.length] as Instance).call(kind.path, kind.body(pair.targetId), {
                    token: pair.fan.token,
                  }),
                ),
              );
              const where = `round ${round}, ${name}`;
              for (const answer of answers) {
                assert.ok(answer.status < 500, `${where}: HTTP ${answer.status}`);
                assert.equal(answer.code, 0, `${where}: ${answer.code} ${answer.msg}`);
                if (kind.count) assert.equal(answer.data[kind.count], answer.data[kind.flag], `${where}: the count`);
              }
              // One after another, starting from `state`: on, off, on ... or off, on, off ...
              const on = answers.filter((answer) => answer.data[kind.flag] === 1).length;
              const alternating = pair.state === 0 ? Math.ceil(TOGGLES / 2) : Math.floor(TOGGLES / 2);
              assert.equal(on, alternating, `${where}: ${on} of ${TOGGLES} answers said on`);
              pair.state = pair.state === 0 ? 1 : 0;
              // Seen from each instance in turn.
              const instance = instances[round % instances.length] as Instance;
              const seen = await kind.observe(instance, pair.fan, pair.person, pair.targetId);
              assert.equal(seen, pair.state, `${where}: the state a client sees`);
            }),
          );
        }
      });
    }
  });
}
