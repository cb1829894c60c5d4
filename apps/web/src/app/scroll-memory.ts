// Where each page was left, by history entry: a page that is opened (a push or a replace: a link, a tab, a
// redirect) starts at its top; Back and Forward (a pop) return to where that entry was scrolled to. The window
// is the page's scroller (the chat scrolls inside its own box and is left alone).

/** How many entries are remembered; older ones open at the top, as a new page would. */
const REMEMBERED = 50;
/** How long a restore waits for the page to grow tall enough (its data and images arriving). */
export const RESTORE_WAIT_MS = 1500;

export function createScrollMemory(limit: number = REMEMBERED) {
  const positions = new Map<string, number>();
  return {
    remember(key: string, y: number): void {
      positions.delete(key);
      positions.set(key, y);
      if (positions.size > limit) {
        const oldest = positions.keys().next().value;
        if (oldest !== undefined) positions.delete(oldest);
      }
    },
    /** Where the entry opens: its remembered position on a pop, else the top. */
    target(key: string, popped: boolean): number {
      return popped ? (positions.get(key) ?? 0) : 0;
    },
  };
}

export interface Viewport {
  scrollY(): number;
  /** Scrolls as far towards `y` as the page's height allows. */
  scrollTo(y: number): void;
}

/**
 * Scrolls to `y`, and while the page is still too short for it (a list whose data or images are arriving), again
 * on each frame until it is there or `waitMs` have passed. Returns the cancel (a new navigation, or the user
 * scrolling on their own).
 */
export function scrollToward(
  view: Viewport,
  y: number,
  frame: (run: () => void) => () => void,
  now: () => number,
  waitMs: number = RESTORE_WAIT_MS,
): () => void {
  view.scrollTo(y);
  const until = now() + waitMs;
  let cancelFrame: (() => void) | null = null;
  const step = () => {
    cancelFrame = null;
    if (Math.abs(view.scrollY() - y) < 1 || now() > until) return;
    view.scrollTo(y);
    cancelFrame = frame(step);
  };
  if (Math.abs(view.scrollY() - y) >= 1) cancelFrame = frame(step);
  return () => cancelFrame?.();
}
