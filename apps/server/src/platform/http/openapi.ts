// The OpenAPI 3.1 document, generated from the contract's endpoint schemas and served at /api/docs.
import {
  APP_VERSION,
  CODE,
  CODE_MESSAGE_KEY,
  CONSOLE,
  type Code,
  consoleGetSession,
  type Endpoint,
  endpointErrors,
  errorDataOf,
  HEADER,
  httpStatusOf,
  UPLOAD_ERRORS,
  UPLOAD_FIELD,
  UPLOAD_PATH,
  uploadedFile,
} from '@kk/contract';
import { translate } from '@kk/contract/i18n';
import { z } from 'zod';

/** A zod schema as JSON Schema, without its own `$schema`: the document's dialect is OpenAPI 3.1's. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

const CODE_NAME = new Map<number, string>(Object.entries(CODE).map(([name, code]) => [code, name]));
const nameOf = (code: Code) => CODE_NAME.get(code) ?? String(code);

/** The codes an operation can answer, each with its name, HTTP status and default English message (`x-errors`). */
function errorList(codes: readonly Code[]) {
  return codes.map((code) => ({
    code,
    name: nameOf(code),
    status: httpStatusOf(code),
    message: translate('en', CODE_MESSAGE_KEY[code]),
  }));
}

const ERROR_PREFIX = 'error.';
const errorRef = (code: Code) => ({ $ref: `#/components/schemas/${ERROR_PREFIX}${nameOf(code)}` });

/** One refusal as it is sent (errors.ts): its code, a message, and `data` as `errorDataOf` says, never more. */
function errorEnvelope(code: Code) {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: {
      code: { const: code },
      msg: { type: 'string', description: 'In the language of Accept-Language' },
      data: jsonSchema(errorDataOf(code), 'output'),
    },
    description: translate('en', CODE_MESSAGE_KEY[code]),
  };
}

/** The success answer: code 0, a message, and the payload under `data` or `result` (sendOk). */
function successEnvelope(key: 'data' | 'result', payload: z.ZodType) {
  return {
    type: 'object',
    required: ['code', 'msg', key],
    additionalProperties: false,
    properties: {
      code: { const: CODE.ok },
      msg: { type: 'string', description: 'In the language of Accept-Language' },
      [key]: jsonSchema(payload, 'output'),
    },
  };
}

const RETRY_AFTER = {
  description: 'Seconds to wait before retrying, when the server knows it',
  required: false,
  schema: { type: 'integer', minimum: 1 },
};

const STATUS_TEXT: Record<number, string> = {
  200: 'Success (code 0), or a refusal of this endpoint (its code, data as documented)',
  400: 'The request was refused by its schema or could not be read (-2222; data.field names the field)',
  401: 'Not logged in: no token, or an unknown, revoked or expired one',
  429: 'Too many requests; Retry-After says when to retry when the limit knows it',
  500: 'Unexpected error; data.requestId is the x-request-id of the request in the server log',
  503: 'The database or Redis did not answer in time: retry shortly (Retry-After)',
};

/**
 * The answers of an operation, per HTTP status (`httpStatusOf`): 200 is the success envelope or one of the
 * endpoint's business refusals, told apart by `code`; every other status is one of the refusals it goes with,
 * shared by every operation through `components.responses` (`shared`).
 */
function responses(
  key: 'data' | 'result',
  payload: z.ZodType,
  errors: readonly Code[],
  shared: Record<string, unknown>,
) {
  const byStatus = new Map<number, Code[]>([[200, []]]);
  for (const code of errors) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const answers: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const refusals = codes.map(errorRef);
    const variants = status === 200 ? [successEnvelope(key, payload), ...refusals] : refusals;
    const answer = {
      description: STATUS_TEXT[status] ?? `Codes ${codes.join(', ')}`,
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: variants.length === 1 ? variants[0] : { oneOf: variants } } },
    };
    if (status === 200) {
      answers[status] = answer;
      continue;
    }
    const name = codes.map(nameOf).join('.');
    shared[name] = answer;
    answers[status] = { $ref: `#/components/responses/${name}` };
  }
  return answers;
}

