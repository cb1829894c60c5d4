// Structured logs (pino through Fastify). Requests are logged by method and path only: no body, no query
// string (the chat socket carries its token there), and the token header is redacted wherever it appears.
// Every line then passes through `scrubLogLine` before it is written: whatever an error message, a stack or a
// provider's answer carries (a request URL with the phone and the code, say), no full phone number, six-digit
// code, token or password value reaches the log (docs/operations.md "Logs").
import type { FastifyBaseLogger, FastifyServerOptions, RawServerDefault } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';

/** Lines bound with this flag are the development SMS channel (console sender), which prints codes on purpose. */
export const DEV_SMS_LOG = 'devSms';

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const destination = stream ?? process.stdout;
  return {
    level,
    stream: { write: (line: string) => destination.write(scrubLogLine(line)) },
    redact: {
      paths: ['req.headers.token', 'headers.token', '*.token', '*.password', '*.code'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, path: request.url.split('?')[0], id: request.id };
      },
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Fastify's `childLoggerFactory`: the request's logger (bound to its id), made on its first line rather than
 * for every request. Making a pino child costs more than the rest of a small signed-in request's own work
 * (bench/README.md "auth-endpoint"), and at the usual levels most requests write nothing but Fastify's two
 * request lines, which a level below `info` skips too. A level that is off never makes the child.
 */
export const lazyRequestLogger: FastifyChildLoggerFactory<RawServerDefault> = (logger, bindings, options) =>
  new LazyLogger(logger as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;

type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/** One object per request, its methods on the prototype (closures per request cost as much as the child did). */
class LazyLogger {
  readonly #parent: ParentLogger;
  readonly #bindings: Parameters<FastifyBaseLogger['child']>[0];
  readonly #options: Parameters<FastifyBaseLogger['child']>[1];
  #child: FastifyBaseLogger | undefined;

  constructor(
    parent: ParentLogger,
    bindings: Parameters<FastifyBaseLogger['child']>[0],
    options: Parameters<FastifyBaseLogger['child']>[1],
  ) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #log(level: Level, args: LogArgs): void {
    if (this.#child || this.#parent.isLevelEnabled(level)) (this.#real()[level] as (...a: LogArgs) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: LogArgs): void {
    this.#log('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#log('error', args);
  }
  warn(...args: LogArgs): void {
    this.#log('warn', args);
  }
  info(...args: LogArgs): void {
    this.#log('info', args);
  }
  debug(...args: LogArgs): void {
    this.#log('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#log('trace', args);
  }
  silent(): void {}
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#real().child(...args);
  }
}

// Runs of percent-escapes are decoded first, so `%22code%22%3A%22123456%22` is seen as `"code":"123456"`.
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const SECRET_PAIR = /\b(password|passwd|pwd|token|secret|signature)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi;
// Tokens (256 random bits in base64url), token hashes and the like: long opaque runs.
const OPAQUE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g;
// A mainland mobile number, optionally with +86: kept masked as SPEC §9 shows it (first 3, ****, last 4).
const PHONE = /(?<!\d)(?:\+?86)?(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
// A six-digit run standing alone (a request id's hex digits touch letters, so they are left whole).
const CODE = /(?<![0-9A-Za-z])\d{6}(?![0-9A-Za-z])/g;
// Cheap test before parsing: JSON numbers follow a colon, so the time and the pid never trigger it.
const SUSPECT = /%[0-9A-Fa-f]{2}|(?<![:\d])\d{6}|[A-Za-z0-9_-]{40}|pass|pwd|token|secret|signature/i;

export function scrubText(text: string): string {
  return text
    .replace(PERCENT_RUN, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    })
    .replace(SECRET_PAIR, '$1$2[redacted]')
    .replace(OPAQUE, '[redacted]')
    .replace(PHONE, '$1****$2')
    .replace(CODE, '******');
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item)]));
  }
  return value;
}

/** One pino line (JSON) in, the same line with every string value scrubbed out. */
export function scrubLogLine(line: string): string {
  if (!SUSPECT.test(line)) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${scrubText(line.trimEnd())}\n`;
  }
  if (entry[DEV_SMS_LOG] === true) return line;
  return `${JSON.stringify(scrubValue(entry))}\n`;
}
