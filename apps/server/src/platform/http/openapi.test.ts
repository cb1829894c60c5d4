// Each endpoint declares the codes it can answer (beside its schema, in the contract), and the OpenAPI document
// served at /api/docs lists them for each operation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  CODE,
  CONSOLE,
  consoleEndpoints,
  endpointErrors,
  endpoints,
  httpStatusOf,
  UPLOAD_ERRORS,
  UPLOAD_PATH,
} from '@kk/contract';
import { buildOpenApi, LICENSE } from './openapi.ts';

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  properties?: { code?: { const?: number } };
}
interface Response {
  $ref?: string;
  content: { 'application/json': { schema: Schema } };
}
interface Operation {
  security: Array<Record<string, string[]>>;
  'x-role'?: string;
  'x-errors': Array<{ code: number; name: string; status: number; message: string }>;
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  servers: Array<{ url: string }>;
  info: { license: { name: string } };
  components: {
    responses: Record<string, Response>;
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

/** The member app's endpoints and the console's, as /api/docs documents them. */
const all = { ...endpoints, ...consoleEndpoints };
const document = buildOpenApi(all) as unknown as Document;
const operationOf = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()] as Operation;
const catalogue = new Set<number>(Object.values(CODE));

/** Follows a local `$ref` of the document. */
function resolve<T extends { $ref?: string }>(item: T): T {
  if (!item.$ref) return item;
  const target = item.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], document);
  return resolve(target as T);
}

