// The OpenAPI 3.1 document, generated from the contract's endpoint schemas and served at /api/docs.
import {
  APP_VERSION,
  CODE,
  CODE_MESSAGE_KEY,
  type Code,
  type Endpoint,
  endpointErrors,
  HEADER,
  UPLOAD_ERRORS,
  UPLOAD_FIELD,
  UPLOAD_PATH,
  uploadedFile,
} from '@kk/contract';
import { translate } from '@kk/contract/i18n';
import { z } from 'zod';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
}

const CODE_NAME = new Map<number, string>(Object.entries(CODE).map(([name, code]) => [code, name]));

/** The codes an operation can answer, each with its name and default English message (`x-errors`). */
function errorList(codes: readonly Code[]) {
  return codes.map((code) => ({
    code,
    name: CODE_NAME.get(code) ?? String(code),
    message: translate('en', CODE_MESSAGE_KEY[code]),
  }));
}

/** The answer of every endpoint: `{code, msg}` and the payload under `data` or `result`. */
function envelopeResponse(key: 'data' | 'result', payload: z.ZodType, errors: readonly Code[]) {
  const schema = {
    type: 'object',
    required: ['code', 'msg'],
    properties: {
      code: {
        type: 'integer',
        enum: [CODE.ok, ...errors],
        description: `0 is success; otherwise one of ${errors.join(', ')} (x-errors)`,
      },
      msg: { type: 'string', description: 'In the language of Accept-Language' },
      [key]: jsonSchema(payload, 'output'),
    },
  };
  return { '200': { description: 'The envelope', content: { 'application/json': { schema } } } };
}

export function buildOpenApi(endpoints: Record<string, Endpoint>): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const request = jsonSchema(endpoint.request, 'input');
    const errors = endpointErrors(endpoint);
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      security: endpoint.auth === 'user' ? [{ token: [] }] : [],
      responses: envelopeResponse(endpoint.payload, endpoint.response, errors),
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
      responses: envelopeResponse('data', uploadedFile, uploadErrors),
      'x-errors': errorList(uploadErrors),
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'kk social API',
      version: APP_VERSION,
      description: `Every answer is {code, msg, data|result}. Codes: ${JSON.stringify(CODE)}.`,
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } } },
    paths,
  };
}
