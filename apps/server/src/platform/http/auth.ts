import { CODE, HEADER } from '@kk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Resolves a raw token to its user id, or null for an unknown, revoked or expired token. */
export type SessionResolver = (token: string) => Promise<number | null>;

/** The token of a request: the `token` header (SPEC §3). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.token];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : undefined;
}

export async function requireUser(request: FastifyRequest, resolve: SessionResolver): Promise<number> {
  const token = tokenOf(request);
  const userId = token ? await resolve(token) : null;
  if (userId == null) throw new AppError(CODE.notLoggedIn);
  return userId;
}
