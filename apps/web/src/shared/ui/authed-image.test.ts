// Chat images come with the app's token (the server serves them to the conversation's two people only) and are
// shown from blob: URLs; a refusal is an error to show, never a broken picture; the token never leaves the app.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AuthedImageDeps, ImageUnavailable, loadAuthedImage } from './authed-image.ts';

function setup(answer: () => Response, token: string | null = 'tk') {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  const blobs: Blob[] = [];
  const deps: AuthedImageDeps = {
    fetch: async (input, init) => {
      seen.push({ url: String(input), init: init ?? {} });
      return answer();
    },
    getToken: () => token,
    createObjectURL: (blob) => {
      blobs.push(blob);
      return `blob:app/${blobs.length}`;
    },
  };
  return { deps, seen, blobs };
}

const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
const refusal = () =>
  new Response(JSON.stringify({ code: 404, msg: '资源不存在', data: null }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

describe('loadAuthedImage', () => {
  it('fetches a file of the server with the token header, and shows it from a blob: URL', async () => {
    const { deps, seen, blobs } = setup(png);
    const controller = new AbortController();
    const image = await loadAuthedImage('/files/u/ab/abc_t.webp', deps, controller.signal);
    assert.deepEqual(image, { src: 'blob:app/1', owned: true });
    assert.equal(seen.length, 1);
    assert.equal(seen[0]?.url, '/files/u/ab/abc_t.webp');
    assert.deepEqual(seen[0]?.init.headers, { token: 'tk' });
    assert.equal(seen[0]?.init.credentials, 'omit');
    assert.equal(seen[0]?.init.signal, controller.signal);
    assert.equal(blobs[0]?.size, 4);
    assert.equal(blobs[0]?.type, 'image/png');
  });

  it('signed out: asks without a token (the server answers as for a missing file)', async () => {
    const { deps, seen } = setup(png, null);
    await loadAuthedImage('/files/u/ab/abc.png', deps);
    assert.deepEqual(seen[0]?.init.headers, {});
  });

  it('a refusal or an answer that is no picture is an error, and no blob: URL is made', async () => {
    for (const answer of [
      refusal,
      () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    ]) {
      const { deps, blobs } = setup(answer);
      await assert.rejects(loadAuthedImage('/files/u/ab/abc.png', deps), ImageUnavailable);
      assert.equal(blobs.length, 0);
    }
    const { deps } = setup(refusal);
    await assert.rejects(loadAuthedImage('/files/u/ab/abc.png', deps), (error: ImageUnavailable) => {
      assert.equal(error.status, 404);
      return true;
    });
  });

  it('anything else is shown as it is: the token never goes to another origin', async () => {
    const { deps, seen } = setup(png);
    for (const url of ['', 'blob:app/9', 'data:image/png;base64,AAAA', 'https://cdn.example.com/files/u/a.png']) {
      assert.deepEqual(await loadAuthedImage(url, deps), { src: url, owned: false });
    }
    assert.equal(seen.length, 0);
  });
});
