// The arithmetic of the full-screen image preview (SPEC §9: zoom from 1x to 4x): pinch, double tap, wheel,
// panning within the image, and swiping between images. Pure (zoom.test.ts).
import { IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN } from '@kk/contract';

export interface Point {
  x: number;
  y: number;
}

export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SCALE = 2.5;
/** A swipe further than this share of the width moves to the next image. */
export const SWIPE_SHARE = 0.18;
const WHEEL_SENSITIVITY = 0.0025;

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return IMAGE_ZOOM_MIN;
  return Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, scale));
}

/** Double tap: zoomed in goes back to 1x; at 1x it zooms in. */
export function doubleTapScale(current: number): number {
  return current > IMAGE_ZOOM_MIN + 0.01 ? IMAGE_ZOOM_MIN : clampScale(DOUBLE_TAP_SCALE);
}

/** Wheel up (negative deltaY) zooms in, down zooms out, smoothly and within range. */
export function wheelScale(current: number, deltaY: number): number {
  return clampScale(current * Math.exp(-deltaY * WHEEL_SENSITIVITY));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function pinchScale(startScale: number, startDistance: number, currentDistance: number): number {
  if (startDistance <= 0) return clampScale(startScale);
  return clampScale((startScale * currentDistance) / startDistance);
}

/** Keeps a zoomed image covering its frame: it can move at most half its overflow each way. */
export function clampOffset(offset: Point, scale: number, frame: { width: number; height: number }): Point {
  const maxX = Math.max(0, (frame.width * scale - frame.width) / 2);
  const maxY = Math.max(0, (frame.height * scale - frame.height) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** Where a horizontal swipe of `dx` pixels lands, from `index` among `count` images. */
export function swipeTarget(index: number, dx: number, width: number, count: number): number {
  if (Math.abs(dx) < width * SWIPE_SHARE) return index;
  const next = dx < 0 ? index + 1 : index - 1;
  return Math.min(count - 1, Math.max(0, next));
}
