// How an update's images are laid out (grid.test.ts), as WeChat Moments does: one image large, two and four
// in two columns (so four make a square), everything else in rows of three.
export function gridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}

/** A lone image's shape (width / height), kept between a tall 3:4 and a wide 2:1; null when its size is unknown. */
export function singleRatio(width: number | undefined, height: number | undefined): number | null {
  if (!width || !height || width <= 0 || height <= 0) return null;
  return Math.min(2, Math.max(3 / 4, width / height));
}
