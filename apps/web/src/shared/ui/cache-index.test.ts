// The local image cache's index is saved once, LOCAL_IMAGE_CACHE_DEBOUNCE_MS after the last change (SPEC §9).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCAL_IMAGE_CACHE_DEBOUNCE_MS } from '@kk/contract';
import { createCacheIndex } from './cache-index.ts';

function fakeTimers() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let id = 0;
  return {
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        id += 1;
        timers.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout: (handle: unknown) => {
        timers = timers.filter((timer) => timer.id !== handle);
      },
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
  };
}

describe('image cache index', () => {
  it('saves once, 3 s after the last of a burst of images', () => {
    const clock = fakeTimers();
    const saves: string[] = [];
    const index = createCacheIndex({ storage: { load: () => null, save: (v) => saves.push(v) }, timers: clock.timers });
    index.put({ url: 'https://x/a.jpg', size: 100, type: 'image/jpeg', time: 1 });
    clock.advance(LOCAL_IMAGE_CACHE_DEBOUNCE_MS - 1);
    index.put({ url: 'https://x/b.jpg', size: 50, type: 'image/jpeg', time: 2 });
    clock.advance(LOCAL_IMAGE_CACHE_DEBOUNCE_MS - 1);
    assert.equal(saves.length, 0);
    clock.advance(1);
    assert.equal(saves.length, 1);
    assert.equal(index.total(), 150);
    assert.deepEqual(
      index.list().map((entry) => entry.url),
      ['https://x/b.jpg', 'https://x/a.jpg'],
    );
  });

  it('reloads what was saved and survives a damaged index', () => {
    const saved = JSON.stringify([{ url: 'https://x/a.jpg', size: 7, type: 'image/png', time: 1 }]);
    const index = createCacheIndex({ storage: { load: () => saved, save: () => {} }, timers: fakeTimers().timers });
    assert.equal(index.total(), 7);
    const broken = createCacheIndex({ storage: { load: () => '{', save: () => {} }, timers: fakeTimers().timers });
    assert.equal(broken.total(), 0);
  });

  it('removes one image and keeps the others', () => {
    const clock = fakeTimers();
    const saves: string[] = [];
    const index = createCacheIndex({ storage: { load: () => null, save: (v) => saves.push(v) }, timers: clock.timers });
    index.put({ url: 'https://x/a.jpg', size: 1, type: 'image/png', time: 1 });
    index.put({ url: 'https://x/b.jpg', size: 2, type: 'image/png', time: 2 });
    index.remove('https://x/a.jpg');
    clock.advance(LOCAL_IMAGE_CACHE_DEBOUNCE_MS);
    assert.deepEqual(
      index.list().map((entry) => entry.url),
      ['https://x/b.jpg'],
    );
    assert.equal(saves.length, 1);
    assert.equal(index.total(), 2);
  });

  it('clears', () => {
    const clock = fakeTimers();
    const saves: string[] = [];
    const index = createCacheIndex({ storage: { load: () => null, save: (v) => saves.push(v) }, timers: clock.timers });
    index.put({ url: 'https://x/a.jpg', size: 1, type: 'image/png', time: 1 });
    index.clear();
    clock.advance(LOCAL_IMAGE_CACHE_DEBOUNCE_MS);
    assert.deepEqual(saves, ['[]']);
  });
});
