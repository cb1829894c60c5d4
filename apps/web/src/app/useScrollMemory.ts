import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { createScrollMemory, scrollToward, type Viewport } from './scroll-memory.ts';

const memory = createScrollMemory();

const windowView: Viewport = {
  scrollY: () => window.scrollY,
  scrollTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }),
};

function nextFrame(run: () => void): () => void {
  const id = requestAnimationFrame(run);
  return () => cancelAnimationFrame(id);
}

/** What the user does to scroll by hand: a restore still waiting for the page to grow gives way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The shell's scroll memory (scroll-memory.ts): each new page opens at its top, Back and Forward return to where
 * the page was left. The browser's own restoration is turned off: it would restore before the page is drawn.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const popped = useNavigationType() === NavigationType.Pop;
  const current = useRef(location.key);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => memory.remember(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const cancel = scrollToward(windowView, memory.target(location.key, popped), nextFrame, () => performance.now());
    const stop = () => cancel();
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
    return () => {
      cancel();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, [location.key, popped]);
}
