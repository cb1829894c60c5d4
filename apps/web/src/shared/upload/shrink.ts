// When and how an image is shrunk in the browser before upload (SPEC §5 size limit): longest side above
// IMAGE_MAX_SIDE or bytes above the server's maxBytes are re-encoded on a canvas; what is still too large after
// the last attempt is refused here with code.fileTooLarge. Pure decisions (shrink.test.ts); shrink-image.ts draws.
import { IMAGE_MAX_SIDE } from '@kk/contract';

export interface ImageFacts {
  width: number;
  height: number;
  bytes: number;
  type: string;
}

export interface ShrinkLimits {
  maxBytes: number;
  maxSide?: number;
}

export interface EncodePlan {
  width: number;
  height: number;
  type: string;
  quality: number;
}

export type ShrinkPlan = { keep: true } | ({ keep: false } & EncodePlan);

/** Qualities tried in turn; after the last one the image is made smaller instead. */
export const SHRINK_QUALITIES = [0.86, 0.74, 0.62] as const;
/** Each extra attempt after the qualities scales the sides by this much. */
export const SHRINK_STEP = 0.75;
export const SHRINK_MAX_ATTEMPTS = 6;

/** The contract message key of a file still over the limit. */
export const FILE_TOO_LARGE = 'code.fileTooLarge';

/** Animated GIFs would lose their animation on a canvas: they are sent as they are, or refused. */
const KEEP_TYPES = new Set(['image/gif']);

export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest <= 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Lossy WebP keeps transparency (PNG, WebP sources); everything else becomes JPEG. */
export function outputType(type: string): string {
  return type === 'image/png' || type === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

export function shrinkPlan(facts: ImageFacts, limits: ShrinkLimits): ShrinkPlan {
  const maxSide = limits.maxSide ?? IMAGE_MAX_SIDE;
  const tooLong = Math.max(facts.width, facts.height) > maxSide;
  const tooHeavy = facts.bytes > limits.maxBytes;
  if (KEEP_TYPES.has(facts.type) || (!tooLong && !tooHeavy)) return { keep: true };
  const size = fitWithin(facts.width, facts.height, maxSide);
  return { keep: false, ...size, type: outputType(facts.type), quality: SHRINK_QUALITIES[0] };
}

/**
 * The plan after an attempt that came out at `bytes`: null when it fits, or when attempts are used up (the
 * caller then refuses the file). Lower quality first, then smaller sides.
 */
export function nextPlan(plan: EncodePlan, attempt: number, bytes: number, maxBytes: number): EncodePlan | null {
  if (bytes <= maxBytes || attempt + 1 >= SHRINK_MAX_ATTEMPTS) return null;
  const quality = SHRINK_QUALITIES[attempt + 1];
  if (quality !== undefined) return { ...plan, quality };
  const width = Math.max(1, Math.round(plan.width * SHRINK_STEP));
  const height = Math.max(1, Math.round(plan.height * SHRINK_STEP));
  return { ...plan, width, height };
}

/** code.fileTooLarge when a file is over the server's limit, else null. */
export function sizeRefusal(bytes: number, maxBytes: number): typeof FILE_TOO_LARGE | null {
  return bytes > maxBytes ? FILE_TOO_LARGE : null;
}

/** A file name that matches the type it was re-encoded to (`IMG_1.HEIC` → `IMG_1.jpg`). */
export function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${extension}`;
}
