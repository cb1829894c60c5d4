// Pull to refresh on a touch screen: from the top of the page, pull the list down and release. Listens on the
// list's own element, so the photo viewer (a portal) and the sheets never start a pull.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { pullDistance, releasesRefresh } from './pull.ts';

export function usePullToRefresh(target: RefObject<HTMLElement | null>, onRefresh: () => Promise<unknown>) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const busy = useRef(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let startY: number | null = null;
    let pulled = 0;
    const start = (event: TouchEvent) => {
      startY =
        !busy.current && window.scrollY <= 0 && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const move = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = (event.touches[0]?.clientY ?? startY) - startY;
      pulled = pullDistance(dy);
      setDistance(pulled);
      // Pulling down at the top must not also scroll (or bounce) the page.
      if (pulled > 0 && event.cancelable) event.preventDefault();
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      const run = releasesRefresh(pulled);
      pulled = 0;
      setDistance(0);
      if (!run) return;
      busy.current = true;
      setRefreshing(true);
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRefreshing(false);
        });
    };
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, [target]);

  return { distance, refreshing, ready: releasesRefresh(distance) };
}
