// Server → client frames are `{code, msg, type, data}` and `seq` on the events of a user's stream
// (packages/contract/src/realtime.ts). Built once as JSON text, so one event fans out without re-encoding. The
// contract's frame union types every frame written here: a field changed there fails the build of its writers.
import { CODE, CODE_MESSAGE_KEY, type Code, type FrameData, type ServerFrameType } from '@kk/contract';
import type { Language } from '@kk/contract/i18n';
import { message } from '../http/language.ts';

declare const encoded: unique symbol;
/** JSON text of a value of type `T`, encoded once and written into frames as it is. */
export type JsonOf<T> = string & { readonly [encoded]: T };

/** `value` as JSON text that remembers what it encodes. */
export function jsonOf<T>(value: T): JsonOf<T> {
  return JSON.stringify(value) as JsonOf<T>;
}

/**
 * An object's JSON text from its fields' JSON texts, in the order given: the same text as jsonOf of the object,
 * for a field (a message) already encoded for another frame.
 */
export function jsonObjectOf<T extends object>(fields: { [K in keyof T]-?: JsonOf<T[K]> }): JsonOf<T> {
  let text = '';
  for (const key in fields) text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${fields[key]}`;
  return `{${text}}` as JsonOf<T>;
}

export function frameText<T extends ServerFrameType>(type: T, data: FrameData<T>, seq?: number): string {
  return JSON.stringify(
    seq === undefined ? { code: CODE.ok, msg: '', type, data } : { code: CODE.ok, msg: '', type, data, seq },
  );
}

/**
 * The same text as frameText for data already encoded (`dataJson`): one message goes out as the recipient's
 * `message`, the sender's other devices' `message` and the sender's `ack`, and is encoded only once for all.
 */
export function frameTextOf<T extends ServerFrameType>(type: T, dataJson: JsonOf<FrameData<T>>, seq?: number): string {
  const head = `{"code":${CODE.ok},"msg":"","type":${JSON.stringify(type)},"data":${dataJson}`;
  return seq === undefined ? `${head}}` : `${head},"seq":${seq}}`;
}

/** An `error` frame: a catalogue code, its message in the socket's language, and what it refers to. */
export function errorFrameText(
  language: Language,
  code: Code,
  data: FrameData<'error'> = null,
  messageKey: string = CODE_MESSAGE_KEY[code],
  vars?: Record<string, string | number>,
  moments?: Record<string, number>,
): string {
  return JSON.stringify({ code, msg: message(language, messageKey, vars, moments), type: 'error', data });
}
