// Registers a contract endpoint: check who is asking, parse and validate the request with its schema,
// run the handler, validate the payload, and answer the envelope. Routes stay one-liners over services.
import type { Endpoint, MessageKey } from '@kk/contract';
import type { Language } from '@kk/contract/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { paramsError } from './app-error.ts';
import { requireUser, type SessionResolver, tokenOf } from './auth.ts';
import { sendOk } from './envelope.ts';
import { languageOf, message } from './language.ts';

export interface RequestContext {
  language: Language;
  ip: string;
  /** The caller's user id; set on endpoints whose auth is `user`. */
  userId: number;
  /** The raw token of the request, for logout. */
  token: string | undefined;
  /** Success text: the handler may choose it (验证码已发送 and the like). */
  setMessage(key: MessageKey): void;
}

export interface RouteOptions {
  resolveSession: SessionResolver;
}

export function registerEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  options: RouteOptions,
  endpoint: Endpoint<Req, Res>,
  handler: (input: z.output<Req>, context: RequestContext) => Promise<z.input<Res>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // Who is asking comes first: an anonymous caller learns nothing of a login-only endpoint's schema.
      const userId = endpoint.auth === 'user' ? await requireUser(request, options.resolveSession) : 0;
      const input = parseRequest(endpoint, request);
      const language = languageOf(request);
      let messageKey: MessageKey = 'code.ok';
      const context: RequestContext = {
        language,
        ip: request.ip,
        userId,
        token: tokenOf(request),
        setMessage: (key) => {
          messageKey = key;
        },
      };
      const payload = endpoint.response.parse(await handler(input, context));
      return sendOk(reply, message(language, messageKey), payload, endpoint.payload);
    },
  });
}

function parseRequest<Req extends z.ZodType>(endpoint: Endpoint<Req>, request: FastifyRequest): z.output<Req> {
  const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
  const parsed = endpoint.request.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  // Schema messages are catalogue keys (rules.ts, validators.ts); zod's own are replaced by one naming the field.
  const key = issue?.message && /^[a-z]+\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'validation.field';
  throw paramsError(key, field);
}
