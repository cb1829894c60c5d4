// "Never a 500 for something the client sent": every endpoint of the contract, fed malformed input, answers a
// catalogue code, never the generic server error. Each logged-in case runs with a session checked valid just
// before it (logout revokes, so a shared token would turn every later case into a plain 401 that never reaches
// the schema), and each answer is checked to come from where it must: a body the endpoint's contract schema
// refuses gets -2222 with HTTP 400 naming one of the refused fields; an anonymous call of a login-only endpoint
// gets 401. On PostgreSQL and Redis too when TEST_DATABASE_URL and TEST_REDIS_URL are set (harness.ts).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, type Endpoint, endpoints } from '@kk/contract';
import { signUp, startServer, type TestServer, usingPostgres } from '../support/harness.ts';
import { BAD_BODIES, malformedRequest, NOISE_FILES, POISONED_BODIES, UNREADABLE_BODIES } from './malformed.ts';

const CATALOGUE = new Set<number>(Object.values(CODE));

type Answer = { status: number; code: number; msg: string; data?: unknown };

/** The fields a refusal may name: the path of each issue the schema reports ('body' for the whole body). */
function refusedFields(endpoint: Endpoint, input: unknown): string[] | null {
  const parsed = endpoint.request.safeParse(input);
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
}

function assertRefusedByValidation(answer: Answer, fields: readonly string[], what: string) {
  assert.equal(answer.status, 400, `${what}: HTTP status (answered ${answer.code} ${answer.msg})`);
  assert.equal(answer.code, CODE.paramsError, `${what}: code (answered ${answer.msg})`);
  const field = (answer.data as { field?: unknown } | null)?.field;
  assert.equal(typeof field, 'string', `${what}: data.field`);
  assert.ok(fields.includes(field as string), `${what}: data.field ${String(field)} is not one of ${fields}`);
  assert.ok(answer.msg.length > 0, `${what}: a message`);
}

function assertNotLoggedIn(answer: Answer, what: string) {
  assert.equal(answer.status, 401, `${what}: HTTP status (answered ${answer.code} ${answer.msg})`);
  assert.equal(answer.code, CODE.notLoggedIn, what);
}

function assertCatalogueAnswer(answer: Answer, what: string) {
  assert.notEqual(answer.status, 500, what);
  assert.notEqual(answer.code, CODE.serverError, `${what}: ${answer.msg}`);
  assert.ok(CATALOGUE.has(answer.code), `${what}: ${answer.code} is a catalogue code`);
}

describe('malformed input never makes a 500', () => {
  let server: TestServer;
  before(async () => {
    // Every case re-logs in after logout: the per-account login budget would otherwise refuse those logins.
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000', LOGIN_ATTEMPTS_PER_HOUR: '100000' });
  });
  after(() => server.close());

  /** An account of its own for one endpoint, and a token for it that is valid at the moment it is asked for. */
  async function sessionKeeper() {
    const account = await signUp(server);
    let token = account.token;
    return async function validToken(): Promise<string> {
      const check = await server.call('/api/user/getUserInfo', {}, { token });
      if (check.code === CODE.ok) return token;
      const login = await server.call('/api/login/loginByPasswd', {
        username: account.phone,
        password: account.password,
      });
      assert.equal(login.code, CODE.ok, `re-login: ${login.msg}`);
      token = login.data.token;
      return token;
    };
  }

  test('the harness runs this on the database the environment names', async () => {
    const health = await server.call('/api/health');
    assert.equal(health.data.database, usingPostgres ? 'postgres' : 'sqlite');
  });

  /** Sends a body as the endpoint takes it (JSON, or a query for GET); answers what the schema sees too. */
  async function send(endpoint: Endpoint, body: unknown, token: string | undefined) {
    const request = malformedRequest(endpoint, body);
    const answer: Answer = await server.call(request.path, request.body, token ? { token } : {});
    return { answer, input: request.input };
  }

  async function sendRaw(endpoint: Endpoint, raw: string, token: string | undefined): Promise<Answer> {
    const response = await fetch(server.url + endpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: raw,
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  }

  /** What one malformed call must answer: 401 for an anonymous call of a login-only endpoint, else validation. */
  function assertAnswered(endpoint: Endpoint, loggedIn: boolean, answer: Answer, input: unknown, what: string) {
    assertCatalogueAnswer(answer, what);
    if (endpoint.auth === 'user' && !loggedIn) return assertNotLoggedIn(answer, what);
    if (endpoint.auth === 'user') assert.notEqual(answer.code, CODE.notLoggedIn, `${what}: the session is valid`);
    const fields = refusedFields(endpoint, input);
    if (fields) assertRefusedByValidation(answer, fields, what);
  }

  const WHO = [
    { loggedIn: true, label: 'logged in' },
    { loggedIn: false, label: 'anonymous' },
  ];

  for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    test(name, async () => {
      const validToken = await sessionKeeper();
      const tokenFor = (loggedIn: boolean) => (loggedIn ? validToken() : Promise.resolve(undefined));
      for (const body of BAD_BODIES) {
        for (const { loggedIn, label } of WHO) {
          const { answer, input } = await send(endpoint, body, await tokenFor(loggedIn));
          assertAnswered(endpoint, loggedIn, answer, input, `${name} ${JSON.stringify(body)?.slice(0, 80)} ${label}`);
        }
      }
      const poisoned = endpoint.method === 'POST' ? POISONED_BODIES : [];
      for (const raw of poisoned) {
        for (const { loggedIn, label } of WHO) {
          const answer = await sendRaw(endpoint, raw, await tokenFor(loggedIn));
          assertRefusedByValidation(answer, ['body'], `${name} ${raw} ${label}`);
        }
      }
    });
  }

  test('the upload, fed noise, answers why; anonymously, 401', async () => {
    const account = await signUp(server);
    for (const bytes of NOISE_FILES) {
      const expected = CODE.fileTypeUnsupported;
      for (const token of [account.token, undefined]) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), 'x.png');
        const response = await fetch(`${server.url}/api/file/upload`, {
          method: 'POST',
          headers: token ? { token } : {},
          body: form,
        });
        const answer = { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
        const what = `${bytes.subarray(0, 8).toString('hex')} (${bytes.length} bytes) ${token ? 'logged in' : 'anonymous'}`;
        assertCatalogueAnswer(answer, what);
        if (token) assert.equal(answer.code, expected, `${what}: ${answer.msg}`);
        else assertNotLoggedIn(answer, what);
      }
    }
  });

  test('a body that is not JSON, or too large, is a params error naming the body', async () => {
    const account = await signUp(server);
    for (const [type, body] of UNREADABLE_BODIES) {
      const response = await fetch(`${server.url}/api/feedback/addFeedback`, {
        method: 'POST',
        headers: { 'content-type': type, token: account.token },
        body,
      });
      const answer = { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
      assertRefusedByValidation(answer, ['body'], `${type} ${body.slice(0, 20)}`);
    }
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: account.token })).code, CODE.ok);
  });
});
