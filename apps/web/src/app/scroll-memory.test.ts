import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createScrollMemory, scrollToward } from './scroll-memory.ts';

describe('scroll memory', () => {
  it('opens a pushed or replaced entry at the top and a popped one where it was left', () => {
    const memory = createScrollMemory();
    memory.remember('feed', 1281);
    assert.equal(memory.target('feed', true), 1281);
    assert.equal(memory.target('feed', false), 0);
    assert.equal(memory.target('never-seen', true), 0);
  });

  it('forgets the oldest entries beyond its limit', () => {
    const memory = createScrollMemory(2);
    memory.remember('a', 10);
    memory.remember('b', 20);
    memory.remember('a', 11);
    memory.remember('c', 30);
    assert.equal(memory.target('b', true), 0);
    assert.equal(memory.target('a', true), 11);
    assert.equal(memory.target('c', true), 30);
  });
});

/** A page whose height grows by `growth` a frame, frames run by hand. */
function page(maxStart: number, growth: number) {
  let max = maxStart;
  let y = 0;
  const frames: Array<() => void> = [];
  let time = 0;
  return {
    view: { scrollY: () => y, scrollTo: (to: number) => (y = Math.min(to, max)) },
    frame: (run: () => void) => {
      frames.push(run);
      return () => frames.splice(frames.indexOf(run), 1);
    },
    now: () => time,
    tick(ms = 16) {
      time += ms;
      max += growth;
      frames.shift()?.();
    },
    y: () => y,
    pending: () => frames.length,
  };
}

describe('scrollToward', () => {
  it('goes straight there when the page is tall enough', () => {
    const p = page(5000, 0);
    scrollToward(p.view, 1281, p.frame, p.now);
    assert.equal(p.y(), 1281);
    assert.equal(p.pending(), 0);
  });

  it('follows a page that is still growing until it gets there', () => {
    const p = page(400, 400);
    scrollToward(p.view, 1281, p.frame, p.now);
    assert.equal(p.y(), 400);
    p.tick();
    p.tick();
    assert.equal(p.y(), 1200);
    p.tick();
    assert.equal(p.y(), 1281);
    p.tick();
    assert.equal(p.pending(), 0);
  });

  it('gives up after the wait, and when cancelled', () => {
    const short = page(400, 0);
    scrollToward(short.view, 1281, short.frame, short.now, 100);
    for (let i = 0; i < 10; i += 1) short.tick(20);
    assert.equal(short.pending(), 0);
    assert.equal(short.y(), 400);

    const growing = page(400, 400);
    const cancel = scrollToward(growing.view, 1281, growing.frame, growing.now);
    cancel();
    growing.tick();
    assert.equal(growing.y(), 400);
  });
});
