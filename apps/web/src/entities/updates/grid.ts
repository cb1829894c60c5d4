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

/**
 * Which file to draw in a box `boxWidth` CSS pixels wide on a screen of `pixelRatio`: the thumbnail (longest side
 * `thumbSide`, the image's shape) while it has the pixels the box needs, else the full image.
 */
export function sourceFor(
  image: { url: string; thumb: string; width?: number | undefined; height?: number | undefined },
  boxWidth: number,
  pixelRatio: number,
  thumbSide: number,
): string {
  if (!image.thumb) return image.url;
  const { width, height } = image;
  if (!width || !height) return image.thumb;
  const thumbWidth = Math.min(width, width >= height ? thumbSide : Math.round((width * thumbSide) / height));
  // A thumbnail as wide as the image has all its pixels already.
  if (thumbWidth >= width) return image.thumb;
  return boxWidth * pixelRatio > thumbWidth * 1.25 ? image.url : image.thumb;
}
