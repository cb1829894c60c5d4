// Thumbnail or full file for an image drawn in a box: used by an update's lone image and by a chat picture.
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
