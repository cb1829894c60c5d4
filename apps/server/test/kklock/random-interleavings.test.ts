// The kk lock under real concurrency: random interleavings of apply, accept, reject,
// cancel, disconnect, block and account deletion from many people at once, spread over two server instances on
// one store (SQLite file, or PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL). After every round:
// no person is in two locks (locks pair people both ways, each on an accepted request, and user info agrees),
// and at the end every request is in a state getKkLockStatus reports, the one its successful answers imply.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signUp, startServers, type TestServer } from '../support/harness.ts';
import { kk, ok, type Someone } from './kklock-fixtures.ts';

// KK_ROUNDS and KK_OPS make a longer run (a soak); KK_SEED replays one; KK_LOG shows the servers' errors.
const PEOPLE = 12;
const ROUNDS = Number(process.env.KK_ROUNDS ?? 12);
const OPS_PER_ROUND = Number(process.env.KK_OPS ?? 18);
const DELETIONS = Math.max(2, Math.floor(ROUNDS / 6));

/** A small seeded generator, so a failure can be replayed with KK_SEED. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

interface Person extends Someone {
  phone: string;
}

interface Request {
  from: Person;
  to: Person;
  /** What the successful answers about it said happened: the final state must agree. */
  answered: Set<'accepted' | 'rejected' | 'cancelled'>;
}

/** Codes each operation may answer under any interleaving; anything else (a 500, -1) fails the test. */
const ALLOWED: Record<string, readonly number[]> = {
  // -2012: the other person's account was deleted meanwhile (-2001 no longer answers for one: docs/api.md).
  apply: [0, 401, -2012, -2402, -2701, -2702],
  accept: [0, 401, -2012, -2701, -2702, -2703],
  reject: [0, 401, -2703],
  cancel: [0, 401, -2703],
  disconnect: [0, 401, -520],
  block: [0, 401, -2012],
  delete: [0],
};

/** One run: the people, what was asked and answered, who left, and the seed to replay it. */
interface Run {
  rng: ReturnType<typeof random>;
  servers: TestServer[];
  people: Person[];
  requests: Map<string, Request>;
  deleted: Set<number>;
  why: string;
}

