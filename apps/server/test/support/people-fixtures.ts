// People for the feed and search tests: a viewer signed up through the API, and the people they may meet,
// written straight into the store (hundreds of API sign-ups would each cost a password hash), with the
// activity, photos and likes that the ranking reads.
import { randomBytes } from 'node:crypto';
import { RELATION } from '@kk/contract';
import type { NewUser } from '../../src/platform/db/schema.ts';
import { newPhone, signUp, type TestServer } from './harness.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

let sequence = 0;

export interface Person {
  id: number;
  userid: string;
  username: string;
}

/** A complete profile (a woman of 30 in 深圳, active an hour ago) unless `fields` say otherwise. */
export async function addPerson(server: TestServer, fields: Partial<NewUser> = {}): Promise<Person> {
  sequence++;
  const now = server.clock.now();
  const userid = String(10_000_000 + (randomBytes(4).readUInt32BE() % 90_000_000));
  const row = await server
    .database()
    .kysely.insertInto('users')
    .values({
      userid,
      phone: newPhone(),
      password_hash: null,
      username: `人${sequence}${randomBytes(3).toString('hex')}`,
      gender: 2,
      birthday: '1996-05-20',
      province: '广东省',
      city: '深圳市',
      active_time: now - HOUR,
      create_time: now - 30 * DAY,
      update_time: now,
      ...fields,
    })
    .returning(['id', 'userid', 'username'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), userid: row.userid, username: row.username };
}

/**
 * Many complete profiles in one statement (as addPerson, a woman of 30 in 深圳 active an hour ago, unless
 * `fields` say otherwise), the first `count` ids in their insertion order.
 */
export async function addPeople(server: TestServer, count: number, fields: Partial<NewUser> = {}): Promise<number[]> {
  const now = server.clock.now();
  const rows = Array.from({ length: count }, () => {
    sequence++;
    return {
      userid: String(10_000_000 + (randomBytes(4).readUInt32BE() % 90_000_000)),
      phone: newPhone(),
      password_hash: null,
      username: `众${sequence}${randomBytes(3).toString('hex')}`,
      gender: 2,
      birthday: '1996-05-20',
      province: '广东省',
      city: '深圳市',
      active_time: now - HOUR,
      create_time: now - 30 * DAY,
      update_time: now,
      ...fields,
    };
  });
  const inserted = await server.database().kysely.insertInto('users').values(rows).returning('id').execute();
  return inserted.map((row) => Number(row.id));
}

/** An album photo for a person (the files row it points at included). */
export async function addPhoto(server: TestServer, userId: number): Promise<void> {
  const id = randomBytes(16).toString('hex');
  const db = server.database().kysely;
  await db
    .insertInto('files')
    .values({
      id,
      user_id: userId,
      name: 'p.jpg',
      type: 'image/jpeg',
      size: 1000,
      width: 100,
      height: 100,
      storage_key: `u/${id.slice(0, 2)}/${id}.jpg`,
      thumb_key: `u/${id.slice(0, 2)}/${id}.t.webp`,
      create_time: server.clock.now(),
    })
    .execute();
  await db
    .insertInto('user_photos')
    .values({ user_id: userId, file_id: id, create_time: server.clock.now() })
    .execute();
}

/** A relation (follow, zan, block...) from one user to another, as the relation feature stores it. */
export async function relate(server: TestServer, from: number, kind: number, to: number): Promise<void> {
  await server
    .database()
    .kysely.insertInto('user_relations')
    .values({ user_id: from, target_id: to, kind, create_time: server.clock.now() })
    .execute();
}

export const block = (server: TestServer, from: number, to: number) => relate(server, from, RELATION.block, to);

/** A signed-up man of 30 in 深圳 with a complete profile (so he wants to meet women, by default). */
export async function viewer(server: TestServer, profile: Record<string, unknown> = {}) {
  const account = await signUp(server);
  sequence++;
  const answer = await server.call(
    '/api/user/updateUserInfo',
    {
      username: `看${sequence}${randomBytes(2).toString('hex')}`,
      gender: 1,
      birthday: '1996-01-01',
      province: '广东省',
      city: '深圳市',
      county: '南山区',
      ...profile,
    },
    { token: account.token },
  );
  if (answer.code !== 0) throw new Error(`profile: ${answer.code} ${answer.msg}`);
  return { ...account, id: Number(answer.data.id), info: answer.data };
}

/** Every page of the feed, following the snapshot the first answers. */
export async function feedIds(
  server: TestServer,
  token: string,
  filters: Record<string, unknown> = {},
  pageSize = 20,
): Promise<number[]> {
  const first = await server.call('/api/user/getRecommendList', { page: 1, pageSize, ...filters }, { token });
  if (first.code !== 0) throw new Error(`feed: ${first.code} ${first.msg}`);
  const ids: number[] = first.data.list.map((card: { id: number }) => card.id);
  for (let page = 2; (page - 1) * pageSize < first.data.total; page++) {
    const next = await server.call(
      '/api/user/getRecommendList',
      { page, pageSize, snapshot: first.data.snapshot, ...filters },
      { token },
    );
    ids.push(...next.data.list.map((card: { id: number }) => card.id));
  }
  return ids;
}
