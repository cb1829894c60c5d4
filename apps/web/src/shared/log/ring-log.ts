// The app's own recent log (/pages/log/log): a bounded ring buffer persisted to local storage. Plain TypeScript
// with storage and timers injected (ring-log.test.ts). Nothing secret is ever stored: free text is redacted on
// the way in, and request entries carry only an endpoint path (never its query or body), a code and a time.

export const LOG_CAPACITY = 200;
export const LOG_SAVE_DELAY_MS = 1_000;

export const LOG_KIND = { request: 'request', socket: 'socket', error: 'error', info: 'info' } as const;
export type LogKind = (typeof LOG_KIND)[keyof typeof LOG_KIND];

export interface LogEntry {
  /** Increasing within a visit: the list's key. */
  id: number;
  time: number;
  kind: LogKind;
  text: string;
}

const REDACTED = '***';
// `token: abc`, `"password":"x"`, `code=123456`, `phone=138...`: the value after a secret-bearing key.
const SECRET_PAIR =
  /\b(token|password|passwd|pwd|code|smsCode|phone|mobile|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi;
// Mainland phone numbers, whole or masked (138****1234).
const PHONE = /(?<!\d)1[3-9]\d(?:\d{4}|\*{4})\d{4}(?!\d)/g;
// Six digits alone: the length of an SMS code.
const SIX_DIGITS = /(?<![\d.])\d{6}(?![\d.])/g;
// Long opaque strings: session tokens, keys, signatures.
const OPAQUE = /[A-Za-z0-9_-]{24,}/g;

/** Removes what must never be logged: tokens, codes, passwords and phone numbers. */
export function redact(text: string): string {
  return text
    .replace(SECRET_PAIR, (_match, key: string, separator: string) => `${key}${separator}${REDACTED}`)
    .replace(PHONE, REDACTED)
    .replace(OPAQUE, REDACTED)
    .replace(SIX_DIGITS, REDACTED);
}

/** One request: `POST`-less path, the catalogue code and the duration. Built from safe parts only. */
export function requestText(path: string, code: number, ms: number): string {
  return `${path.split('?')[0]} · ${code} · ${Math.round(ms)} ms`;
}

export interface LogStorage {
  load(): string | null;
  save(value: string): void;
}

export interface LogTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

function parse(saved: string | null, capacity: number): LogEntry[] {
  if (!saved) return [];
  try {
    const value = JSON.parse(saved) as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is LogEntry =>
          typeof entry?.time === 'number' && typeof entry?.kind === 'string' && typeof entry?.text === 'string',
      )
      .slice(-capacity)
      .map((entry, index) => ({ ...entry, id: typeof entry.id === 'number' ? entry.id : index + 1 }));
  } catch {
    return [];
  }
}

export function createRingLog(options: {
  storage: LogStorage;
  now?: () => number;
  timers?: LogTimers;
  capacity?: number;
  saveDelayMs?: number;
}) {
  const capacity = options.capacity ?? LOG_CAPACITY;
  const now = options.now ?? Date.now;
  const timers: LogTimers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let entries = parse(options.storage.load(), capacity);
  let nextId = entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  let timer: unknown = null;
  const listeners = new Set<() => void>();

  const flush = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    options.storage.save(JSON.stringify(entries));
  };
  const changed = () => {
    for (const listener of listeners) listener();
    if (timer === null) timer = timers.setTimeout(flush, options.saveDelayMs ?? LOG_SAVE_DELAY_MS);
  };
  const push = (kind: LogKind, text: string) => {
    // A new array each time: React reads the list as an immutable snapshot.
    entries = [...entries, { id: nextId, time: now(), kind, text }].slice(-capacity);
    nextId += 1;
    changed();
  };

  return {
    /** Oldest first. */
    entries: (): readonly LogEntry[] => entries,
    request(path: string, code: number, ms: number) {
      push(LOG_KIND.request, requestText(path, code, ms));
    },
    add(kind: LogKind, text: string) {
      push(kind, redact(text));
    },
    clear() {
      entries = [];
      changed();
    },
    flush,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type RingLog = ReturnType<typeof createRingLog>;

/** The log as plain text for the clipboard, one entry a line. */
export function logAsText(entries: readonly LogEntry[]): string {
  return entries.map((entry) => `${new Date(entry.time).toISOString()} [${entry.kind}] ${entry.text}`).join('\n');
}
