// Who is asking on a console endpoint (auth `operator`, contract api/console.ts): a console session from its
// httpOnly cookie, never a member token, and on every call but getSession the session's CSRF token in its header.
// The sessions themselves are the operator feature's (features/operator); this only reads the request.
import { timingSafeEqual } from 'node:crypto';
import { CODE, CONSOLE, consoleGetSession, type Endpoint, type Operator } from '@kk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface ConsoleSession {
  operator: Operator;
  /** The session's CSRF token, sent back by the console in CONSOLE.csrfHeader. */
  csrf: string;
  expiresAt: number;
  /** The raw cookie value, for logout. */
  token: string;
}

/** Resolves a console cookie to its live session, or null for an unknown, ended or expired one. */
export type ConsoleSessionResolver = (token: string) => Promise<ConsoleSession | null>;

/** The console session cookie of a request, if any. */
export function consoleCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CONSOLE.cookie) continue;
    const value = part.slice(at + 1).trim();
    return value.length > 0 && value.length <= 200 ? value : undefined;
  }
  return undefined;
}

export async function requireOperator(
  request: FastifyRequest,
  endpoint: Endpoint,
  resolve: ConsoleSessionResolver | undefined,
): Promise<ConsoleSession> {
  const token = consoleCookieOf(request);
  const session = token && resolve ? await resolve(token) : null;
  if (!session) throw new AppError(CODE.notLoggedIn);
  if (endpoint.path !== consoleGetSession.path && !sameToken(request.headers[CONSOLE.csrfHeader], session.csrf)) {
    throw new AppError(CODE.csrfInvalid);
  }
  if (endpoint.role === 'admin' && session.operator.role !== 'admin') throw new AppError(CODE.operatorForbidden);
  return session;
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  const value = Array.isArray(sent) ? sent[0] : sent;
  if (!value) return false;
  const a = Buffer.from(value);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session of an `operator` endpoint's handler (route.ts resolved it before the handler ran). */
export function consoleSessionOf(context: { console: ConsoleSession | null }): ConsoleSession {
  if (!context.console) throw new Error('an operator endpoint ran without its console session');
  return context.console;
}
