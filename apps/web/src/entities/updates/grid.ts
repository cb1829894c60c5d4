// How an update's images are laid out (grid.test.ts), as WeChat Moments does: one image large, two and four
// in two columns (so four make a square), everything else in rows of three.
export function gridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}
