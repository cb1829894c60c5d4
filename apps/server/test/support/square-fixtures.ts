// Shared steps of the square's API tests.
import assert from 'node:assert/strict';
import { signUp, type TestServer } from './harness.ts';
import { png, upload } from './images.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;

/** A call a test makes to set things up: it must succeed, or the test proves nothing. */
export async function ok(server: TestServer, path: string, body: unknown, who: Person) {
  const answer = await server.call(path, body, { token: who.token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

export async function uploadImage(server: TestServer, who: Person, width = 64): Promise<string> {
  const answer = await upload(server.url, who.token, await png(width, width), 'photo.png', 'image/png');
  assert.equal(answer.code, 0, `setup upload: ${answer.msg}`);
  return answer.data.id;
}

export async function post(server: TestServer, who: Person, content: string, images: string[] = []) {
  server.clock.advance(1_000);
  return ok(server, '/api/updates/addUpdates', { content, images }, who);
}

export async function comment(server: TestServer, who: Person, updatesId: number, content: string, replyId?: number) {
  server.clock.advance(1_000);
  return ok(server, '/api/comment/addComment', { updates_id: updatesId, content, reply_id: replyId }, who);
}

/** Every id of a list, all pages of `pageSize`, with the first page's `before` sent back. */
export async function allIds(server: TestServer, path: string, body: object, who: Person): Promise<number[]> {
  const first = await ok(server, path, { ...body, page: 1, pageSize: 100 }, who);
  assert.ok(first.total <= 100, 'the test lists fit one page');
  return first.list.map((item: { id: number }) => item.id);
}

export function latest(server: TestServer, who: Person) {
  return allIds(server, '/api/updates/getUpdatesList', { type: 'latest' }, who);
}

export async function authors(server: TestServer, path: string, body: object, who: Person): Promise<Set<number>> {
  const data = await ok(server, path, { ...body, page: 1, pageSize: 100 }, who);
  assert.equal(data.total, data.list.length, `${path}: total counts what the list shows`);
  return new Set(data.list.map((item: { user: { id: number } }) => item.user.id));
}

export { signUp };
