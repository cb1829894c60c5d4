import { CODE, CODE_MESSAGE_KEY, type Code } from '@kk/contract';
import type { MessageVars } from '@kk/contract/i18n';

/**
 * A refusal the client should see: a catalogue code, the key of its message in the shared catalogues,
 * and optional placeholder values and payload. Anything else thrown is an unexpected error.
 */
export class AppError extends Error {
  readonly code: Code;
  readonly messageKey: string;
  readonly vars: MessageVars | undefined;
  /** Placeholders holding a moment, written out in the reader's language (language.ts formatMoment). */
  readonly moments: Record<string, number> | undefined;
  readonly data: unknown;

  constructor(
    code: Code,
    options: { messageKey?: string; vars?: MessageVars; moments?: Record<string, number>; data?: unknown } = {},
  ) {
    const messageKey = options.messageKey ?? CODE_MESSAGE_KEY[code];
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.vars = options.vars;
    this.moments = options.moments;
    this.data = options.data ?? null;
  }
}

/** -2222 with a message that names the problem and `data: {field}` naming the field (DESIGN §2). */
export function paramsError(messageKey: string, field: string): AppError {
  return new AppError(CODE.paramsError, { messageKey, vars: { field }, data: { field } });
}

/**
 * A refusal of a limit: its message may say when to retry ({{seconds}} or {{minutes}}, at least 1) and
 * `data.retryAfter` carries the seconds (errors.ts sends it as Retry-After on -1029).
 */
export function retryLater(code: Code, messageKey: string, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(code, { messageKey, vars: { seconds, minutes }, data: { retryAfter: seconds } });
}