describe('kk lock: random interleavings on two instances', () => {
  test('no person is ever in two locks, and every request ends in a state the status call reports', async () => {
    const seed = Number(process.env.KK_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const servers = await startServers(2, {
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(process.env.KK_LOG ? { LOG_LEVEL: 'error' } : {}),
    });
    try {
      const people: Person[] = [];
      for (let i = 0; i < PEOPLE; i++) {
        const account = await signUp(servers[i % 2] as TestServer);
        people.push({ token: account.token, id: Number(account.user.id), phone: account.phone });
      }
      const run: Run = {
        rng: random(seed),
        servers,
        people,
        requests: new Map(),
        deleted: new Set(),
        why: `(replay with KK_SEED=${seed})`,
      };
      for (let round = 0; round < ROUNDS; round++) {
        // A deletion needs its code first, so it is sent before the round; deleteAccount itself races the rest.
        const leaving = run.deleted.size < DELETIONS && round % 4 === 2 ? await leavingOp(run) : null;
        const known = [...run.requests.entries()];
        const ops = Array.from({ length: OPS_PER_ROUND }, () => randomOp(run, known));
        if (leaving) ops.splice(Math.floor(run.rng.next() * ops.length), 0, leaving);
        await Promise.all(ops.map((op) => op()));
        await assertOneLockEach(run);
      }
      await assertFinalStates(run);
    } finally {
      for (const s of servers) await s.close();
    }
  });
});

function check(run: Run, op: string, answer: { status: number; code: number; msg: string }) {
  assert.notEqual(answer.status, 500, `${op}: ${answer.msg} ${run.why}`);
  assert.ok(ALLOWED[op]?.includes(answer.code), `${op} answered ${answer.code} ${answer.msg} ${run.why}`);
}

/** One random operation by a random person on a random instance (chosen now, run later, all at once). */
function randomOp(run: Run, known: Array<[string, Request]>): () => Promise<void> {
  const { rng, requests, why } = run;
  const server = () => rng.pick(run.servers);
  const me = rng.pick(run.people);
  const other = () => rng.pick(run.people.filter((p) => p.id !== me.id));
  const roll = rng.next();
  if (roll < 0.3 || known.length === 0) {
    const to = other();
    return async () => {
      const answer = await kk(server(), me).apply(to);
      check(run, 'apply', answer);
      if (answer.code !== 0) return;
      assert.equal(answer.data.state, 'pending', why);
      if (!requests.has(answer.data.message_id)) {
        requests.set(answer.data.message_id, { from: me, to, answered: new Set() });
      }
    };
  }
  const [messageId, request] = rng.pick(known);
  const answering = (op: 'accept' | 'reject' | 'cancel', state: 'accepted' | 'rejected' | 'cancelled') => {
    const who = op === 'cancel' ? request.from : request.to;
    return async () => {
      const answer = await kk(server(), who)[op](messageId);
      check(run, op, answer);
      if (answer.code !== 0) return;
      assert.equal(answer.data.state, state, why);
      request.answered.add(state);
    };
  };
  if (roll < 0.5) return answering('accept', 'accepted');
  if (roll < 0.6) return answering('reject', 'rejected');
  if (roll < 0.7) return answering('cancel', 'cancelled');
  if (roll < 0.85) return async () => check(run, 'disconnect', await kk(server(), me).disconnect());
  if (roll < 0.93) {
    // blockUser toggles: about half of these lift an earlier block, so people meet again.
    const target = other();
    return async () =>
      check(run, 'block', await server().call('/api/chat/blockUser', { userId: target.id }, { token: me.token }));
  }
  const asker = rng.next() < 0.5 ? request.from : request.to;
  return async () => {
    const answer = await kk(server(), asker).status(messageId);
    assert.ok([0, 401].includes(answer.code), `status answered ${answer.code} ${why}`);
  };
}

/** Someone who will delete their account during the next round: their code is fetched now. */
async function leavingOp(run: Run): Promise<() => Promise<void>> {
  const person = run.rng.pick(run.people.filter((p) => !run.deleted.has(p.id)));
  for (const s of run.servers) s.clock.advance(61_000);
  const s = run.servers[0] as TestServer;
  ok(await s.call('/api/user/sendDeleteAccountSms', {}, { token: person.token }), 'sendDeleteAccountSms');
  const code = await s.lastCode(person.phone);
  const server = run.rng.pick(run.servers);
  return async () => {
    check(run, 'delete', await server.call('/api/user/deleteAccount', { code }, { token: person.token }));
    run.deleted.add(person.id);
  };
}

const IMPLIED_STATES = {
  accepted: ['accepted', 'ended'],
  rejected: ['rejected'],
  cancelled: ['cancelled'],
} as const;

/** Every request is in a state the status call reports, and one its successful answers imply. */
async function assertFinalStates(run: Run) {
  const { requests, deleted, why } = run;
  const s = run.servers[0] as TestServer;
  const states = new Map<string, number>();
  for (const [messageId, request] of requests) {
    const asker = [request.from, request.to].find((p) => !deleted.has(p.id));
    if (!asker) continue;
    const status = ok(await kk(s, asker).status(messageId), `status ${why}`);
    states.set(status.state, (states.get(status.state) ?? 0) + 1);
    assert.deepEqual([status.from_user_id, status.to_user_id], [request.from.id, request.to.id], why);
    assert.ok(request.answered.size <= 1, `${messageId} was answered twice: ${[...request.answered]} ${why}`);
    for (const answer of request.answered) {
      assert.ok(
        (IMPLIED_STATES[answer] as readonly string[]).includes(status.state),
        `${messageId}: answered ${answer} but now ${status.state} ${why}`,
      );
    }
    if (status.state !== 'pending') continue;
    // A pending request waits between two free people.
    for (const p of [request.from, request.to]) {
      assert.ok(!deleted.has(p.id), why);
      assert.equal(ok(await kk(s, p).info()).kk_lock, 0, `pending to or from a locked person ${why}`);
    }
  }
  // The run did exercise the interesting paths (for this many operations these hold for any seed).
  assert.ok(requests.size > 10, `requests made ${why}`);
  assert.ok((states.get('accepted') ?? 0) + (states.get('ended') ?? 0) > 0, `locks made ${why}`);
}

/**
 * The one-lock rule as the store and the clients see it: every lock row has its mirror (same request, the
 * partner's partner is the person), rests on an accepted request, and each living person's user info names
 * exactly the partner the store holds.
 */
async function assertOneLockEach({ servers, people, deleted, why }: Run) {
  const db = (servers[0] as TestServer).database().kysely;
  const members = await db.selectFrom('kk_lock_members').selectAll().execute();
  const partnerOf = new Map(members.map((m) => [Number(m.user_id), m]));
  assert.equal(partnerOf.size, members.length, why);
  for (const m of members) {
    const mirror = partnerOf.get(Number(m.partner_id));
    assert.ok(mirror, `${m.user_id} is locked with ${m.partner_id}, who is not locked ${why}`);
    assert.equal(Number(mirror.partner_id), Number(m.user_id), `a lock that is not mutual ${why}`);
    assert.equal(mirror.message_id, m.message_id, why);
    const request = await db
      .selectFrom('kk_lock_requests')
      .select('state')
      .where('message_id', '=', m.message_id)
      .executeTakeFirstOrThrow();
    assert.equal(request.state, 1, `a lock whose request is not accepted ${why}`);
  }
  for (const person of people) {
    if (deleted.has(person.id)) continue;
    const info = ok(await kk(servers[person.id % 2] as TestServer, person).info(), `info ${why}`);
    const member = partnerOf.get(person.id);
    assert.equal(info.kk_lock, member ? 1 : 0, why);
    assert.equal(info.kk_lock_target_id, member ? Number(member.partner_id) : 0, why);
  }
}