/**
 * Who may call: a member's token, or a console session's cookie with its CSRF header (both at once; getSession
 * needs the cookie only). The two never stand in for each other.
 */
function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.auth === 'user') return [{ token: [] }];
  if (endpoint.auth !== 'operator') return [];
  return endpoint.path === consoleGetSession.path ? [{ consoleSession: [] }] : [{ consoleSession: [], csrf: [] }];
}

/**
 * Where the API is: the public address when PUBLIC_BASE_URL is set (a saved copy of the document still points
 * at the service), and always `/`, which a reader resolves against the address it fetched the document from, so
 * it holds behind any proxy or load balancer (docs/decisions/0009-the-api-document.md).
 */
function servers(publicBaseUrl: string | undefined) {
  const here = { url: '/', description: 'The server that serves this document' };
  return publicBaseUrl ? [{ url: publicBaseUrl, description: 'The public address of this service' }, here] : [here];
}

/** No licence is granted (package.json says UNLICENSED): the document says so rather than stay silent. */
export const LICENSE = { name: 'UNLICENSED: proprietary, all rights reserved; no licence is granted' };

export interface OpenApiOptions {
  /** PUBLIC_BASE_URL, when set: listed first in `servers`. */
  publicBaseUrl?: string | undefined;
}

export function buildOpenApi(
  endpoints: Record<string, Endpoint>,
  options: OpenApiOptions = {},
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const request = jsonSchema(endpoint.request, 'input');
    const errors = endpointErrors(endpoint);
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      security: securityOf(endpoint),
      ...(endpoint.role ? { 'x-role': endpoint.role } : {}),
      responses: responses(endpoint.payload, endpoint.response, errors, shared),
      'x-errors': errorList(errors),
    };
    if (endpoint.method === 'GET') {
      const properties = (request as { properties?: Record<string, unknown> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([param, schema]) => ({
        name: param,
        in: 'query',
        schema,
      }));
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema: request } } };
    }
    paths[endpoint.path] = { [endpoint.method.toLowerCase()]: operation };
  }
  const uploadErrors = endpointErrors({ auth: 'user', errors: UPLOAD_ERRORS });
  paths[UPLOAD_PATH] = {
    post: {
      operationId: 'upload',
      summary: 'Upload one image (JPEG, PNG, WebP or GIF); it is re-encoded without metadata and thumbnailed.',
      security: [{ token: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [UPLOAD_FIELD],
              properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      responses: responses('data', uploadedFile, uploadErrors, shared),
      'x-errors': errorList(uploadErrors),
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'kk social API',
      version: APP_VERSION,
      description:
        'Every answer is {code, msg, data|result}: code 0 is success, any other is a refusal from the catalogue ' +
        '(components.schemas error.*), sent with the HTTP status that goes with it (400 for -2222, 401, 429 for ' +
        `-1029, 500 for -1, 503 for -1030, 404 for an unknown path; 200 otherwise). Codes: ${JSON.stringify(CODE)}.`,
      license: LICENSE,
    },
    servers: servers(options.publicBaseUrl),
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: HEADER.token },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: CONSOLE.cookie,
          description: 'The operator console’s session (httpOnly, SameSite=Strict), set by /api/console/login',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CONSOLE.csrfHeader,
          description: 'The console session’s CSRF token, as login and getSession answer it',
        },
      },
      responses: shared,
      schemas: Object.fromEntries(
        (Object.values(CODE) as Code[])
          .filter((code) => code !== CODE.ok)
          .map((code) => [`${ERROR_PREFIX}${nameOf(code)}`, errorEnvelope(code)]),
      ),
    },
    paths,
  };
}
