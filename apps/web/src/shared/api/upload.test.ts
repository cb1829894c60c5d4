// The uploader: the wrapper's headers, progress, the catalogue handling (401 opens login; other refusals are
// left to the item, without a toast), and network failures as SPEC §8's "500".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UPLOAD_PATH } from '@kk/contract';
import type { ApiError } from './client.ts';
import type { EndpointTable } from './types.ts';
import { createUploader, type XhrLike } from './upload.ts';

class FakeXhr implements XhrLike {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  const seen = { toasts: [] as string[], unauthorized: 0, cleared: 0, logged: [] as string[] };
  const upload = createUploader({
    endpoints: {} as EndpointTable,
    fetch: globalThis.fetch,
    getToken: () => 'tk',
    clearToken: () => {
      seen.cleared += 1;
    },
    getPromoteCode: () => 'P1',
    getLanguage: () => 'en',
    onUnauthorized: () => {
      seen.unauthorized += 1;
    },
    toast: (text) => seen.toasts.push(text),
    serverErrorText: () => '服务报错',
    networkErrorText: (error) => `network: ${error instanceof Error ? error.message : String(error)}`,
    logRequest: ({ path, code }) => seen.logged.push(`${path} ${code}`),
    createXhr: () => new FakeXhr(),
  });
  return { upload, seen };
}

const file = {
  id: 'a'.repeat(32),
  url: '/files/u/aa/x.jpg',
  thumb: '/files/u/aa/x.webp',
  name: 'x.jpg',
  size: 9,
  type: 'image/jpeg',
};

describe('uploader', () => {
  it('posts the file as multipart field `file` with the headers of every call, reporting progress', async () => {
    const { upload, seen } = setup();
    const progress: number[] = [];
    const done = upload(new Blob(['abc'], { type: 'image/jpeg' }), 'x.jpg', { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last as FakeXhr;
    assert.equal(xhr.method, 'POST');
    assert.equal(xhr.url, UPLOAD_PATH);
    assert.equal(xhr.headers.token, 'tk');
    assert.equal(xhr.headers.platForm, 'h5');
    assert.equal(xhr.headers.promoteCode, 'P1');
    assert.equal(xhr.headers['Accept-Language'], 'en');
    assert.equal(xhr.headers['Content-Type'], undefined, 'the browser sets the multipart boundary');
    assert.ok(xhr.body?.get('file') instanceof Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, { code: 0, msg: '成功', data: file });
    assert.deepEqual(await done, file);
    assert.deepEqual(progress, [50, 99, 100], '100 only once the server answered');
    assert.deepEqual(seen.toasts, []);
    assert.deepEqual(seen.logged, ['/api/file/upload 0']);
  });

  it('a refusal rejects with the server’s msg and makes no toast (the item shows it)', async () => {
    const { upload, seen } = setup();
    const done = upload(new Blob(['x']), 'x.jpg');
    FakeXhr.last?.answer(200, { code: -2301, msg: 'exceeds size limit', data: null });
    await assert.rejects(done, (error: ApiError) => error.code === -2301 && error.message === 'exceeds size limit');
    assert.deepEqual(seen.toasts, []);
  });

  it('401 drops the token and opens login', async () => {
    const { upload, seen } = setup();
    const done = upload(new Blob(['x']), 'x.jpg');
    FakeXhr.last?.answer(401, { code: 401, msg: '请先登录', data: null });
    await assert.rejects(done, (error: ApiError) => error.code === 401 && error.handled);
    assert.deepEqual([seen.cleared, seen.unauthorized], [1, 1]);
  });

  it('a network error or an answer that is not the envelope is SPEC’s "500" with its text', async () => {
    const { upload } = setup();
    const failing = upload(new Blob(['x']), 'x.jpg');
    FakeXhr.last?.onerror?.();
    await assert.rejects(
      failing,
      (error: ApiError) => error.code === 500 && error.message === 'network: Failed to fetch',
    );
    const html = upload(new Blob(['x']), 'x.jpg');
    FakeXhr.last?.answer(502, '<html>bad gateway</html>');
    await assert.rejects(html, (error: ApiError) => error.code === 500 && error.message === 'network: HTTP 502');
  });

  it('cancelling aborts the request', async () => {
    const { upload } = setup();
    const controller = new AbortController();
    const done = upload(new Blob(['x']), 'x.jpg', { signal: controller.signal });
    controller.abort();
    await assert.rejects(done, (error: Error) => error.name === 'AbortError');
  });
});
