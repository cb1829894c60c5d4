import { z } from 'zod';
import { CODE, type Code } from '../errors.ts';

/**
 * One endpoint of the API: its path and method, who may call it, and the zod schemas of its request and of
 * its payload. The server validates both with them; the web client infers its types from them; the OpenAPI
 * document is generated from them.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: `/api/${string}`;
  method: 'GET' | 'POST';
  /**
   * `none`: anyone; `user`: a member's valid token is required (401 otherwise); `operator`: a console session
   * (its cookie and, except on getSession, its CSRF header) is required, never a member token (api/console.ts).
   */
  auth: 'none' | 'user' | 'operator';
  /** On `operator` endpoints: `admin` when a moderator may not call it (-2925). */
  role?: 'admin';
  /** Where the payload travels in the envelope: SPEC reads some answers as `result.*` (DESIGN §2). */
  payload: 'data' | 'result';
  summary: string;
  request: Req;
  response: Res;
  /**
   * The refusals this endpoint itself can answer (Misskey-style, beside its schema). The codes any endpoint may
   * answer are implied: see `COMMON_ERRORS` and `endpointErrors`.
   */
  errors: readonly Code[];
}

/**
 * What every endpoint may answer: -2222 for a request its schema refuses, -1029 past the per-address budget,
 * -1 for the unexpected, -1030 while the database or Redis does not answer (the per-address budget itself lives
 * in Redis when scaled out, so no endpoint is spared); and 401 on those that need a login.
 */
export const COMMON_ERRORS: readonly Code[] = [
  CODE.paramsError,
  CODE.tooManyRequests,
  CODE.serverError,
  CODE.serviceBusy,
];

/** Every code an endpoint can answer besides 0: its own, then the common ones. */
export function endpointErrors(endpoint: Pick<Endpoint, 'auth' | 'errors' | 'role'>): Code[] {
  const login: Code[] =
    endpoint.auth === 'user'
      ? [CODE.notLoggedIn]
      : endpoint.auth === 'operator'
        ? [CODE.notLoggedIn, CODE.csrfInvalid, ...(endpoint.role === 'admin' ? [CODE.operatorForbidden] : [])]
        : [];
  return [...new Set([...endpoint.errors, ...login, ...COMMON_ERRORS])];
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

/** The response envelope: `code` 0 is success, `msg` is in the caller's language. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  result?: T;
}

export const emptyRequest = z.object({}).strip();
export const noPayload = z.null();

/** Paged lists take `{page, pageSize}` and answer `{list, total}` (DESIGN §2). */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}
