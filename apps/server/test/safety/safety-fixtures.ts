// Member safety's chat tests (issue 24): two instances over one store (a SQLite file, or PostgreSQL with
// TEST_DATABASE_URL) and Redis for the fan-out (TEST_REDIS_URL, or the local one), with first contact's real limits.
import { randomBytes } from 'node:crypto';
import { type Frame, newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { realFirstContact, signUp, startServers, type TestServer, usingRedis } from '../support/harness.ts';

export interface Member {
  token: string;
  id: number;
}

/** Two instances with the app's own first-contact limits, and `env` on top. */
export async function startPair(env: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
  const redis: Record<string, string> = usingRedis
    ? {}
    : { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `kktest:${randomBytes(6).toString('hex')}:` };
  return (await startServers(2, {
    ...realFirstContact,
    ...redis,
    CHAT_SOCKET_RATE_LIMIT: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  })) as [TestServer, TestServer];
}

export async function member(server: TestServer): Promise<Member> {
  const account = await signUp(server);
  return { token: account.token, id: account.user.id as number };
}

export async function members(server: TestServer, count: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let n = 0; n < count; n++) out.push(await member(server));
  return out;
}

/** A call that must succeed; answers its data. */
export async function ok(server: TestServer, path: string, body: unknown, who: Member) {
  const answer = await server.call(path, body, { token: who.token });
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Sends a text and answers what the server said of it: its `ack`, or the `error` frame naming its message_id. */
export async function sendText(socket: TestSocket, toId: number, content: string): Promise<Frame> {
  const id = newMessageId();
  socket.sendMessage(toId, content, id);
  return outcomeOf(socket, id);
}

/** The ack or error frame of a message_id, waited for (15 s at most). */
export async function outcomeOf(socket: TestSocket, messageId: string): Promise<Frame> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const index = socket.frames.findIndex(
      (frame) => (frame.type === 'ack' || frame.type === 'error') && frame.data?.message_id === messageId,
    );
    if (index >= 0) return socket.frames.splice(index, 1)[0] as Frame;
    if (Date.now() > deadline) throw new Error(`no ack or error for ${messageId}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Sends many texts at once over the sockets in turn; answers each one's ack or error frame, in sending order. */
export async function sendAll(
  sends: ReadonlyArray<{ socket: TestSocket; toId: number; content: string }>,
): Promise<Frame[]> {
  const ids = sends.map(({ socket, toId, content }) => {
    const id = newMessageId();
    socket.sendMessage(toId, content, id);
    return id;
  });
  return Promise.all(ids.map((id, index) => outcomeOf((sends[index] as { socket: TestSocket }).socket, id)));
}

export function codesOf(frames: readonly Frame[]): number[] {
  return frames.map((frame) => (frame.type === 'ack' ? 0 : frame.code));
}

export function count(codes: readonly number[], code: number): number {
  return codes.filter((c) => c === code).length;
}

export { newMessageId, TestSocket };
