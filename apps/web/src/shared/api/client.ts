// The one request wrapper (SPEC §7, §8). Plain TypeScript with every side effect injected, so the catalogue
// handling is unit-tested in Node (client.test.ts); api.ts wires the real browser effects.
import { CODE, type Envelope, HEADER, PLATFORM_H5, REQUEST_TIMEOUT_MS } from '@kk/contract';
import type { ApiName, ApiRequest, ApiResponse, EndpointTable } from './types.ts';

/** A refused or failed call. `handled` says the wrapper already told the user (toast or login). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly handled: boolean;
  constructor(code: number, message: string, data: unknown, handled: boolean) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.handled = handled;
  }
}

/** SPEC §8 "500": a network failure, reported with its error text. */
export const NETWORK_FAILURE_CODE = 500;

export interface CallOptions {
  /** The caller handles every non-zero code itself: no toast (401 still opens login). */
  silent?: boolean;
  /** Codes the caller handles itself, e.g. -2001 on SMS login (DESIGN §3). */
  handle?: readonly number[];
  /** Show the global loading indicator while the call runs. */
  loading?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  endpoints: EndpointTable;
  fetch: typeof fetch;
  baseUrl?: string;
  getToken(): string | null;
  clearToken(): void;
  getPromoteCode(): string | null;
  getLanguage(): string;
  /** 401: the token is gone; open login. */
  onUnauthorized(): void;
  toast(message: string): void;
  /** Fallback text of a refusal without `msg` (服务报错). */
  serverErrorText(): string;
  /** Text of a network failure (SPEC §8 "500"), from the error itself: its text, or a time-out notice. */
  networkErrorText(error: unknown): string;
  /** Starts the global loading indicator; returns its stop function. */
  beginLoading?(): () => void;
  timeoutMs?: number;
  /** Waits before the one retry of a -1030 (service busy) answer; tests pass their own. */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  /** Told of every finished call: the endpoint's path (never its query or body), the code and the time taken. */
  logRequest?(entry: RequestLogEntry): void;
  now?(): number;
}

export interface RequestLogEntry {
  path: string;
  code: number;
  ms: number;
  /** Why a call got no envelope (network, time-out, not JSON): the log page keeps its detail for debugging. */
  error?: unknown;
}

export interface ApiClient {
  call<N extends ApiName>(name: N, body?: ApiRequest<N>, options?: CallOptions): Promise<ApiResponse<N>>;
}

/** The headers of SPEC §3 every call carries, the upload included (upload.ts). */
export function requestHeaders(deps: ApiClientDeps): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HEADER.platform]: PLATFORM_H5,
    'Accept-Language': deps.getLanguage(),
  };
  const token = deps.getToken();
  if (token) headers[HEADER.token] = token;
  const promoteCode = deps.getPromoteCode();
  if (promoteCode) headers[HEADER.promoteCode] = promoteCode;
  return headers;
}

/** The catalogue handling of a refused envelope (SPEC §8): always throws an ApiError. */
export function refuse(deps: ApiClientDeps, envelope: Envelope, options: CallOptions): never {
  const { code, msg } = envelope;
  const data = envelope.data ?? envelope.result ?? null;
  if (code === CODE.notLoggedIn) {
    deps.clearToken();
    deps.onUnauthorized();
    throw new ApiError(code, msg, data, true);
  }
  // -520 "no kk lock" is an answer, not a failure worth telling the user (SPEC §8).
  if (code === CODE.noKkLock) throw new ApiError(code, msg, data, true);
  const callerHandles = options.silent === true || (options.handle?.includes(code) ?? false);
  const text = msg || deps.serverErrorText();
  if (!callerHandles) deps.toast(text);
  throw new ApiError(code, text, data, !callerHandles);
}

/**
 * A -1030 (HTTP 503) answer means the server could not reach its database or Redis for a moment: the call is sent
 * once more after this pause, and only a second refusal reaches the user (as its catalogue message).
 */
export const BUSY_RETRY_MS = 1_000;

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const sleep = deps.sleep ?? sleepFor;

  async function send(name: ApiName, body: unknown, signal: AbortSignal): Promise<Envelope> {
    const endpoint = deps.endpoints[name];
    const headers = requestHeaders(deps);
    let url = `${deps.baseUrl ?? ''}${endpoint.path}`;
    const init: RequestInit = { method: endpoint.method, headers, signal };
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
        if (value !== undefined && value !== null) query.set(key, String(value));
      }
      if (query.size > 0) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body ?? {});
    }
    const response = await deps.fetch(url, init);
    // The server answers its envelope on 4xx/5xx too: read the body whenever it is JSON.
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const envelope = (await response.json()) as Envelope;
      if (typeof envelope?.code === 'number') return envelope;
    }
    if (response.status === 401) return { code: CODE.notLoggedIn, msg: '' };
    throw new Error(`HTTP ${response.status}`);
  }

  return {
    async call(name, body, options = {}) {
      const endpoint = deps.endpoints[name];
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const stopLoading = options.loading ? deps.beginLoading?.() : undefined;
      const now = deps.now ?? Date.now;
      const started = now();
      const log = (code: number, error?: unknown) =>
        deps.logRequest?.({ path: endpoint.path, code, ms: now() - started, error });
      let envelope: Envelope;
      try {
        envelope = await send(name, body, signal);
        if (envelope.code === CODE.serviceBusy) {
          log(envelope.code);
          await sleep(BUSY_RETRY_MS, signal);
          envelope = await send(name, body, signal);
        }
        log(envelope.code);
      } catch (error) {
        log(NETWORK_FAILURE_CODE, error);
        if (options.signal?.aborted) throw error;
        const text = deps.networkErrorText(error);
        if (!options.silent) deps.toast(text);
        throw new ApiError(NETWORK_FAILURE_CODE, text, null, !options.silent);
      } finally {
        stopLoading?.();
      }
      if (envelope.code !== CODE.ok) refuse(deps, envelope, options);
      const payload = endpoint.payload === 'result' ? envelope.result : envelope.data;
      return payload as ApiResponse<typeof name>;
    },
  };
}
