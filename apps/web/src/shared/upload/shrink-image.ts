// The browser half of shrink.ts: decode with EXIF orientation applied, draw on a canvas, re-encode, and check
// the result against the server's limit. Browser-only (createImageBitmap, canvas).
import { type EncodePlan, nextPlan, renamed, shrinkPlan, sizeRefusal } from './shrink.ts';

/** A refusal made here, before anything is sent: its message key is shown on the upload item. */
export class LocalRefusal extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.name = 'LocalRefusal';
    this.key = key;
  }
}

async function encode(bitmap: ImageBitmap, plan: EncodePlan): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  if (plan.type === 'image/jpeg') {
    // JPEG has no transparency: paint white under it rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, plan.width, plan.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, plan.width, plan.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, plan.type, plan.quality));
  if (!blob) throw new Error('canvas encoding failed');
  return blob;
}

/**
 * The file to upload: the original when it is small enough, else a re-encoded copy. Throws LocalRefusal with
 * code.fileTooLarge when even the smallest attempt is over `maxBytes`.
 */
export async function prepareImage(file: Blob, name: string, maxBytes: number): Promise<{ file: Blob; name: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not an image the browser can read: the server decides, and says why.
    if (sizeRefusal(file.size, maxBytes)) throw new LocalRefusal('code.fileTooLarge');
    return { file, name };
  }
  try {
    const plan = shrinkPlan(
      { width: bitmap.width, height: bitmap.height, bytes: file.size, type: file.type },
      { maxBytes },
    );
    if (plan.keep) {
      if (sizeRefusal(file.size, maxBytes)) throw new LocalRefusal('code.fileTooLarge');
      return { file, name };
    }
    let current: EncodePlan | null = plan;
    for (let attempt = 0; current; attempt += 1) {
      const blob = await encode(bitmap, current);
      const next = nextPlan(current, attempt, blob.size, maxBytes);
      if (!next) {
        if (sizeRefusal(blob.size, maxBytes)) throw new LocalRefusal('code.fileTooLarge');
        return { file: blob, name: renamed(name, blob.type || current.type) };
      }
      current = next;
    }
    throw new LocalRefusal('code.fileTooLarge');
  } finally {
    bitmap.close();
  }
}
