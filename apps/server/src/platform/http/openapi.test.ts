// Each endpoint declares the codes it can answer (beside its schema, in the contract), and the OpenAPI document
// served at /api/docs lists them for each operation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CODE, endpointErrors, endpoints, UPLOAD_ERRORS, UPLOAD_PATH } from '@kk/contract';
import { buildOpenApi } from './openapi.ts';

interface Operation {
  'x-errors': Array<{ code: number; name: string; message: string }>;
  responses: { '200': { content: { 'application/json': { schema: { properties: { code: { enum: number[] } } } } } } };
}

const document = buildOpenApi(endpoints) as { paths: Record<string, Record<string, Operation>> };
const operationOf = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()] as Operation;
const catalogue = new Set<number>(Object.values(CODE));

describe('error codes per endpoint', () => {
  test('every endpoint declares its own codes, all from the catalogue, never success', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      assert.ok(Array.isArray(endpoint.errors), `${name} declares its errors`);
      for (const code of endpoint.errors) {
        assert.ok(catalogue.has(code), `${name}: ${code} is in the catalogue`);
        assert.notEqual(code, CODE.ok, name);
      }
    }
  });

  test('the codes every endpoint may answer are implied; 401 only where a login is needed', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const codes = endpointErrors(endpoint);
      for (const common of [CODE.paramsError, CODE.tooManyRequests, CODE.serverError]) {
        assert.ok(codes.includes(common), `${name} ${common}`);
      }
      assert.equal(codes.includes(CODE.notLoggedIn), endpoint.auth === 'user', name);
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
    for (const [name, endpoint] of Object.entries(endpoints)) {
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
      const envelope = operation.responses['200'].content['application/json'].schema;
      assert.deepEqual(envelope.properties.code.enum, [CODE.ok, ...codes], name);
    }
    const login = operationOf(endpoints.loginByPasswd.path, 'POST');
    assert.deepEqual(
      login['x-errors'].find((error) => error.code === CODE.wrongPassword),
      { code: CODE.wrongPassword, name: 'wrongPassword', message: 'Wrong account or password' },
    );
  });

  test('the multipart upload lists its own refusals', () => {
    const upload = operationOf(UPLOAD_PATH, 'POST');
    const codes = upload['x-errors'].map((error) => error.code);
    for (const code of [...UPLOAD_ERRORS, CODE.notLoggedIn]) assert.ok(codes.includes(code), String(code));
  });
});
