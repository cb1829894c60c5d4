// Server → client frames are `{code, msg, type, data}` and `seq` on the events of a user's stream
// (packages/contract/src/realtime.ts). Built once as JSON text, so one event fans out without re-encoding.
import { CODE, CODE_MESSAGE_KEY, type Code } from '@kk/contract';
import type { Language } from '@kk/contract/i18n';
import { message } from '../http/language.ts';

export function frameText(type: string, data: unknown, seq?: number, msg = ''): string {
  return JSON.stringify(
    seq === undefined ? { code: CODE.ok, msg, type, data } : { code: CODE.ok, msg, type, data, seq },
  );
}

/**
 * The same text as frameText for data already encoded (`dataJson`): one message goes out as the recipient's
 * `message`, the sender's other devices' `message` and the sender's `ack`, and is encoded only once for all.
 */
export function frameTextOf(type: string, dataJson: string, seq?: number): string {
  const head = `{"code":${CODE.ok},"msg":"","type":${JSON.stringify(type)},"data":${dataJson}`;
  return seq === undefined ? `${head}}` : `${head},"seq":${seq}}`;
}

/** An `error` frame: a catalogue code, its message in the socket's language, and what it refers to. */
export function errorFrameText(
  language: Language,
  code: Code,
  data: Record<string, unknown> | null = null,
  messageKey: string = CODE_MESSAGE_KEY[code],
  vars?: Record<string, string | number>,
): string {
  return JSON.stringify({ code, msg: message(language, messageKey, vars), type: 'error', data });
}
