// The console's one request wrapper: every console endpoint is a POST of JSON that answers the envelope
// ({code, msg, data}). The session is the httpOnly cookie the browser sends itself (same origin only); the CSRF
// token login or getSession answered goes back in CONSOLE.csrfHeader. Side effects are injected so the handling
// is unit-tested in Node (client.test.ts); api.ts wires the browser's.
import { CODE, CONSOLE, type Envelope } from '@kk/contract';
import type { ConsoleName, ConsoleRequest, ConsoleResponse, EndpointTable } from './types.ts';

/** A refused or failed call: `message` is the server's `msg` (already in the operator's language) or ours. */
export class ConsoleError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown) {
    super(message);
    this.name = 'ConsoleError';
    this.code = code;
    this.data = data;
  }
}

/** A network failure or an answer that is not the envelope. */
export const NETWORK_FAILURE_CODE = 500;

export interface ConsoleClientDeps {
  endpoints: EndpointTable;
  fetch: typeof fetch;
  getCsrf(): string | null;
  getLanguage(): string;
  /** The session is gone (401) or its CSRF token is not this session's (-2924): open the login screen. */
  onSignedOut(): void;
  /** Text of a refusal without `msg`, and of a network failure. */
  serverErrorText(): string;
  networkErrorText(detail: string): string;
}

export interface ConsoleClient {
  call<N extends ConsoleName>(name: N, body?: ConsoleRequest<N>): Promise<ConsoleResponse<N>>;
}

export function createConsoleClient(deps: ConsoleClientDeps): ConsoleClient {
  async function send(name: ConsoleName, body: unknown): Promise<Envelope> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    const csrf = deps.getCsrf();
    if (csrf) headers[CONSOLE.csrfHeader] = csrf;
    let response: Response;
    try {
      response = await deps.fetch(deps.endpoints[name].path, {
        method: 'POST',
        headers,
        credentials: 'same-origin',
        body: JSON.stringify(body ?? {}),
      });
    } catch (error) {
      throw new ConsoleError(
        NETWORK_FAILURE_CODE,
        deps.networkErrorText(error instanceof Error ? error.message : String(error)),
        null,
      );
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const envelope = (await response.json()) as Envelope;
      if (typeof envelope?.code === 'number') return envelope;
    }
    if (response.status === 401) return { code: CODE.notLoggedIn, msg: '' };
    throw new ConsoleError(NETWORK_FAILURE_CODE, deps.networkErrorText(`HTTP ${response.status}`), null);
  }

  return {
    async call(name, body) {
      const envelope = await send(name, body);
      const data = envelope.data ?? envelope.result ?? null;
      if (envelope.code === 0) return data as never;
      if (envelope.code === CODE.notLoggedIn || envelope.code === CODE.csrfInvalid) deps.onSignedOut();
      throw new ConsoleError(envelope.code, envelope.msg || deps.serverErrorText(), data);
    },
  };
}
