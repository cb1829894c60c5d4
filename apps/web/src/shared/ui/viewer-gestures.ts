// Touch, mouse, wheel and keyboard input of the photo viewer (PhotoViewer.tsx), outside React: one finger
// swipes between photos at 1x and pans when zoomed, two fingers pinch, a double tap (or double click) toggles
// zoom, the wheel zooms, Escape closes and the arrow keys move. The arithmetic lives in zoom.ts.
import {
  clampOffset,
  DOUBLE_TAP_MS,
  distance,
  doubleTapScale,
  type Point,
  pinchScale,
  swipeTarget,
  wheelScale,
} from './zoom.ts';

export interface ViewState {
  index: number;
  scale: number;
  offset: Point;
  /** Horizontal drag of the track while swiping at 1x, in pixels. */
  dragX: number;
  /** Whether the next change animates (not while a finger is down). */
  animate: boolean;
}

export interface GestureOptions {
  count(): number;
  get(): ViewState;
  set(next: ViewState): void;
  close(): void;
}

const TAP_SLOP_PX = 10;

export function bindViewerGestures(stage: HTMLElement, options: GestureOptions): () => void {
  const pointers = new Map<number, Point>();
  let start: { point: Point; offset: Point; scale: number; distance: number } | null = null;
  let lastTap = 0;
  let moved = false;

  const frame = () => ({ width: stage.clientWidth, height: stage.clientHeight });
  const update = (change: Partial<ViewState>) => options.set({ ...options.get(), ...change });
  const zoomTo = (scale: number) => {
    const offset = scale === 1 ? { x: 0, y: 0 } : clampOffset(options.get().offset, scale, frame());
    update({ scale, offset, animate: true });
  };
  const goTo = (index: number) => {
    const count = options.count();
    const next = Math.min(count - 1, Math.max(0, index));
    update({ index: next, scale: 1, offset: { x: 0, y: 0 }, dragX: 0, animate: true });
  };
  const points = () => [...pointers.values()];

  const begin = () => {
    const [a, b] = points();
    const state = options.get();
    if (!a) return;
    start = { point: a, offset: state.offset, scale: state.scale, distance: a && b ? distance(a, b) : 0 };
  };

  const onDown = (event: PointerEvent) => {
    stage.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved = false;
    begin();
  };

  const onMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId) || !start) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = points();
    if (!a) return;
    const state = options.get();
    if (b && start.distance > 0) {
      moved = true;
      update({ scale: pinchScale(start.scale, start.distance, distance(a, b)), animate: false });
      return;
    }
    const dx = a.x - start.point.x;
    const dy = a.y - start.point.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) moved = true;
    if (state.scale > 1) {
      const offset = clampOffset({ x: start.offset.x + dx, y: start.offset.y + dy }, state.scale, frame());
      update({ offset, animate: false });
    } else if (options.count() > 1) {
      update({ dragX: dx, animate: false });
    }
  };

  const onUp = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    const state = options.get();
    if (pointers.size > 0) return begin();
    start = null;
    if (state.dragX !== 0) {
      goTo(swipeTarget(state.index, state.dragX, frame().width, options.count()));
      return;
    }
    // Mouse double clicks arrive as dblclick; this detects a double tap of a finger or pen.
    if (!moved && event.pointerType !== 'mouse') {
      const now = event.timeStamp;
      if (now - lastTap < DOUBLE_TAP_MS) {
        lastTap = 0;
        zoomTo(doubleTapScale(state.scale));
      } else {
        lastTap = now;
      }
    }
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    zoomTo(wheelScale(options.get().scale, event.deltaY));
  };

  const onDoubleClick = () => zoomTo(doubleTapScale(options.get().scale));

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') options.close();
    else if (event.key === 'ArrowLeft') goTo(options.get().index - 1);
    else if (event.key === 'ArrowRight') goTo(options.get().index + 1);
  };

  stage.addEventListener('pointerdown', onDown);
  stage.addEventListener('pointermove', onMove);
  stage.addEventListener('pointerup', onUp);
  stage.addEventListener('pointercancel', onUp);
  stage.addEventListener('wheel', onWheel, { passive: false });
  stage.addEventListener('dblclick', onDoubleClick);
  window.addEventListener('keydown', onKey);
  return () => {
    stage.removeEventListener('pointerdown', onDown);
    stage.removeEventListener('pointermove', onMove);
    stage.removeEventListener('pointerup', onUp);
    stage.removeEventListener('pointercancel', onUp);
    stage.removeEventListener('wheel', onWheel);
    stage.removeEventListener('dblclick', onDoubleClick);
    window.removeEventListener('keydown', onKey);
  };
}

/** The CSS transforms of the track and of the current image. */
export function trackTransform(index: number, dragX: number): string {
  return `translate3d(calc(${-index * 100}% + ${dragX}px), 0, 0)`;
}

export function imageTransform(offset: Point, scale: number): string {
  return `translate3d(${offset.x}px, ${offset.y}px, 0) scale(${scale})`;
}

export const INITIAL_VIEW: Omit<ViewState, 'index'> = { scale: 1, offset: { x: 0, y: 0 }, dragX: 0, animate: false };

/** Moving to the previous or next photo (the buttons shown where there is a mouse). */
export function stepped(state: ViewState, step: number, count: number): ViewState {
  const index = Math.min(count - 1, Math.max(0, state.index + step));
  return { ...state, ...INITIAL_VIEW, index, animate: true };
}
