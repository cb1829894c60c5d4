// Pull to refresh, as numbers (pull.test.ts): how far the indicator follows the finger, and when a release
// refreshes.
export const PULL = { threshold: 64, max: 96, resistance: 0.5 } as const;

/** The indicator's offset for a finger moved `dy` px down from where it touched (with resistance). */
export function pullDistance(dy: number): number {
  if (dy <= 0) return 0;
  return Math.min(PULL.max, dy * PULL.resistance);
}

export function releasesRefresh(distance: number): boolean {
  return distance >= PULL.threshold;
}
