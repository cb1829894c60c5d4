// The upload queue: SPEC §5's concurrency of 5, SPEC §4's item transitions, retry, and the pick cap of 9.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE, type UploadedFile } from '@kk/contract';
import { ApiError, NETWORK_FAILURE_CODE } from '../api/client.ts';
import {
  capPick,
  createUploadQueue,
  failed,
  isTransientFailure,
  newItem,
  type PickedFile,
  retried,
  succeeded,
  UPLOAD_STATUS,
  type UploadItem,
  withProgress,
} from './upload-queue.ts';

const picked = (name: string): PickedFile => ({
  file: new Blob([new Uint8Array(10)], { type: 'image/png' }),
  name,
  preview: `blob:${name}`,
});

const answer = (name: string): UploadedFile => ({
  id: name.padEnd(32, '0'),
  url: `/files/${name}.png`,
  thumb: `/files/${name}.webp`,
  name,
  size: 10,
  type: 'image/png',
});

/** A controllable upload: each call waits until the test settles it. */
function controlled() {
  const calls: Array<{ name: string; progress: (p: number) => void; resolve: () => void; reject: (e: Error) => void }> =
    [];
  let running = 0;
  let peak = 0;
  const work = (_file: Blob, name: string, progress: (p: number) => void) =>
    new Promise<UploadedFile>((resolve, reject) => {
      running += 1;
      peak = Math.max(peak, running);
      calls.push({
        name,
        progress,
        resolve: () => {
          running -= 1;
          resolve(answer(name));
        },
        reject: (error) => {
          running -= 1;
          reject(error);
        },
      });
    });
  return { calls, work, peak: () => peak };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('upload items', () => {
  it('start uploading at 0 with the picked name, size and type', () => {
    const item = newItem('u1', picked('a.png'));
    assert.equal(item.status, UPLOAD_STATUS.uploading);
    assert.equal(item.progress, 0);
    assert.equal(item.name, 'a.png');
    assert.equal(item.size, 10);
    assert.equal(item.type, 'image/png');
    assert.equal(item.thumb, 'blob:a.png');
  });

  it('progress only moves forward within 0-100, and only while uploading', () => {
    const item = newItem('u1', picked('a.png'));
    assert.equal(withProgress(item, 40).progress, 40);
    assert.equal(withProgress(withProgress(item, 40), 20).progress, 40);
    assert.equal(withProgress(item, 140).progress, 100);
    assert.equal(withProgress(item, -5).progress, 0);
    assert.equal(withProgress(failed(item, 'x'), 50).progress, 0);
  });

  it('success takes the server’s file; failure keeps the reason; retry starts over', () => {
    const item = withProgress(newItem('u1', picked('a.png')), 60);
    const done = succeeded(item, answer('a'));
    assert.deepEqual(
      [done.status, done.progress, done.fileId, done.url],
      [UPLOAD_STATUS.success, 100, answer('a').id, '/files/a.png'],
    );
    const bad = failed(item, '文件超出大小限制');
    assert.deepEqual([bad.status, bad.message], [UPLOAD_STATUS.failed, '文件超出大小限制']);
    const again = retried(bad);
    assert.deepEqual([again.status, again.message, again.progress], [UPLOAD_STATUS.uploading, '', 0]);
    assert.equal(retried(done), done, 'only a failed item is retried');
  });

  it('a pick keeps at most 9 files and says how many were left out', () => {
    const files = Array.from({ length: 12 }, (_, i) => i);
    assert.deepEqual(capPick(files), { kept: files.slice(0, 9), dropped: 3 });
    assert.deepEqual(capPick(files.slice(0, 2), 1), { kept: [0], dropped: 1 });
    assert.deepEqual(capPick([]), { kept: [], dropped: 0 });
  });
});

describe('upload queue', () => {
  it('runs at most 5 at once and starts the next as one finishes', async () => {
    const control = controlled();
    const snapshots: Array<readonly UploadItem[]> = [];
    const idle: Array<readonly UploadItem[]> = [];
    const queue = createUploadQueue({
      work: control.work,
      messageOf: (error) => String(error),
      onChange: (items) => snapshots.push(items),
      onIdle: (items) => idle.push(items),
    });
    queue.add(Array.from({ length: 9 }, (_, i) => picked(`p${i}`)));
    assert.equal(control.calls.length, 5);
    assert.equal(queue.pending(), 9);
    assert.ok(queue.items().every((item) => item.status === UPLOAD_STATUS.uploading));

    control.calls[0]?.progress(50);
    assert.equal(queue.items()[0]?.progress, 50);
    control.calls[0]?.resolve();
    await tick();
    assert.equal(control.calls.length, 6, 'the sixth starts when one ends');
    for (const call of control.calls.slice(1)) call.resolve();
    await tick();
    for (const call of control.calls.slice(6)) call.resolve();
    await tick();
    assert.equal(control.peak(), 5);
    assert.equal(queue.pending(), 0);
    assert.ok(queue.items().every((item) => item.status === UPLOAD_STATUS.success && item.progress === 100));
    assert.equal(idle.length, 1, 'told once, when everything settled');
    assert.equal(idle[0]?.length, 9);
  });

  it('a failure shows its message; retry runs it again and reports only the new success', async () => {
    const control = controlled();
    const idle: Array<readonly UploadItem[]> = [];
    const queue = createUploadQueue({
      work: control.work,
      messageOf: (error) => (error as Error).message,
      onChange: () => {},
      onIdle: (items) => idle.push(items),
    });
    const [first, second] = queue.add([picked('a'), picked('b')]);
    control.calls[0]?.reject(new Error('exceeds size limit'));
    control.calls[1]?.resolve();
    await tick();
    const failedItem = queue.items().find((item) => item.key === first);
    assert.equal(failedItem?.status, UPLOAD_STATUS.failed);
    assert.equal(failedItem?.message, 'exceeds size limit');
    assert.deepEqual(
      idle.map((batch) => batch.map((item) => item.key)),
      [[second]],
    );

    queue.retry(first as string);
    assert.equal(queue.items().find((item) => item.key === first)?.status, UPLOAD_STATUS.uploading);
    control.calls[2]?.resolve();
    await tick();
    assert.equal(queue.items().find((item) => item.key === first)?.status, UPLOAD_STATUS.success);
    assert.deepEqual(
      idle.map((batch) => batch.map((item) => item.key)),
      [[second], [first]],
    );
  });

  it('offers no retry for what the same file would meet again; the network and a busy server keep it', async () => {
    const control = controlled();
    const queue = createUploadQueue({
      work: control.work,
      messageOf: (error) => (error as Error).message,
      onChange: () => {},
    });
    const keys = queue.add([picked('type'), picked('quota'), picked('local'), picked('net'), picked('busy')]);
    control.calls[0]?.reject(new ApiError(CODE.fileTypeUnsupported, '仅支持 JPEG、PNG、WebP 和 GIF 图片', null, false));
    control.calls[1]?.reject(new ApiError(CODE.uploadQuotaExceeded, '存储空间已满', null, false));
    control.calls[2]?.reject(Object.assign(new Error('code.fileTooLarge'), { key: 'code.fileTooLarge' }));
    control.calls[3]?.reject(new ApiError(NETWORK_FAILURE_CODE, '网络异常：Failed to fetch', null, false));
    control.calls[4]?.reject(new ApiError(CODE.tooManyRequests, '操作太频繁', null, false));
    await tick();
    const byKey = (key: string | undefined) => queue.items().find((item) => item.key === key);
    assert.deepEqual(
      keys.map((key) => [byKey(key)?.status, byKey(key)?.retryable]),
      [
        [UPLOAD_STATUS.failed, false],
        [UPLOAD_STATUS.failed, false],
        [UPLOAD_STATUS.failed, false],
        [UPLOAD_STATUS.failed, true],
        [UPLOAD_STATUS.failed, true],
      ],
    );
    queue.retry(keys[0] as string);
    assert.equal(byKey(keys[0])?.status, UPLOAD_STATUS.failed, 'a permanent failure is not sent again');
    assert.equal(control.calls.length, 5);
    queue.retry(keys[3] as string);
    assert.equal(byKey(keys[3])?.status, UPLOAD_STATUS.uploading);
    assert.equal(control.calls.length, 6);
  });

  it('tells transient failures from permanent ones', () => {
    assert.equal(isTransientFailure(new TypeError('Failed to fetch')), true);
    assert.equal(isTransientFailure(new ApiError(CODE.serverError, '服务异常', null, false)), true);
    assert.equal(isTransientFailure(new ApiError(CODE.fileTooLarge, 'x', null, false)), false);
    assert.equal(isTransientFailure(new ApiError(CODE.imageTooLarge, 'x', null, false)), false);
    assert.equal(isTransientFailure(new ApiError(CODE.photoLimitReached, 'x', null, false)), false);
  });

  it('removes waiting and settled items, never one in flight; clears what settled', async () => {
    const control = controlled();
    const queue = createUploadQueue({
      work: control.work,
      messageOf: String,
      onChange: () => {},
      concurrency: 1,
    });
    const [running, waiting] = queue.add([picked('a'), picked('b')]);
    queue.remove(running as string);
    queue.remove(waiting as string);
    assert.deepEqual(
      queue.items().map((item) => item.key),
      [running],
    );
    control.calls[0]?.resolve();
    await tick();
    assert.equal(control.calls.length, 1, 'the removed one never ran');
    queue.clearSettled();
    assert.deepEqual(queue.items(), []);
  });
});
