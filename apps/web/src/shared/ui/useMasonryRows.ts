// Cards of different heights in grid columns without the gaps that rows leave below the shorter ones
// (docs/decisions/0082-web-wide-screens.md): the grid's rows are a few pixels high, and each item spans as many
// as its height and the gap below it need. Items stay in the list's order, placed row by row where they fit;
// nothing already placed moves when more load. CSS masonry is not in browsers yet.
import { type RefObject, useEffect, useRef } from 'react';

/** The grid's row height and the gap between cards one above the other, as the stylesheet sets them. */
const ROW = 4;
const GAP = 20;

/**
 * A ref for the grid of `count` items; while `enabled`, each item's span follows its height (a picture that
 * loads, a text unfolded). Disabled, the spans stay but mean nothing: the list is no grid then.
 */
export function useMasonryRows<T extends HTMLElement>(enabled: boolean, count: number): RefObject<T | null> {
  const ref = useRef<T>(null);

  // Watched again when items come (the next page).
  useEffect(() => {
    const list = ref.current;
    if (!enabled || !list || count === 0) return;
    const resized = new ResizeObserver((entries) => {
      for (const { target, borderBoxSize } of entries) {
        const height = borderBoxSize[0]?.blockSize ?? target.getBoundingClientRect().height;
        (target as HTMLElement).style.gridRowEnd = `span ${Math.ceil((height + GAP) / ROW)}`;
      }
    });
    for (const item of Array.from(list.children)) resized.observe(item);
    return () => resized.disconnect();
  }, [enabled, count]);

  return ref;
}
