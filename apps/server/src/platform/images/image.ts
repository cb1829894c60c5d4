// Image intake: the real type from the first bytes (never the name or the client's content type), a pixel limit
// checked from the header before anything is decoded, then a re-encode that drops every metadata block (EXIF,
// GPS, XMP, IPTC, ICC comments) and a thumbnail of the same shape.
import { IMAGE_MAX_SIDE, THUMB_SIDE } from '@kk/contract';
import sharp, { type Metadata } from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

export const MIME: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
export const EXTENSION: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);

/** JPEG, PNG, WebP or GIF by magic bytes; null for anything else, whatever its name says. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61) {
    return 'gif';
  }
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export class ImageRejected extends Error {
  readonly reason: 'type' | 'pixels';
  constructor(reason: 'type' | 'pixels') {
    super(reason);
    this.reason = reason;
  }
}

export interface ProcessedImage {
  type: ImageType;
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected('type');
  const animated = type === 'gif' || type === 'webp';
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so sharp's own limit is lifted here: the check below answers
    // precisely "too many pixels" instead of sharp's generic failure.
    meta = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('type');
  }
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !frameHeight || meta.width * frameHeight * frames > maxPixels) throw new ImageRejected('pixels');

  const options = { animated, limitInputPixels: maxPixels, failOn: 'error' } as const;
  try {
    // rotate() applies the EXIF orientation before the EXIF is dropped; sharp keeps no metadata unless asked.
    const pipeline = sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'jpeg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : type === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : type === 'webp'
            ? pipeline.webp({ quality: 80 })
            : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      // The thumbnail keeps the picture's shape (its longest side THUMB_SIDE): a square crop would be cropped
      // again by a box of another shape, and a lone picture is shown at its own shape.
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { type, data, thumb, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new ImageRejected('type');
  }
}
