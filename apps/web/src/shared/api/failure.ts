// How a failed call reaches the user and the app log (docs/decisions/0065-web-request-wrapper-and-failures.md). Plain
// TypeScript with its effects injected (failure.test.ts); report-failure.ts wires the toast, the log and the texts.
//
// - A refusal (ApiError) has already been told by the wrapper (toast or login), or the caller asked to tell it
//   itself (`silent`, `handle`): then it is toasted here unless the screen shows that code inline (`handles`).
// - Anything else (a bug, a thrown non-API error) is a generic failure on screen, and its details go to the
//   log page: where it happened, the error's name, message and first stack frames. Never the call's body: the
//   log redacts secrets in free text on the way in (ring-log.ts), and nothing here adds any.
import { ApiError } from './client.ts';

export const FAILURE = { refused: 'refused', unexpected: 'unexpected', cancelled: 'cancelled' } as const;

export type Failure =
  | { kind: typeof FAILURE.refused; code: number; message: string }
  | { kind: typeof FAILURE.unexpected; message: string }
  | { kind: typeof FAILURE.cancelled };

export interface FailureContext {
  /** What was being done, for the log: an endpoint's path or name. */
  where: string;
  /** Codes the screen shows itself (inline, or a next step such as registration on -2001): no toast. */
  handles?: readonly number[];
}

export interface FailureDeps {
  toast(message: string): void;
  /** Appends an error entry to the app log (which redacts it). */
  log(text: string): void;
  /** The generic failure, in the user's language. */
  unexpectedText(): string;
}

/** Stack frames kept in the log: enough to find the line, small enough for a 200-entry local log. */
export const STACK_FRAMES = 6;

/** A cancelled request or action (AbortController) is the user's own doing, not a failure. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The log's text of an unexpected error: where, name, message, then the first stack frames. */
export function failureText(error: unknown, where: string): string {
  if (!(error instanceof Error)) return `${where} · thrown ${typeof error}: ${String(error)}`;
  // V8 frames read `    at f (url:1:2)`, Firefox and Safari ones `f@url:1:2`; the first stack line repeats the message.
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') || line.includes('@'))
    .slice(0, STACK_FRAMES);
  return [`${where} · ${error.name}: ${error.message}`, ...frames].join('\n');
}

export function createFailureReporter(deps: FailureDeps) {
  /** Tells the user what went wrong (once) and logs what was not a refusal. */
  function report(error: unknown, context: FailureContext): Failure {
    if (isAbort(error)) return { kind: FAILURE.cancelled };
    if (error instanceof ApiError) {
      if (!error.handled && !context.handles?.includes(error.code)) deps.toast(error.message);
      return { kind: FAILURE.refused, code: error.code, message: error.message };
    }
    deps.log(failureText(error, context.where));
    const message = deps.unexpectedText();
    deps.toast(message);
    return { kind: FAILURE.unexpected, message };
  }

  /**
   * Only logs, for failures a screen already shows in place (a list's "load failed" with its retry). Refusals
   * and network failures are in the log already (the wrapper's request entries); returns whether it logged.
   */
  function record(error: unknown, where: string): boolean {
    if (isAbort(error) || error instanceof ApiError) return false;
    deps.log(failureText(error, where));
    return true;
  }

  return { report, record };
}

export type FailureReporter = ReturnType<typeof createFailureReporter>;

/** What the MutationCache hands over of a failed mutation: its meta says what it called and what it shows. */
interface FailedMutation {
  meta?: { endpoint?: string; handles?: readonly number[] } | undefined;
}

/**
 * The MutationCache's onError: every mutation's failure, whether or not its screen is still mounted, is told
 * once through the reporter. `whereOf` turns the endpoint's name into its path for the log.
 */
export function mutationFailureHandler(reporter: FailureReporter, whereOf: (endpoint: string | undefined) => string) {
  return (error: unknown, _variables: unknown, _context: unknown, mutation: FailedMutation): void => {
    reporter.report(error, { where: whereOf(mutation.meta?.endpoint), handles: mutation.meta?.handles });
  };
}
