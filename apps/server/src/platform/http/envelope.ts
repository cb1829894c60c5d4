import { CODE, httpStatusOf } from '@kk/contract';
import type { FastifyReply } from 'fastify';

/** Sends `{code, msg, data}` (or `result`) with the HTTP status that goes with the code. */
export function sendEnvelope(
  reply: FastifyReply,
  code: number,
  msg: string,
  payload: unknown = null,
  key: 'data' | 'result' = 'data',
): FastifyReply {
  return reply
    .status(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .send({ code, msg, [key]: payload });
}

export function sendOk(reply: FastifyReply, msg: string, payload: unknown, key: 'data' | 'result' = 'data') {
  return sendEnvelope(reply, CODE.ok, msg, payload, key);
}
