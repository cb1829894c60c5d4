// The compose page's rules as plain functions (compose.test.ts): when 发布 is offered, what still stops it,
// and addUpdates' body (text, up to SQUARE.updatesImagesMax images, at least one of the two).
import { SQUARE } from '@kk/contract';
import { UPLOAD_STATUS, type UploadItem } from '../../shared/upload/upload-queue.ts';

type Item = Pick<UploadItem, 'status' | 'fileId'>;

export interface ComposeDraft {
  content: string;
  items: readonly Item[];
}

/** 发布 is offered once there is text or an image (one still uploading counts: it will be there). */
export function hasSomething({ content, items }: ComposeDraft): boolean {
  return content.trim() !== '' || items.length > 0;
}

/** What stops publishing now (a catalogue key of the myWrite group), or null when it can go. */
export function composeBlocker(draft: ComposeDraft): 'uploading' | 'failedImages' | null {
  if (draft.items.some((item) => item.status === UPLOAD_STATUS.uploading)) return 'uploading';
  if (draft.items.some((item) => item.status === UPLOAD_STATUS.failed)) return 'failedImages';
  return null;
}

/** addUpdates' body: the trimmed text and the uploaded images' ids in the order they were picked. */
export function composeBody({ content, items }: ComposeDraft): { content: string; images: string[] } {
  const images = items
    .filter((item) => item.status === UPLOAD_STATUS.success && item.fileId !== '')
    .map((item) => item.fileId)
    .slice(0, SQUARE.updatesImagesMax);
  return { content: content.trim(), images };
}

/** How many more images may be picked. */
export function imagesLeft(picked: number): number {
  return Math.max(0, SQUARE.updatesImagesMax - picked);
}
