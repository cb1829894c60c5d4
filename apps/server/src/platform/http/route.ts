// Registers a contract endpoint: check who is asking, parse and validate the request with its schema, run the
// handler, keep of its payload only what the contract names (answer.ts), and answer the envelope. Routes stay
// one-liners over services.
import { type Endpoint, endpointErrors, type MessageKey } from '@kk/contract';
import type { Language } from '@kk/contract/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerOf } from './answer.ts';
import { AppError, paramsError } from './app-error.ts';
import { requireUser, type SessionResolver, tokenOf } from './auth.ts';
import { type ConsoleSession, type ConsoleSessionResolver, requireOperator } from './console-auth.ts';
import { sendOk } from './envelope.ts';
import { languageOf, message } from './language.ts';

export interface RequestContext {
  language: Language;
  ip: string;
  /** The request came over https (request.protocol, behind a trusted proxy its X-Forwarded-Proto): cookies are Secure. */
  secure: boolean;
  /** The caller's user id; set on endpoints whose auth is `user`. */
  userId: number;
  /** The raw token of the request, for logout. */
  token: string | undefined;
  /** Success text: the handler may choose it (验证码已发送 and the like). */
  setMessage(key: MessageKey): void;
  /** The console session; set on endpoints whose auth is `operator`, null elsewhere. */
  console: ConsoleSession | null;
  /** Adds a header to the answer (the console's login and logout set its cookie). */
  setHeader(name: string, value: string): void;
}

export interface RouteOptions {
  resolveSession: SessionResolver;
  /** Console sessions (features/operator); without it every `operator` endpoint answers 401. */
  resolveConsoleSession?: ConsoleSessionResolver;
}

export function registerEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  options: RouteOptions,
  endpoint: Endpoint<Req, Res>,
  handler: (input: z.output<Req>, context: RequestContext) => Promise<z.input<Res>>,
): void {
  // zod's parse of the response, compiled once: only the fields the contract names are sent.
  const answerFor = answerOf(endpoint.response);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // Who is asking comes first: an anonymous caller learns nothing of a login-only endpoint's schema.
      const userId = endpoint.auth === 'user' ? await requireUser(request, options.resolveSession) : 0;
      const consoleSession =
        endpoint.auth === 'operator' ? await requireOperator(request, endpoint, options.resolveConsoleSession) : null;
      const input = parseRequest(endpoint, request);
      const language = languageOf(request);
      let messageKey: MessageKey = 'code.ok';
      const context: RequestContext = {
        language,
        ip: request.ip,
        secure: request.protocol === 'https',
        userId,
        token: tokenOf(request),
        setMessage: (key) => {
          messageKey = key;
        },
        console: consoleSession,
        setHeader: (name, value) => {
          reply.header(name, value);
        },
      };
      const payload = answerFor(await answer(endpoint, request, () => handler(input, context)));
      return sendOk(reply, message(language, messageKey), payload, endpoint.payload);
    },
  });
}

/** Runs the handler; a refusal the endpoint does not declare is still sent, and logged so the contract catches up. */
async function answer<T>(endpoint: Endpoint, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && !endpointErrors(endpoint).includes(error.code)) {
      request.log.error({ path: endpoint.path, code: error.code }, 'a refusal the endpoint does not declare');
    }
    throw error;
  }
}

function parseRequest<Req extends z.ZodType>(endpoint: Endpoint<Req>, request: FastifyRequest): z.output<Req> {
  const raw = endpoint.method === 'GET' ? request.query : (request.body ?? {});
  const parsed = endpoint.request.safeParse(raw);
  if (parsed.success) {
    const unstorable = unstorableField(parsed.data);
    if (unstorable !== null) throw paramsError('validation.textControl', unstorable || 'body');
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  // Schema messages are catalogue keys (rules.ts, validators.ts); zod's own are replaced by one naming the field.
  const key = issue?.message && /^[a-z]+\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'validation.field';
  throw paramsError(key, field);
}

/**
 * The path of the first field (in reading order) that holds NUL, which PostgreSQL cannot store in text (it
 * answered 500), or null. Every field the schema accepted, passwords and ids too, before any handler runs; the
 * text rules refuse NUL and the other control characters where text is kept. Fields the schema drops are never
 * used, so they are not looked at. Iterative, so no nesting can exhaust the stack.
 */
function unstorableField(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      const children = Object.entries(item).reverse();
      for (const [key, child] of children) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}