/** The codes an operation's answer with this status may carry (0 for the success envelope). */
function codesOf(operation: Operation, status: string): number[] {
  const response = operation.responses[status];
  if (!response) return [];
  const schema = resolve(response).content['application/json'].schema;
  return (schema.oneOf ?? [schema]).map((variant) => resolve(variant).properties?.code?.const as number);
}
describe('error codes per endpoint', () => {
  test('every endpoint declares its own codes, all from the catalogue, never success', () => {
    for (const [name, endpoint] of Object.entries(all)) {
      assert.ok(Array.isArray(endpoint.errors), `${name} declares its errors`);
      for (const code of endpoint.errors) {
        assert.ok(catalogue.has(code), `${name}: ${code} is in the catalogue`);
        assert.notEqual(code, CODE.ok, name);
      }
    }
  });

  test('the codes every endpoint may answer are implied; 401 only where a login is needed', () => {
    for (const [name, endpoint] of Object.entries(all)) {
      const codes = endpointErrors(endpoint);
      for (const common of [CODE.paramsError, CODE.tooManyRequests, CODE.serverError, CODE.serviceBusy]) {
        assert.ok(codes.includes(common), `${name} ${common}`);
      }
      assert.equal(codes.includes(CODE.notLoggedIn), endpoint.auth !== 'none', name);
      assert.equal(codes.includes(CODE.csrfInvalid), endpoint.auth === 'operator', name);
    }
  });

  test('the refusals a client must handle are declared where they happen', () => {
    const expect: Array<[keyof typeof endpoints, number[]]> = [
      ['sendSms', [CODE.smsError]],
      ['loginByPhone', [CODE.noSuchUser, CODE.wrongCode, CODE.codeExpired]],
      ['loginByPasswd', [CODE.wrongPassword, CODE.tooManyRequests]],
      ['resetByPhone', [CODE.wrongCode, CODE.codeExpired, CODE.unregistered]],
      ['initPassword', [CODE.passwordAlreadySet]],
      ['updateUserInfo', [CODE.usernameTaken]],
      ['addUserPhoto', [CODE.fileNotFound, CODE.photoLimitReached]],
      ['sendDeleteAccountSms', [CODE.smsError, CODE.deletionNeedsPassword]],
      ['deleteAccount', [CODE.wrongCode, CODE.codeExpired, CODE.wrongPassword, CODE.deletionNeedsPassword]],
      ['addFeedback', [CODE.tooManyRequests]],
    ];
    for (const [name, codes] of expect) {
      for (const code of codes) assert.ok(endpoints[name].errors.includes(code as never), `${name} ${code}`);
    }
  });

  test('the OpenAPI document lists each operation’s codes, with names and messages', () => {
    for (const [name, endpoint] of Object.entries(all)) {
      const operation = operationOf(endpoint.path, endpoint.method);
      const codes = endpointErrors(endpoint);
      assert.deepEqual(
        operation['x-errors'].map((error) => error.code),
        codes,
        name,
      );
      for (const error of operation['x-errors']) {
        assert.ok(error.name.length > 0 && error.message.length > 0, `${name} ${error.code}`);
      }
      // Each code under the HTTP status it is sent with, and nothing else.
      const statuses = [...new Set([200, ...codes.map(httpStatusOf)])].map(String);
      assert.deepEqual(Object.keys(operation.responses).sort(), statuses.sort(), name);
      for (const status of statuses) {
        const expected = [
          ...(status === '200' ? [CODE.ok] : []),
          ...codes.filter((c) => String(httpStatusOf(c)) === status),
        ];
        assert.deepEqual(codesOf(operation, status), expected, `${name} ${status}`);
      }
      for (const error of operation['x-errors']) assert.equal(error.status, httpStatusOf(error.code), name);
    }
    const login = operationOf(endpoints.loginByPasswd.path, 'POST');
    assert.deepEqual(
      login['x-errors'].find((error) => error.code === CODE.wrongPassword),
      { code: CODE.wrongPassword, name: 'wrongPassword', status: 200, message: 'Wrong account or password' },
    );
    // The statuses besides 200 (400, 401, 429, 503), each with its code.
    assert.deepEqual(codesOf(login, '400'), [CODE.paramsError]);
    assert.deepEqual(codesOf(login, '429'), [CODE.tooManyRequests]);
    assert.deepEqual(codesOf(login, '503'), [CODE.serviceBusy]);
    assert.deepEqual(codesOf(operationOf(endpoints.getUserInfo.path, 'POST'), '401'), [CODE.notLoggedIn]);
    assert.equal(login.responses['401'], undefined, 'no login, no 401');
  });

  test('console operations: the session cookie and the CSRF header, never the member token; admins marked', () => {
    const cookie = document.components.securitySchemes.consoleSession;
    assert.deepEqual([cookie?.type, cookie?.in, cookie?.name], ['apiKey', 'cookie', CONSOLE.cookie]);
    assert.equal(document.components.securitySchemes.csrf?.name, CONSOLE.csrfHeader);
    for (const [name, endpoint] of Object.entries(consoleEndpoints)) {
      const operation = operationOf(endpoint.path, endpoint.method);
      const expected =
        endpoint.auth === 'none'
          ? []
          : name === 'consoleGetSession'
            ? [{ consoleSession: [] }]
            : [{ consoleSession: [], csrf: [] }];
      assert.deepEqual(operation.security, expected, name);
      assert.equal(operation['x-role'], endpoint.role, name);
    }
    assert.deepEqual(operationOf(endpoints.getUserInfo.path, 'POST').security, [{ token: [] }]);
    const admin = operationOf(consoleEndpoints.consoleAddOperator.path, 'POST');
    assert.deepEqual(codesOf(admin, '200').includes(CODE.operatorForbidden), true);
  });

  test('servers: `/` always, the public address first when it is set; a licence', () => {
    assert.deepEqual(
      document.servers.map((server) => server.url),
      ['/'],
    );
    const configured = buildOpenApi(endpoints, { publicBaseUrl: 'https://kk.example.com' }) as unknown as Document;
    assert.deepEqual(
      configured.servers.map((server) => server.url),
      ['https://kk.example.com', '/'],
    );
    assert.deepEqual(document.info.license, LICENSE);
  });

  test('the multipart upload lists its own refusals', () => {
    const upload = operationOf(UPLOAD_PATH, 'POST');
    const codes = upload['x-errors'].map((error) => error.code);
    for (const code of [...UPLOAD_ERRORS, CODE.notLoggedIn]) assert.ok(codes.includes(code), String(code));
  });
});
