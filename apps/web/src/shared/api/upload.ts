// `POST /api/file/upload` (multipart field `file`), sent with XMLHttpRequest because fetch cannot report upload
// progress. Same headers and the same catalogue handling as every other call (client.ts); a refusal other than
// 401 is left to the caller (silent), which shows it on the upload item instead of a toast.
import { CODE, type Envelope, REQUEST_TIMEOUT_MS, UPLOAD_FIELD, UPLOAD_PATH, type UploadedFile } from '@kk/contract';
import { type ApiClientDeps, ApiError, NETWORK_FAILURE_CODE, refuse, requestHeaders } from './client.ts';

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest the upload uses (a fake in upload.test.ts). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadDeps extends ApiClientDeps {
  createXhr(): XhrLike;
}

export interface UploadOptions {
  /** 0 to 100. 100 is reported only once the server has answered (it re-encodes after the bytes arrive). */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

export type UploadFn = (file: Blob, name: string, options?: UploadOptions) => Promise<UploadedFile>;

export function createUploader(deps: UploadDeps): UploadFn {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = deps.now ?? Date.now;

  return (file, name, options = {}) =>
    new Promise<UploadedFile>((resolve, reject) => {
      const xhr = deps.createXhr();
      const started = now();
      const log = (code: number, error?: unknown) =>
        deps.logRequest?.({ path: UPLOAD_PATH, code, ms: now() - started, error });
      const networkFailure = (error: unknown) => {
        log(NETWORK_FAILURE_CODE, error);
        reject(new ApiError(NETWORK_FAILURE_CODE, deps.networkErrorText(error), null, false));
      };
      xhr.open('POST', `${deps.baseUrl ?? ''}${UPLOAD_PATH}`);
      for (const [header, value] of Object.entries(requestHeaders(deps))) xhr.setRequestHeader(header, value);
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          options.onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => {
        const envelope = parseEnvelope(xhr.responseText);
        if (!envelope) {
          if (xhr.status === 401) return settle({ code: CODE.notLoggedIn, msg: '' });
          return networkFailure(new Error(`HTTP ${xhr.status}`));
        }
        settle(envelope);
      };
      const settle = (envelope: Envelope) => {
        log(envelope.code);
        if (envelope.code === CODE.ok) {
          options.onProgress?.(100);
          return resolve(envelope.data as UploadedFile);
        }
        try {
          refuse(deps, envelope, { silent: true });
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => networkFailure(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => networkFailure(new DOMException('The upload timed out', 'TimeoutError'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, name);
      xhr.send(form);
    });
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Envelope;
    return typeof value?.code === 'number' ? value : null;
  } catch {
    // Not JSON (a proxy's error page): not hidden, the caller reports it as SPEC's "500" with its HTTP status.
    return null;
  }
}
